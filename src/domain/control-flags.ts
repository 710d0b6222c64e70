/**
 * Why a control needs its organiser's look (the organiser's view, issue 18): pure rules over the
 * figures the repository sums, so they are tested at their edges without a database.
 */

/** The flags of the API's ControlActivityFlag, in the order the view says them. */
export type ControlFlag = 'OPEN_REPORT' | 'NEVER_PUNCHED_14_DAYS' | 'WRONG_CODES_EXCEED_RIGHT';

/** Days without a punch, while the game had players, before a control is flagged. */
export const UNPUNCHED_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the unpunched window that ends at `now`. */
export function unpunchedSince(now: Date): Date {
  return new Date(now.getTime() - UNPUNCHED_DAYS * DAY_MS);
}

export interface FlagFigures {
  /** Punches at the control since `unpunchedSince(now)`. */
  punchesSince: number;
  /** Whether a player (no test play) started the game since `unpunchedSince(now)`. */
  gameHadPlayers: boolean;
  wrongCodeTries: number;
  rightCodePunches: number;
  openReports: number;
}

/**
 * The flags of one control:
 * - OPEN_REPORT: at least one report is open;
 * - NEVER_PUNCHED_14_DAYS: no punch in the last 14 days although players started the game then
 *   (a game nobody played says nothing about its posts);
 * - WRONG_CODES_EXCEED_RIGHT: more wrong secret codes tried than right code punches made
 *   (3 wrong and 3 right is not flagged, 4 wrong and 3 right is).
 */
export function controlFlags(figures: FlagFigures): ControlFlag[] {
  const flags: ControlFlag[] = [];
  if (figures.openReports > 0) flags.push('OPEN_REPORT');
  if (figures.gameHadPlayers && figures.punchesSince === 0) flags.push('NEVER_PUNCHED_14_DAYS');
  if (figures.wrongCodeTries > figures.rightCodePunches) flags.push('WRONG_CODES_EXCEED_RIGHT');
  return flags;
}

/**
 * Controls with an open report first (a player asked for the organiser's look), then the more
 * flags the sooner, then by visual code as people read numbers (9 before 31 before 100).
 */
export function byFlagsThenCode<T extends { flags: readonly string[]; visualCode: string }>(
  a: T,
  b: T,
): number {
  const reported = (control: T) => (control.flags.includes('OPEN_REPORT') ? 1 : 0);
  return (
    reported(b) - reported(a) ||
    b.flags.length - a.flags.length ||
    a.visualCode.localeCompare(b.visualCode, 'en', { numeric: true })
  );
}
