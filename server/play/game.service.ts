/**
 * Starting and cancelling games with the server's authority around the domain's rules: one
 * ongoing game per player (`canStartNewGame`), the first level by order (`sortLevels`), the
 * device's start time when it sends one (a game started offline; `gameStartTimeCheck`), else the
 * server's clock, as the game's start. Only a playable game starts (`playabilityGaps`: active,
 * and a first level that can be completed; PRIVATE only for its owner's test play), else
 * GAME_NOT_PLAYABLE. Both are idempotent, so the device's outbox may replay
 * them: a replayed start keeps the first start time.
 *
 * Cancelling marks the game's ONGOING states COMPLETE rather than deleting them: the game leaves
 * the ongoing list (seed) while its punches and points stay consistent, a replayed cancel answers
 * the same, and a replayed start of the cancelled game does not start it again. The states also
 * record when the game was cancelled (`cancelledAt`), so every device tells a cancelled game from
 * a completed one; a game already complete is not cancelled.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import {
  canStartNewGame,
  gameStartTimeCheck,
  GameProgress,
  sortLevels,
} from '../../src/domain/game-progress';
import { firstLevelGaps, playabilityGaps } from '../../src/domain/game-playability';
import { isTestPlay } from '../../src/domain/publish-checklist';
import { isoTimestampMs, requiredText } from '../../src/domain/schemas/field-schemas';
import { startNewGameInputSchema } from '../../src/domain/schemas/game-start';
import { inTransaction } from '../db/transaction';
import { canSee, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { createGameStateRepository, progressOf, type GameStateRow } from './game-state.repository';
import { fieldRefusal, parseArgs } from '../graphql/input-validation';
import { createPlayWorldRepository, type PlayLevel } from './play-world.repository';

const cancelGameSchema = v.object({ gameId: requiredText() });

export interface GameStates {
  states: GameStateRow[];
  /** Levels already read (they save a query when the states are shown). */
  levels: PlayLevel[];
}

/**
 * The game's start time: the device's `startedAt` (a game started without signal, so the punches
 * made since are judged against it) within the domain's time window (else PUNCH_TIME_INVALID on
 * `startedAt`), or the server's clock when the device sends none.
 */
function startTime(startedAt: string | null, now: Date): Date {
  if (startedAt === null) return now;
  const at = isoTimestampMs(startedAt) ?? Number.NaN;
  const time = gameStartTimeCheck({ startedAt: at, now: now.getTime() });
  if (!time.ok) throw appError(time.code, { field: 'startedAt' });
  return new Date(at);
}

/** The levels with how many controls each has, as the playability rule reads them. */
async function withControlCounts(
  world: ReturnType<typeof createPlayWorldRepository>,
  levels: readonly PlayLevel[],
) {
  const placed = await world.controlIdsOnLevels(levels.map((level) => level.id));
  return levels.map((level) => ({
    ...level,
    controlCount: placed.filter((row) => row.gameLevelId === level.id).length,
  }));
}

export async function startNewGame(
  context: ApiContext,
  args: Record<string, unknown>,
): Promise<GameStates> {
  const input = parseArgs(startNewGameInputSchema, args);
  const owner = context.user.sub;
  const now = context.now();
  return inTransaction(context, async ({ db: tx }) => {
    const states = createGameStateRepository(tx);
    const world = createPlayWorldRepository(tx);
    await states.lockOwnerGames(owner);
    const existing = await states.ofGame(owner, input.gameId);
    if (existing.length > 0) {
      // A replay of this start: the game as it is, nothing added.
      if (existing.some((row) => row.gameDefinitionId !== input.gameDefinitionId)) {
        throw fieldRefusal('gameId', FieldErrorCode.OUT_OF_RANGE);
      }
      return { states: existing, levels: [] };
    }
    // Game ids are the device's; one shared by two players would mix their punches.
    if (await states.gameIdTakenByOther(owner, input.gameId)) {
      throw fieldRefusal('gameId', FieldErrorCode.OUT_OF_RANGE);
    }
    const game = await world.gameDefinition(input.gameDefinitionId);
    if (!game || !canSee(context, game)) {
      throw appError(ErrorCode.NOT_FOUND, { field: 'gameDefinitionId' });
    }
    const levels = sortLevels(await world.levelsOf(game.id));
    const first = levels[0];
    // The owner (or an Admin) may test-play a game players are not given: PRIVATE or not
    // active yet. A test play scores nothing (src/domain/publish-checklist.ts).
    const testPlay = isTestPlay(game, context.user);
    const counted = await withControlCounts(world, first ? [first] : []);
    const gaps = testPlay
      ? firstLevelGaps(counted)
      : playabilityGaps({ ...game, levels: counted }, { requirePublic: false });
    if (first === undefined || gaps.length > 0) {
      throw appError(ErrorCode.GAME_NOT_PLAYABLE, { field: 'gameDefinitionId' });
    }
    const check = canStartNewGame(
      (await states.ongoingOf(owner)).map((row) => ({ progress: progressOf(row) })),
    );
    if (!check.ok) throw appError(check.code);
    const startedAt = startTime(input.startedAt, now);
    const created = await states.insert({
      id: input.gameStateId ?? randomUUID(),
      gameId: input.gameId,
      gameDefinitionId: game.id,
      gameLevelId: first.id,
      owner,
      progress: GameProgress.ONGOING,
      gameStartedAt: startedAt,
      testPlay,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw fieldRefusal('gameStateId', FieldErrorCode.OUT_OF_RANGE);
    return { states: [created], levels };
  });
}

export async function cancelGame(
  context: ApiContext,
  args: Record<string, unknown>,
): Promise<GameStates> {
  const input = parseArgs(cancelGameSchema, args);
  const owner = context.user.sub;
  const now = context.now();
  return inTransaction(context, async ({ db: tx }) => {
    const states = createGameStateRepository(tx);
    // Waits for a punch of this game being judged, so a level it opens is cancelled too.
    await states.lockGame(owner, input.gameId);
    await states.cancelOngoing(owner, input.gameId, now);
    const rows = await states.ofGame(owner, input.gameId);
    if (rows.length === 0) throw appError(ErrorCode.NOT_FOUND, { field: 'gameId' });
    return { states: rows, levels: [] };
  });
}
