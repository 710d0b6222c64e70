/**
 * What a player feels and hears when a punch is taken on the phone (the apps players
 * know beep and vibrate on a punch): one short buzz and a beep for a control, a longer pattern
 * and a rising three-note tune for a new level or a completed game, a soft tone for a code punch
 * not checked yet, and a long double buzz with two low tones for a refusal. Pure plans here; the
 * browser calls are `vibrate` (navigator.vibrate, when there is one) and src/features/play/
 * punch-sound.ts (Web Audio, no sound file).
 */
import type { PunchAnswerReading } from '../../domain/game-progress';

/**
 * How the moment feels: a control punched, or a level or the game won by it; a code punch that
 * stands on the phone until the server checks it (`provisional`: neither success nor failure);
 * a punch refused (a wrong code, too far).
 */
export type PunchFeedbackKind =
  'punched' | 'level-unlocked' | 'game-completed' | 'provisional' | 'refused';

/** One tone: its pitch (hertz), its start after the first (seconds) and its length (seconds). */
export interface BeepNote {
  frequencyHz: number;
  startS: number;
  durationS: number;
}

export interface PunchFeedback {
  /** navigator.vibrate's pattern: vibrate, pause, vibrate… (milliseconds). */
  vibration: number[];
  notes: BeepNote[];
}

/** The feedback kind of a punch the device took, from the domain's reading of its new states. */
export function punchFeedbackKind(reading: PunchAnswerReading): PunchFeedbackKind {
  if (reading.kind === 'game-completed') return 'game-completed';
  if (reading.kind === 'level-unlocked') return 'level-unlocked';
  return 'punched';
}

/** A short bright beep (880 Hz, the A above the tuning A), as a punch box gives. */
const PUNCH_BEEP: BeepNote = { frequencyHz: 880, startS: 0, durationS: 0.12 };

/** A soft middle tone (E5), lower and longer than the punch beep: noted, not yet counted. */
const NEUTRAL_TONE: BeepNote = { frequencyHz: 659.25, startS: 0, durationS: 0.18 };

/** Two low tones (G3), the error buzz of a refusal. */
const ERROR_BUZZ: BeepNote[] = [
  { frequencyHz: 196, startS: 0, durationS: 0.16 },
  { frequencyHz: 196, startS: 0.22, durationS: 0.24 },
];

/** A rising major arpeggio (A5, C#6, E6) for a level or the game. */
function tune(lastDurationS: number): BeepNote[] {
  return [
    { frequencyHz: 880, startS: 0, durationS: 0.1 },
    { frequencyHz: 1108.73, startS: 0.13, durationS: 0.1 },
    { frequencyHz: 1318.51, startS: 0.26, durationS: lastDurationS },
  ];
}

export function punchFeedback(kind: PunchFeedbackKind): PunchFeedback {
  switch (kind) {
    case 'punched':
      return { vibration: [120], notes: [PUNCH_BEEP] };
    case 'level-unlocked':
      return { vibration: [120, 80, 120, 80, 250], notes: tune(0.2) };
    case 'game-completed':
      return { vibration: [120, 80, 120, 80, 120, 80, 400], notes: tune(0.45) };
    case 'provisional':
      return { vibration: [60], notes: [NEUTRAL_TONE] };
    case 'refused':
      return { vibration: [300, 100, 300], notes: ERROR_BUZZ };
  }
}

/** The short buzz when a control first comes within the approach radius. */
export const APPROACH_VIBRATION = [60, 60, 60];

/**
 * Vibrates with `pattern` when the browser can (no vibration API on iOS Safari and desktops);
 * true when the browser took it. Never throws.
 */
export function vibrate(
  pattern: number[],
  target: { vibrate?: (pattern: number[]) => boolean } = navigator,
): boolean {
  try {
    return typeof target.vibrate === 'function' ? target.vibrate(pattern) : false;
  } catch {
    return false;
  }
}
