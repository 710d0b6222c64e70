/**
 * Whether a game can be played: what players are offered and what a start needs. A game is
 * playable when it is active, public, and its first level (lowest `order`, ties by id, as
 * `sortLevels`) has at least the punches it requires (`requiredPunches`: `max(1,
 * minNumberControls)`) in controls and allows a punch method (GPS or code). Anything less and the
 * first level could never be completed, so the game would end before it began.
 *
 * The rule answers with what is missing (`PlayabilityGap`), not a yes or no, so the screens that
 * explain it (an editor's publishing checklist) and the server's refusal read the same list.
 *
 * @example
 * playabilityGaps({ active: true, state: 'PUBLIC', levels: [] }); // ['NO_LEVEL']
 */
import { requiredPunches, sortLevels, type GameLevelRef } from './game-progress';

/** One reason a game cannot be played, in the order they are checked. */
export const PlayabilityGap = {
  /** The game is switched off by its editor. */
  INACTIVE: 'INACTIVE',
  /** The game is PRIVATE: only its owner (and Admins) see it. */
  NOT_PUBLIC: 'NOT_PUBLIC',
  /** The game has no level at all. */
  NO_LEVEL: 'NO_LEVEL',
  /** The first level has fewer controls than the punches it requires. */
  TOO_FEW_CONTROLS: 'TOO_FEW_CONTROLS',
  /** The first level allows neither GPS nor code punches. */
  NO_PUNCH_METHOD: 'NO_PUNCH_METHOD',
} as const;

export type PlayabilityGap = (typeof PlayabilityGap)[keyof typeof PlayabilityGap];

/** A level as the rule reads it: its order, minimum, punch methods and how many controls it has. */
export interface PlayabilityLevel extends GameLevelRef {
  readonly allowGpsPunching: boolean;
  readonly allowCodePunching: boolean;
  /** Controls placed on the level. */
  readonly controlCount: number;
}

export interface PlayabilityGame {
  readonly active: boolean;
  /** 'PUBLIC' or 'PRIVATE'. */
  readonly state: string;
  readonly levels: readonly PlayabilityLevel[];
}

export interface PlayabilityOptions {
  /**
   * False for the owner's own test play of a PRIVATE game (they see it; nobody else does), so
   * NOT_PUBLIC is not counted. Default true: what players are offered.
   */
  readonly requirePublic?: boolean;
}

/** What keeps `game` from being played; empty when it is playable. */
export function playabilityGaps(
  game: PlayabilityGame,
  { requirePublic = true }: PlayabilityOptions = {},
): PlayabilityGap[] {
  const gaps: PlayabilityGap[] = [];
  if (!game.active) gaps.push(PlayabilityGap.INACTIVE);
  if (requirePublic && game.state !== 'PUBLIC') gaps.push(PlayabilityGap.NOT_PUBLIC);
  return [...gaps, ...firstLevelGaps(game.levels)];
}

/**
 * The levels' part of the rule: what keeps the first level (by order, ties by id) from being
 * completed. Empty when it can be; for a phone that holds a game's levels but not its flags.
 */
export function firstLevelGaps(levels: readonly PlayabilityLevel[]): PlayabilityGap[] {
  const [first] = sortLevels(levels);
  if (first === undefined) return [PlayabilityGap.NO_LEVEL];
  const gaps: PlayabilityGap[] = [];
  if (first.controlCount < requiredPunches(first)) gaps.push(PlayabilityGap.TOO_FEW_CONTROLS);
  if (!first.allowGpsPunching && !first.allowCodePunching) {
    gaps.push(PlayabilityGap.NO_PUNCH_METHOD);
  }
  return gaps;
}

/** True when `game` may be offered to players and started (no gap). */
export function isPlayable(game: PlayabilityGame, options?: PlayabilityOptions): boolean {
  return playabilityGaps(game, options).length === 0;
}
