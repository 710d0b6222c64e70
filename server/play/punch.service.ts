/**
 * punchAtControl with the server's authority around the domain's rules: the caller owns the state,
 * the clock is the server's, and the state row is locked while the punch is judged, so punches
 * of one game are judged one at a time. The visit, the states it changes and its points are
 * written in one transaction: a crash never counts half a punch. A replay of the same `id`
 * returns the first answer and adds nothing; two identical punches sent at once end as one visit
 * and one replay (or ALREADY_PUNCHED), never two visits.
 *
 * A code punch is also a try at the control's secret code, counted per player and control
 * (control-code-try.repository.ts) before the answer is given: a wrong code, or a code punch
 * refused because too many wrong ones came lately, commits the count and nothing else, and only
 * then is refused, so the refusal cannot undo the count.
 */
import type { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { codeTriesRetryAfterSeconds } from '../../src/domain/code-tries';
import { ErrorCode } from '../../src/domain/error-codes';
import { secretCodeMatches, type GameState } from '../../src/domain/game-progress';
import { judgePunch, levelsWithPlacements } from '../../src/domain/punch-judgement';
import { isoTimestampMs } from '../../src/domain/schemas/field-schemas';
import {
  punchAtControlInputSchema,
  type PunchAtControlInput,
} from '../../src/domain/schemas/punch';
import type { Db } from '../db/database';
import type { ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { addPunchScore } from '../scores/score.service';
import { createControlCodeTryRepository } from './control-code-try.repository';
import { createControlVisitRepository, type ControlVisitRow } from './control-visit.repository';
import { createGameStateRepository, progressOf, type GameStateRow } from './game-state.repository';
import { parseArgs } from '../graphql/input-validation';
import { apiPunch, punchMade, punchRefusalError } from './punch-method';
import { createPlayWorldRepository, type PlayLevel } from './play-world.repository';

/** What a punch answers: the visit and the game states it leaves (before the API's shaping). */
export interface PunchOutcome {
  visit: ControlVisitRow;
  states: GameStateRow[];
  levels: PlayLevel[];
  /** True when the id was stored before: the first answer given again (a resent request). */
  replayed?: true;
}

function toDomainState(row: GameStateRow, level: PlayLevel | undefined): GameState {
  return {
    id: row.id,
    gameId: row.gameId,
    gameDefinitionId: row.gameDefinitionId,
    owner: row.owner,
    progress: progressOf(row),
    // A level not found is judged CONTROL_NOT_ON_LEVEL: the state keeps only its id.
    gameLevel: {
      id: row.gameLevelId,
      minNumberControls: level?.minNumberControls ?? 0,
      order: level?.order ?? 0,
    },
  };
}

/** The first answer again: the stored visit and the game's states as they are now. */
async function replay(tx: Db, owner: string, visit: ControlVisitRow): Promise<PunchOutcome> {
  const states = await createGameStateRepository(tx).ofGame(owner, visit.gameStateGameId);
  return { visit, states, levels: [], replayed: true };
}

/** A stored visit with the same id: the same punch (replayed), or a reused id (refused). */
async function replayOrRefuse(
  tx: Db,
  owner: string,
  visit: ControlVisitRow,
  input: PunchAtControlInput,
): Promise<PunchOutcome> {
  const same =
    visit.owner === owner &&
    visit.controlId === input.controlId &&
    visit.gameStateId === input.gameStateId;
  if (!same) throw appError(ErrorCode.BAD_INPUT, { field: 'id' });
  return replay(tx, owner, visit);
}

/** A refusal whose transaction is committed all the same: it counted a code try. */
interface CountedRefusal {
  refusal: GraphQLError;
}

/**
 * Counts a try at the control's secret code (`wrong` when the judgement found the code wrong): a
 * refusal to commit (WRONG_CODE, or TOO_MANY_CODE_TRIES with the wait when the guessing limit is
 * reached, even for the right code), or undefined for the right code within the limit.
 */
async function countCodeTry(
  tx: Db,
  owner: string,
  controlId: string,
  wrong: boolean,
  now: Date,
): Promise<CountedRefusal | undefined> {
  const tried = await createControlCodeTryRepository(tx).record(owner, controlId, wrong, now);
  if (tried.outcome === 'LOCKED') {
    const retryAfterSeconds = codeTriesRetryAfterSeconds(tried.recentWrongAtMs, now.getTime());
    return {
      refusal: appError(ErrorCode.TOO_MANY_CODE_TRIES, {
        retryAfterSeconds: Math.max(1, retryAfterSeconds),
      }),
    };
  }
  return tried.outcome === 'WRONG' ? { refusal: appError(ErrorCode.WRONG_CODE) } : undefined;
}

/** What the judgement reads of the game, besides the locked state. */
async function readGame(tx: Db, state: GameStateRow, controlId: string) {
  const world = createPlayWorldRepository(tx);
  const placed = await world.placedControl(state.gameLevelId, controlId);
  const levels = await world.levelsOf(state.gameDefinitionId);
  const placements = await world.controlIdsOnLevels(levels.map((level) => level.id));
  const gameStates = await createGameStateRepository(tx).ofGame(state.owner, state.gameId);
  const levelOfState = new Map(gameStates.map((row) => [row.id, row.gameLevelId]));
  const punches = (await createControlVisitRepository(tx).ofGame(state.gameId)).map((punch) => ({
    controlId: punch.controlId,
    gameLevelId: levelOfState.get(punch.gameStateId) ?? '',
  }));
  return { placed, levels, levelsWithControls: levelsWithPlacements(levels, placements), punches };
}

/**
 * Judges and stores one punch inside the transaction `tx`: the outcome, or a counted refusal
 * (nothing but the code try written, see countCodeTry). The state's owner and a replay are the
 * server's to answer first; then the domain's judgement (src/domain/punch-judgement.ts) with the
 * server's clock and the secret code checked; a code punch that reaches the code check is
 * counted as a try before any answer.
 */
async function judgeAndStore(
  tx: Db,
  context: ApiContext,
  input: PunchAtControlInput,
  now: Date,
): Promise<PunchOutcome | CountedRefusal> {
  const owner = context.user.sub;
  const states = createGameStateRepository(tx);
  const visits = createControlVisitRepository(tx);

  const state = await states.byIdForUpdate(input.gameStateId);
  if (!state || state.owner !== owner) {
    throw appError(ErrorCode.NOT_FOUND, { field: 'gameStateId' });
  }
  if (input.id !== null) {
    const earlier = await visits.byId(input.id);
    if (earlier) return replayOrRefuse(tx, owner, earlier, input);
  }
  const { placed, levels, levelsWithControls, punches } = await readGame(
    tx,
    state,
    input.controlId,
  );
  const level = levels.find((candidate) => candidate.id === state.gameLevelId);
  const punch = apiPunch(input);
  const codeMatches =
    punch.kind === 'CODE' && placed ? secretCodeMatches(placed.secretCode, punch.code) : undefined;
  const punchedAt =
    input.punchedAt === null ? now : new Date(isoTimestampMs(input.punchedAt) ?? NaN);
  const judged = judgePunch({
    state: toDomainState(state, level),
    level,
    placement: placed,
    levels: levelsWithControls,
    punches,
    controlId: input.controlId,
    punch: punchMade(punch, codeMatches),
    time: {
      punchedAt: punchedAt.getTime(),
      now: now.getTime(),
      gameStartedAt: state.gameStartedAt.getTime(),
    },
    newStateId: input.nextGameStateId ?? randomUUID(),
  });
  if (placed && punch.kind === 'CODE' && (judged.ok || judged.code === ErrorCode.WRONG_CODE)) {
    const refused = await countCodeTry(tx, owner, placed.controlId, codeMatches !== true, now);
    if (refused) return refused;
  }
  if (!judged.ok) throw punchRefusalError(judged, punch);
  if (!placed) throw appError(ErrorCode.CONTROL_NOT_ON_LEVEL, { field: 'controlId' });

  const visit = await visits.insert({
    id: input.id ?? randomUUID(),
    gameStateId: state.id,
    gameStateGameId: state.gameId,
    controlId: placed.controlId,
    controlSecretCode: punch.kind === 'CODE' ? punch.code : null,
    controlVisualCode: placed.visualCode,
    controlPoints: placed.points,
    method: punch.kind === 'CODE' ? 'CODE' : 'GPS',
    lat: input.lat,
    lng: input.lng,
    accuracy: input.accuracy,
    owner,
    punchedAt,
    createdAt: now,
    updatedAt: now,
  });
  if (!visit) {
    // The unique indexes refused it: a punch stored since our checks (the state lock makes this
    // rare): the same id is a replay, anything else a duplicate of the control.
    const earlier = input.id === null ? undefined : await visits.byId(input.id);
    if (earlier) return replayOrRefuse(tx, owner, earlier, input);
    throw appError(ErrorCode.ALREADY_PUNCHED);
  }

  const answerStates = await storeStates(tx, state, judged.states, now);
  // An editor's test play scores nothing: no points, no ranking rows.
  if (state.testPlay) return { visit, states: answerStates, levels };
  const game = await createPlayWorldRepository(tx).gameDefinition(state.gameDefinitionId);
  await addPunchScore(tx, {
    user: context.user,
    controlVisitId: visit.id,
    controlId: placed.controlId,
    points: placed.points,
    punchedAt,
    gameGeoHash: game?.startGeoHash ?? '',
    now,
  });
  return { visit, states: answerStates, levels };
}

/**
 * Stores the states the judgement left (`next`, see `nextGameStatesAfterPunch`): the punched
 * state's new progress, and the next level's new state with the id the device chose
 * (`nextGameStateId`) or a random one. An id another state already has is BAD_INPUT on
 * `nextGameStateId` (the transaction, visit included, is rolled back).
 */
async function storeStates(
  tx: Db,
  state: GameStateRow,
  next: readonly GameState[],
  now: Date,
): Promise<GameStateRow[]> {
  const states = createGameStateRepository(tx);
  const answer: GameStateRow[] = [];
  for (const nextState of next) {
    if (nextState.id === state.id) {
      if (nextState.progress !== state.progress) {
        await states.setProgress(state.id, nextState.progress, now);
        answer.push({ ...state, progress: nextState.progress, updatedAt: now });
      } else {
        answer.push(state);
      }
      continue;
    }
    const created = await states.insert({
      id: nextState.id,
      gameId: nextState.gameId,
      gameDefinitionId: nextState.gameDefinitionId,
      gameLevelId: nextState.gameLevel.id,
      owner: nextState.owner,
      progress: nextState.progress,
      gameStartedAt: state.gameStartedAt,
      testPlay: state.testPlay,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw appError(ErrorCode.BAD_INPUT, { field: 'nextGameStateId' });
    answer.push(created);
  }
  return answer;
}

export async function punchAtControl(
  context: ApiContext,
  args: Record<string, unknown>,
): Promise<PunchOutcome> {
  const input = parseArgs(punchAtControlInputSchema, args);
  const now = context.now();
  const judged = await context.db.transaction((tx) => judgeAndStore(tx, context, input, now));
  if ('refusal' in judged) throw judged.refusal;
  return judged;
}
