/**
 * The punch beep, made with Web Audio (an oscillator per note, no sound file). Browsers let a page
 * make sound only after a user gesture: `prepare()` is called at the tap itself (it makes or
 * resumes the one AudioContext), `play()` once the punch is recorded. Without Web Audio both do
 * nothing; sound never stands in the way of a punch.
 */
import type { BeepNote } from './punch-feedback';

/** The loudness of a note (0..1): audible outdoors without clipping. */
const NOTE_GAIN = 0.25;
/** Fade in and out of each note (seconds), so it does not click. */
const RAMP_S = 0.01;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

let context: AudioContext | undefined;

/** Makes (or wakes) the audio context; call inside the tap's handler. */
export function prepareSound(Context = audioContextClass()): void {
  try {
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = undefined;
  }
}

/** Plays `notes` (sine tones) on the prepared context; nothing when none was prepared. */
export function playNotes(notes: readonly BeepNote[]): void {
  const audio = context;
  if (!audio) return;
  try {
    const start = audio.currentTime + 0.02;
    for (const note of notes) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const from = start + note.startS;
      const to = from + note.durationS;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(note.frequencyHz, from);
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(NOTE_GAIN, from + RAMP_S);
      gain.gain.setValueAtTime(NOTE_GAIN, Math.max(from + RAMP_S, to - RAMP_S));
      gain.gain.linearRampToValueAtTime(0, to);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(from);
      oscillator.stop(to + RAMP_S);
    }
  } catch {
    // A browser that refuses sound still has the punch.
  }
}
