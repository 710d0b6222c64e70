/**
 * Rules of play: how punches complete levels, unlock the next level and complete the game, how
 * the client reads the game states a punch answer holds, one ongoing game per player, secret-code
 * comparison and the punch-time window. Times are milliseconds since the Unix epoch and always
 * come in as arguments.
 */
import { ErrorCode } from './error-codes';

/** Progress of one game state (one level being played). */
export const GameProgress = {
  ONGOING: 'ONGOING',
  COMPLETE: 'COMPLETE',
} as const;

export type GameProgress = (typeof GameProgress)[keyof typeof GameProgress];

/** The type of a game definition (seed: "type (classic or levels)"). */
export const GameType = {
  CLASSIC: 'classic',
  LEVELS: 'levels',
} as const;

export type GameType = (typeof GameType)[keyof typeof GameType];

/** The part of a level a game state carries (`GameState.gameLevel`). */
export interface GameLevelRef {
  readonly id: string;
  readonly minNumberControls: number;
  readonly order: number;
}

/** A level of the game with the ids of the controls placed on it. */
export interface LevelWithControls extends GameLevelRef {
  readonly controlIds: readonly string[];
}

/** An accepted punch: which control, punched while playing which level. */
export interface AcceptedPunch {
  readonly controlId: string;
  readonly gameLevelId: string;
}

/** One game state row: each level played has its own row, all sharing `gameId`. */
export interface GameState {
  readonly id: string;
  readonly gameId: string;
  readonly gameDefinitionId: string;
  readonly owner: string;
  readonly progress: GameProgress;
  readonly gameLevel: GameLevelRef;
}

/** Where the player stands on one level. */
export interface LevelStanding {
  readonly levelId: string;
  readonly order: number;
  /** Distinct controls of this level punched while playing this level. */
  readonly punchedCount: number;
  /** Punches needed: `max(1, minNumberControls)`. */
  readonly requiredCount: number;
  readonly complete: boolean;
  readonly unlocked: boolean;
}

/** Where the player stands in the whole game. */
export interface GameStanding {
  /** Every level, sorted by `order` (ties by id). */
  readonly levels: readonly LevelStanding[];
  /** The lowest-order unlocked level that is not complete; null when none is. */
  readonly currentLevelId: string | null;
  /** True when the game has at least one level and every level is complete. */
  readonly gameComplete: boolean;
}

/**
 * Levels sorted by `order` ascending, ties broken by `id` so the result never depends on the
 * order the levels were read in.
 */
