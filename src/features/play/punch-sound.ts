/**
 * The punch beep, made with Web Audio (an oscillator per note, no sound file). Browsers let a page
 * make sound only after a user gesture: the one AudioContext is made at the player's first
 * gesture or once the play screen has settled (`warmUpSoundSoon`), `prepareSound()` is called at
 * the tap itself (it wakes the context), `playNotes()` once the punch is recorded. Without Web
 * Audio all three do nothing; sound never stands in the way of a punch. When the player has muted
 * the sounds on this device (sound-setting.ts), the tap wakes nothing and no note plays.
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
 * How long the play screen is open before an idle moment makes the audio context, when no gesture
 * came first: never while the screen opens, when the map and the game are what the player waits
 * for.
 */
export const SOUND_WARM_UP_DELAY_MS = 5_000;

/** The gestures that make the audio context at once (before the tap that punches, if first). */
const WARM_UP_GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Makes the audio context ahead of the first punch: at the player's first gesture on the screen,
 * or in an idle moment once the screen has been open `SOUND_WARM_UP_DELAY_MS`. Making one takes
 * tens of milliseconds of main thread on a slow phone (88 ms in one load of the play screen here,
 * in an idle moment while its map opened), too long inside a tap (it was most of the first punch's
 * answer time) and too long while the screen opens. A context made outside the browser's user
 * activation (an idle moment, a touch's pointerdown) starts suspended; the tap's `prepareSound`
 * wakes it. Nothing is made while the sounds are muted. Returns a function that cancels a
 * warm-up not yet run.
 */
export function warmUpSoundSoon(
  Context = audioContextClass(),
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  let idle: (() => void) | undefined;
  const gestures = new AbortController();
  function cancel() {
    gestures.abort();
    clearTimeout(timer);
    idle?.();
  }
  function warmUp() {
    cancel();
    try {
      if (Context && !soundsMuted()) context ??= new Context();
    } catch {
      context = undefined;
    }
  }
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warmUp, { timeout: 5_000 });
      idle = () => cancelIdleCallback(id);
    } else warmUp();
  }, SOUND_WARM_UP_DELAY_MS);
  for (const type of WARM_UP_GESTURES)
    target?.addEventListener(type, warmUp, {
      capture: true,
      passive: true,
      signal: gestures.signal,
    });
  return cancel;
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
