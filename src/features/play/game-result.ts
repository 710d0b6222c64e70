/**
 * The result of one game as the phone knows it: points, the time from the start to the last
 * punch, the controls punched and the levels completed, and how the game ended. Read from the
 * game's outbox entries (start, punches, cancel), its states and its offline pack; a punch the
 * server refused counts for nothing, a punch still waiting counts (and is told apart).
 */
import {
  gameStanding,
  type AcceptedPunch,
  type LevelWithControls,
} from '../../domain/game-progress';
import type { OutboxEntry, StoredGame, StoredGameState } from '../../offline/db';

/**
 * How the game ended: every level completed, or cancelled by the player (on this phone, or on
 * another device: the server's `cancelledAt`).
 */
export type GameOutcome = 'completed' | 'cancelled';

export interface GameResult {
  gameId: string;
  gameDefinitionId: string;
  /** Null for a game the server no longer names (played elsewhere, since withdrawn). */
  gameName: string | null;
  outcome: GameOutcome;
  points: number;
  /** When the game started (device clock, ms): the start's time, else its first state's. */
  startedAt: number | null;
  /** When the last counted punch was made (ms); null without one. */
  lastPunchAt: number | null;
  /** From the start to the last counted punch (ms); null when either is unknown. */
  durationMs: number | null;
  /** Distinct controls punched (refused punches left out). */
  controlsPunched: number;
  levelsCompleted: number;
  /** Null when the phone has not the game's levels (a game played on another device). */
  levelsTotal: number | null;
  /** Punches of this game still waiting to reach the server (their points are not sure yet). */
  waitingPunches: number;
  /** The game's start area: its start geohash, or null when the game has no start point. */
  startGeoHash: string | null;
}

/** The pack's levels with the ids of their controls, as the domain's progression reads them. */
function levelsOf(game: StoredGame): LevelWithControls[] {
  return game.levels.map((level) => ({
    id: level.id,
    order: level.order,
    minNumberControls: level.minNumberControls,
    controlIds: game.levelControls
      .filter((placed) => placed.gameLevelId === level.id)
      .map((placed) => placed.controlId),
  }));
}

/**
 * A result's sums over the punches that stand: points, distinct controls, and the time from the
 * start to the last punch (none while either is unknown).
 */
export function punchTotals(
  punches: readonly { controlId: string; controlPoints?: number | null | undefined }[],
  startedAt: number | null,
  lastPunchAt: number | null,
): Pick<GameResult, 'points' | 'startedAt' | 'lastPunchAt' | 'durationMs' | 'controlsPunched'> {
  return {
    points: punches.reduce((sum, punch) => sum + (punch.controlPoints ?? 0), 0),
    startedAt,
    lastPunchAt,
    durationMs:
      startedAt !== null && lastPunchAt !== null ? Math.max(0, lastPunchAt - startedAt) : null,
    controlsPunched: new Set(punches.map((punch) => punch.controlId)).size,
  };
}

/** The result of the game `gameId` from what the phone holds of it. */
export function gameResult(input: {
  gameId: string;
  game: StoredGame;
  /** The game's outbox entries, any order. */
  entries: readonly OutboxEntry[];
  /** The game's states on the phone (none once the game was cancelled here). */
  states: readonly StoredGameState[];
}): GameResult {
  const { gameId, game, entries, states } = input;
  const punches = entries.flatMap((entry) =>
    entry.kind === 'punch' && entry.status !== 'refused' ? [entry] : [],
  );
  const counted: AcceptedPunch[] = punches.map(({ controlId, gameLevelId }) => ({
    controlId,
    gameLevelId,
  }));
  const standing = gameStanding(levelsOf(game), counted);
  const start = entries.find((entry) => entry.kind === 'start');
  const firstState = states.length ? Math.min(...states.map((state) => state.createdAt)) : null;
  const startedAt = start?.madeAt ?? firstState;
  const lastPunchAt = punches.length ? Math.max(...punches.map((punch) => punch.madeAt)) : null;
  const cancelled = entries.some((entry) => entry.kind === 'cancel');
  return {
    gameId,
    gameDefinitionId: game.gameDefinitionId,
    gameName: game.name,
    outcome: cancelled && !standing.gameComplete ? 'cancelled' : 'completed',
    ...punchTotals(punches, startedAt, lastPunchAt),
    levelsCompleted: standing.levels.filter((level) => level.complete).length,
    levelsTotal: standing.levels.length,
    waitingPunches: punches.filter(
      (punch) => punch.status === 'queued' || punch.status === 'sign-in-needed',
    ).length,
    startGeoHash: game.startGeoHash,
  };
}

/**
 * A duration as a race clock: h:mm:ss, or m:ss under an hour (seconds rounded down).
 *
 * @example
 * raceClock(3_723_000); // '1:02:03'
 * raceClock(65_000); // '1:05'
 */
export function raceClock(durationMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(durationMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