export function sortLevels<T extends GameLevelRef>(levels: readonly T[]): T[] {
  return [...levels].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Punches needed to complete a level: `max(1, minNumberControls)`. A minimum of 0 still needs one
 * punch, because a level only changes state when a punch arrives (the punch answer is the only
 * place a level completes), so a level can never be passed without being played. A minimum above
 * the level's control count can never be reached; the editor warns about it
 * (`levelControlsWarning`).
 */
export function requiredPunches(level: Pick<GameLevelRef, 'minNumberControls'>): number {
  return Math.max(1, level.minNumberControls);
}

/**
 * Distinct controls of `level` punched while playing it: a punch counts when its `gameLevelId` is
 * the level's id and its control is on the level; punching one control twice counts once.
 */
export function punchedControlCount(
  level: Pick<LevelWithControls, 'id' | 'controlIds'>,
  punches: readonly AcceptedPunch[],
): number {
  const onLevel = new Set(level.controlIds);
  const punched = new Set<string>();
  for (const punch of punches) {
    if (punch.gameLevelId === level.id && onLevel.has(punch.controlId)) {
      punched.add(punch.controlId);
    }
  }
  return punched.size;
}

/**
 * Level progression. A level is complete when `punchedControlCount >= requiredPunches`. The first
 * level by `order` is unlocked; each next level is unlocked when the one before it is complete.
 * The current level is the lowest-order unlocked level that is not complete. The game is complete
 * when it has levels and all are complete.
 *
 * The game's type is not an input: a classic game is a game with exactly one level holding all its
 * controls, so it follows the same rule (complete at that level's minimum). A game without levels
 * has no current level and is never complete.
 */
export function gameStanding(
  levels: readonly LevelWithControls[],
  punches: readonly AcceptedPunch[],
): GameStanding {
  const standings: LevelStanding[] = [];
  let previousComplete = true;
  for (const level of sortLevels(levels)) {
    const punchedCount = punchedControlCount(level, punches);
    const requiredCount = requiredPunches(level);
    const complete = punchedCount >= requiredCount;
    standings.push({
      levelId: level.id,
      order: level.order,
      punchedCount,
      requiredCount,
      complete,
      unlocked: previousComplete,
    });
    previousComplete = complete;
  }
  const current = standings.find((standing) => standing.unlocked && !standing.complete);
  return {
    levels: standings,
    currentLevelId: current?.levelId ?? null,
    gameComplete: standings.length > 0 && standings.every((standing) => standing.complete),
  };
}

/** Input of `nextGameStatesAfterPunch`. */
export interface PunchProgressInput {
  /** The state of the level the punch was made on, as it was before the punch. */
  readonly state: GameState;
  /** All levels of the game. */
  readonly levels: readonly LevelWithControls[];
  /** The accepted punches of this game, including the new one. */
  readonly punches: readonly AcceptedPunch[];
  /** Id for the next level's state; used only when the punch opens the next level. */
  readonly newStateId: string;
}

/**
 * The game states a punch answer holds. The punched state becomes COMPLETE when its level is
 * complete (see `gameStanding`), else stays ONGOING. When the punch is the one that completes the
 * level (the state was ONGOING before) and a level with a higher `order` exists, one new ONGOING
 * state with id `newStateId` is added for the next level by order. Completing the last level
 * adds nothing: the answer holds only COMPLETE states, which the client reads as game completed.
 * A state that was already COMPLETE is returned as it was, so a replayed punch opens no level
 * twice. The level rule uses the game's level definition (found by `state.gameLevel.id`); a state
 * whose level is not among `levels` cannot complete.
 */
export function nextGameStatesAfterPunch(input: PunchProgressInput): GameState[] {
  const { state, levels, punches, newStateId } = input;
  if (state.progress === GameProgress.COMPLETE) return [state];
  const sorted = sortLevels(levels);
  const index = sorted.findIndex((level) => level.id === state.gameLevel.id);
  const level = sorted[index];
  if (level === undefined) return [{ ...state, progress: GameProgress.ONGOING }];
  if (punchedControlCount(level, punches) < requiredPunches(level)) {
    return [{ ...state, progress: GameProgress.ONGOING }];
  }
  const completed: GameState = { ...state, progress: GameProgress.COMPLETE };
  const next = sorted[index + 1];
  if (next === undefined) return [completed];
  return [
    completed,
    {
      id: newStateId,
      gameId: state.gameId,
      gameDefinitionId: state.gameDefinitionId,
      owner: state.owner,
      progress: GameProgress.ONGOING,
      gameLevel: { id: next.id, minNumberControls: next.minNumberControls, order: next.order },
    },
  ];
}

/** What a punch answer means to the client. */
export type PunchAnswerReading =
  | { readonly kind: 'game-completed' }
  | { readonly kind: 'level-unlocked'; readonly state: GameState }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'unexpected'; readonly code: typeof ErrorCode.UNEXPECTED_PUNCH_ANSWER };

/**
 * Reads the game states of a punch answer against the states known before it (seed rule), checked
 * in this order:
 * 1. an empty answer is `unexpected` (an answer always holds at least the punched state);
 * 2. every state COMPLETE -> `game-completed` (wins even when a new state appears);
 * 3. exactly one state whose id was not in `previous` -> `level-unlocked` with that state, which
 *    becomes the current one;
 * 4. no new state -> `unchanged`;
 * 5. more than one new state -> `unexpected` with `UNEXPECTED_PUNCH_ANSWER`.
 */
export function readPunchAnswer(
  previous: readonly Pick<GameState, 'id'>[],
  answer: readonly GameState[],
): PunchAnswerReading {
  const unexpected = { kind: 'unexpected', code: ErrorCode.UNEXPECTED_PUNCH_ANSWER } as const;
  if (answer.length === 0) return unexpected;
  if (answer.every((state) => state.progress === GameProgress.COMPLETE)) {
    return { kind: 'game-completed' };
  }
  const known = new Set(previous.map((state) => state.id));
  const added = answer.filter((state) => !known.has(state.id));
  const [first, ...rest] = added;
  if (first === undefined) return { kind: 'unchanged' };
  if (rest.length > 0) return unexpected;
  return { kind: 'level-unlocked', state: first };
}

/** Result of `canStartNewGame`. */
export type StartGameCheck =
  { readonly ok: true } | { readonly ok: false; readonly code: typeof ErrorCode.GAME_CONFLICT };

/**
 * One ongoing game per player: a new game may start only when none of the player's game states is
 * ONGOING (the current game must be completed or cancelled first); otherwise `GAME_CONFLICT`.
 */
