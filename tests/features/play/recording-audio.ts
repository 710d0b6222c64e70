/**
 * A stand-in for Web Audio's AudioContext that records what a page asks of it: each context made,
 * whether it was woken, and each oscillator's pitch, start and stop.
 */
export class RecordingAudioContext {
  static made: RecordingAudioContext[] = [];
  state = 'suspended';
  currentTime = 10;
  destination = {};
  tones: { frequencyHz: number; start: number; stop: number }[] = [];
  constructor() {
    RecordingAudioContext.made.push(this);
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    const tone = { frequencyHz: 0, start: 0, stop: 0 };
    this.tones.push(tone);
    return {
      type: 'sine',
      frequency: { setValueAtTime: (hz: number) => (tone.frequencyHz = hz) },
      connect: (next: unknown) => next,
      start: (at: number) => (tone.start = at),
      stop: (at: number) => (tone.stop = at),
    };
  }
  createGain() {
    const param = { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined };
    return { gain: param, connect: (next: unknown) => next };
  }
}

/** The recorder as the constructor the sound module takes. */
export const RecordingAudio = RecordingAudioContext as unknown as typeof AudioContext;
