/**
 * The punch beep, made with Web Audio (an oscillator per note, no sound file). Browsers let a page
 * make sound only after a user gesture: the one AudioContext is made when the play screen is
 * idle (`warmUpSoundWhenIdle`), `prepareSound()` is called at the tap itself (it wakes the
 * context), `playNotes()` once the punch is recorded. Without Web Audio all three do nothing;
 * sound never stands in the way of a punch. When the player has muted the sounds on this device
 * (sound-setting.ts), the tap wakes nothing and no note plays.
 */
import type { BeepNote } from './punch-feedback';
import { soundsMuted } from './sound-setting';

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

/**
 * Makes the audio context ahead of the first punch, in an idle moment of the play screen: making
 * one takes tens of milliseconds of main thread on a slow phone, too long inside a tap (it was
 * most of the first punch's answer time). A context made without a gesture starts suspended; the
 * tap's `prepareSound` wakes it. Returns a function that cancels a warm-up not yet run.
 */
export function warmUpSoundWhenIdle(Context = audioContextClass()): () => void {
  const warmUp = () => {
    try {
      if (Context) context ??= new Context();
    } catch {
      context = undefined;
    }
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warmUp, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(warmUp, 1_000);
  return () => clearTimeout(id);
}

/** Makes (if no warm-up did) or wakes the audio context; call inside the tap's handler. */
export function prepareSound(Context = audioContextClass()): void {
  try {
    if (!Context || soundsMuted()) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = undefined;
  }
}

/** Plays `notes` (sine tones) on the prepared context; nothing when none was prepared. */
export function playNotes(notes: readonly BeepNote[]): void {
  const audio = context;
  if (!audio || soundsMuted()) return;
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
