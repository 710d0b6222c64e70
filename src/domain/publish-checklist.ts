/**
 * What an editor's game needs before players are given it (the publishing checklist), and which
 * plays are an editor's test plays. A game is published when it is made active and PUBLIC; the
 * server refuses that while anything on the checklist is missing, and the game's screen shows the
 * same list, so both read this one rule.
 *
 * The checklist, in the order it is shown: a linked map (players find their way on it), a start
 * point (the players' search finds games by where they start), then the levels' part of
 * `firstLevelGaps` (a first level with at least its required punches in controls and a punch
 * method), and every later level with at least its required punches in controls (else that level
 * could never be completed and the game never finished).
 *
 * @example
 * publishGaps({ omapCount: 0, startLat: null, startLng: null, levels: [] });
 * // ['NO_MAP', 'NO_START', 'NO_LEVEL']
 */
import { firstLevelGaps, PlayabilityGap, type PlayabilityLevel } from './game-playability';
import { requiredPunches, sortLevels } from './game-progress';

/** One thing a game lacks before it may be published. */
export const PublishGap = {
  NO_MAP: 'NO_MAP',
  NO_START: 'NO_START',
  NO_LEVEL: PlayabilityGap.NO_LEVEL,
  TOO_FEW_CONTROLS: PlayabilityGap.TOO_FEW_CONTROLS,
  NO_PUNCH_METHOD: PlayabilityGap.NO_PUNCH_METHOD,
  /** A level after the first has fewer controls than the punches it requires. */
  LEVEL_TOO_FEW_CONTROLS: 'LEVEL_TOO_FEW_CONTROLS',
} as const;

export type PublishGap = (typeof PublishGap)[keyof typeof PublishGap];

/** The checklist's items in the order the game's screen shows them. */
export const PUBLISH_CHECKLIST: readonly PublishGap[] = [
  PublishGap.NO_MAP,
  PublishGap.NO_START,
  PublishGap.NO_LEVEL,
  PublishGap.TOO_FEW_CONTROLS,
  PublishGap.NO_PUNCH_METHOD,
  PublishGap.LEVEL_TOO_FEW_CONTROLS,
];

/** A game as the checklist reads it. */
export interface PublishableGame {
  /** Maps linked to the game. */
  readonly omapCount: number;
  readonly startLat: number | null;
  readonly startLng: number | null;
  readonly levels: readonly PlayabilityLevel[];
}

/** What keeps `game` from being published, in checklist order; empty when it may be. */
export function publishGaps(game: PublishableGame): PublishGap[] {
  const gaps: PublishGap[] = [];
  if (game.omapCount < 1) gaps.push(PublishGap.NO_MAP);
  if (game.startLat === null || game.startLng === null) gaps.push(PublishGap.NO_START);
  // firstLevelGaps answers only NO_LEVEL, TOO_FEW_CONTROLS and NO_PUNCH_METHOD.
  gaps.push(...(firstLevelGaps(game.levels) as PublishGap[]));
  const later = sortLevels(game.levels).slice(1);
  if (later.some((level) => level.controlCount < requiredPunches(level))) {
    gaps.push(PublishGap.LEVEL_TOO_FEW_CONTROLS);
  }
  return gaps;
}

/** True when a game becomes published by going from `before` to `after`. */
export function becomesPublished(
  before: { readonly active: boolean; readonly state: string } | null,
  after: { readonly active: boolean; readonly state: string },
): boolean {
  const published = (game: { active: boolean; state: string }) =>
    game.active && game.state === 'PUBLIC';
  return published(after) && (before === null || !published(before));
}

/**
 * Whether a game started by `player` is a test play, which scores nothing: the game is the
 * player's own (an editor walking their course knows its codes), or an Admin plays a game
 * players are not given (not active, or PRIVATE). Anyone else can only start a published game.
 */
export function isTestPlay(
  game: { readonly owner: string | null; readonly active: boolean; readonly state: string },
  player: { readonly sub: string; readonly isAdmin: boolean },
): boolean {
  if (game.owner === player.sub) return true;
  return player.isAdmin && !(game.active && game.state === 'PUBLIC');
}