export function canStartNewGame(states: readonly Pick<GameState, 'progress'>[]): StartGameCheck {
  return states.some((state) => state.progress === GameProgress.ONGOING)
    ? { ok: false, code: ErrorCode.GAME_CONFLICT }
    : { ok: true };
}

/**
 * The form in which secret codes are compared: surrounding white space removed and lower-cased
 * (locale-independent), so "AB12 " and "ab12" are the same code.
 */
export function normaliseSecretCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * True when `given` is the control's secret code, compared case-insensitively after trimming. An
 * empty expected code never matches: a control without a code cannot be punched by code.
 */
export function secretCodeMatches(expected: string, given: string): boolean {
  const normalised = normaliseSecretCode(expected);
  return normalised !== '' && normalised === normaliseSecretCode(given);
}

/** How far a device clock may run ahead of the server: 2 minutes. */
export const PUNCH_CLOCK_ALLOWANCE_MS = 2 * 60 * 1000;

/**
 * How old a punch may be when it reaches the server: 14 days, so a week or more without signal
 * (a hiking trip) still counts, while an outbox forgotten for weeks does not.
 */
export const PUNCH_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Why a punch time is refused. `invalid`: a time that is not a finite number. */
export type PunchTimeReason = 'invalid' | 'future' | 'before-start' | 'too-old';

/** Input of `punchTimeCheck`; every time in milliseconds since the Unix epoch. */
export interface PunchTimeInput {
  /** When the device says the punch was made. */
  readonly punchedAt: number;
  /** The checker's clock. */
  readonly now: number;
  /** When the game state was created. */
  readonly gameStartedAt: number;
  /** Clock difference tolerated; default `PUNCH_CLOCK_ALLOWANCE_MS`. */
  readonly maxClockSkewMs?: number;
  /** Oldest punch accepted; default `PUNCH_MAX_AGE_MS`. */
  readonly maxAgeMs?: number;
}

/** Result of `punchTimeCheck`. */
export type PunchTimeCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: typeof ErrorCode.PUNCH_TIME_INVALID;
      readonly reason: PunchTimeReason;
    };

/**
 * The punch time window, checked in this order (each limit itself is allowed):
 * - `invalid`: any time is not finite;
 * - `future`: `punchedAt > now + maxClockSkewMs`;
 * - `before-start`: `punchedAt < gameStartedAt - maxClockSkewMs` (the game may have been started
 *   on the server's clock and punched on the device's);
 * - `too-old`: `now - punchedAt > maxAgeMs`.
 */
export function punchTimeCheck(input: PunchTimeInput): PunchTimeCheck {
  const { punchedAt, now, gameStartedAt } = input;
  const skew = input.maxClockSkewMs ?? PUNCH_CLOCK_ALLOWANCE_MS;
  const maxAge = input.maxAgeMs ?? PUNCH_MAX_AGE_MS;
  const refuse = (reason: PunchTimeReason): PunchTimeCheck => ({
    ok: false,
    code: ErrorCode.PUNCH_TIME_INVALID,
    reason,
  });
  if (![punchedAt, now, gameStartedAt, skew, maxAge].every(Number.isFinite)) {
    return refuse('invalid');
  }
  if (punchedAt > now + skew) return refuse('future');
  if (punchedAt < gameStartedAt - skew) return refuse('before-start');
  if (now - punchedAt > maxAge) return refuse('too-old');
  return { ok: true };
}

/** Input of `gameStartTimeCheck`; every time in milliseconds since the Unix epoch. */
export interface GameStartTimeInput {
  /** When the device says the game was started. */
  readonly startedAt: number;
  /** The checker's clock. */
  readonly now: number;
  /** Clock difference tolerated; default `PUNCH_CLOCK_ALLOWANCE_MS`. */
  readonly maxClockSkewMs?: number;
  /** Oldest start accepted; default `PUNCH_MAX_AGE_MS`. */
  readonly maxAgeMs?: number;
}

/**
 * The start time a device gives a game it started offline, judged with the punch time window
 * (`punchTimeCheck`, the start standing for its own punch): `future` beyond the clock allowance,
 * `too-old` beyond the max age, `invalid` when not finite. A start must pass it for the punches
 * made after it (judged against it) to count.
 */
export function gameStartTimeCheck(input: GameStartTimeInput): PunchTimeCheck {
  return punchTimeCheck({
    punchedAt: input.startedAt,
    now: input.now,
    gameStartedAt: input.startedAt,
    ...(input.maxClockSkewMs === undefined ? {} : { maxClockSkewMs: input.maxClockSkewMs }),
    ...(input.maxAgeMs === undefined ? {} : { maxAgeMs: input.maxAgeMs }),
  });
}
