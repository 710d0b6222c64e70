/**
 * What the sync engine writes when an answer comes back, each in one transaction:
 * - accepted: the entry is marked accepted; the server's states of the game replace the device's
 *   guesses (its states are put as `source: 'server'`, and the guesses are made again from the
 *   entries still waiting, unless the answer only confirms them: the usual case, kept cheap so a
 *   long queue replays in about linear time); an accepted cancel leaves no states of the game;
 * - refused by a rule: the entry keeps its reason (and the wait it names, if any) and the game's
 *   states are rebuilt without it, so the local progress it caused disappears;
 * - retry later: only the attempt is counted;
 * - sign-in needed: every queued entry of that owner waits for the same user's sign-in.
 */
import type { ApiGameState } from '../api/play-documents';
import { GameProgress } from '../domain/game-progress';
import type { ErrorCode } from '../domain/error-codes';
import { RECORD_VERSION, type MapGameDb, type OutboxEntry, type StoredGameState } from './db';
import { rebuildGameStates } from './device-progress';

/** A server state as the device keeps it; undefined for one without its level. */
export function serverState(state: ApiGameState, owner: string): StoredGameState | undefined {
  if (!state.gameLevel) return undefined;
  const progress =
    state.progress === GameProgress.COMPLETE ? GameProgress.COMPLETE : GameProgress.ONGOING;
  const createdAt = Date.parse(state.createdAt);
  return {
    id: state.id,
    gameId: state.gameId,
    gameDefinitionId: state.gameDefinitionId,
    owner: state.owner ?? owner,
    progress,
    gameLevel: { ...state.gameLevel },
    source: 'server',
    createdAt: Number.isFinite(createdAt) ? createdAt : 0,
    v: RECORD_VERSION,
  };
}

function tables(db: MapGameDb) {
  return [db.outbox, db.gameStates, db.games];
}

/**
 * Writes the server's answer into the stored entry (its status and reason), counting the attempt;
 * false when the entry is no longer on the device.
 */
async function markAnswered(
  db: MapGameDb,
  entry: OutboxEntry,
  answer: Pick<OutboxEntry, 'status' | 'reason' | 'retryAfterSeconds'>,
  now: number,
): Promise<boolean> {
  const stored = await db.outbox.get(entry.id);
  if (!stored) return false;
  const { reason, retryAfterSeconds } = answer;
  await db.outbox.put({
    ...stored,
    status: answer.status,
    ...(reason === undefined ? {} : { reason }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    attempts: stored.attempts + 1,
    lastAttemptAt: now,
    answeredAt: now,
  });
  return true;
}

export async function applyAccepted(
  db: MapGameDb,
  entry: OutboxEntry,
  states: readonly ApiGameState[],
  now: number,
): Promise<void> {
  await db.transaction('rw', tables(db), async () => {
    if (!(await markAnswered(db, entry, { status: 'accepted' }, now))) return;
    const ofGame = states
      .filter((state) => state.gameId === entry.gameId)
      .map((state) => serverState(state, entry.owner))
      .filter((state) => state !== undefined);
    if (entry.kind !== 'cancel') {
      const known = (await db.gameStates.where('gameId').equals(entry.gameId).toArray()).filter(
        (state) => state.owner === entry.owner,
      );
      await db.gameStates.bulkPut(ofGame);
      if (confirmsGuesses(known, ofGame, entry.owner)) return;
    }
    await rebuildGameStates(db, entry.owner, entry.gameId);
  });
}

/**
 * True when an answer only confirms what the device knew of the game: every answered state is on
 * the device with the same level and progress, and every other state of the game there is the
 * server's. A rebuild from the punches still waiting would then make the same states again (they
 * are what those punches made), so the answered states are just kept as the server's.
 */
function confirmsGuesses(
  known: readonly StoredGameState[],
  answer: readonly StoredGameState[],
  owner: string,
): boolean {
  const answered = new Map(answer.map((state) => [state.id, state]));
  if (answered.size !== answer.length) return false;
  let matched = 0;
  for (const state of known) {
    const server = answered.get(state.id);
    if (!server) {
      if (state.source !== 'server' || state.serverProgress !== undefined) return false;
      continue;
    }
    const same =
      server.owner === owner &&
      server.progress === state.progress &&
      server.gameLevel.id === state.gameLevel.id &&
      server.gameLevel.order === state.gameLevel.order &&
      server.gameLevel.minNumberControls === state.gameLevel.minNumberControls;
    if (!same) return false;
    matched += 1;
  }
  return matched === answer.length;
}

/** A refusal as the entry keeps it: its code, and the wait it names (seconds), if any. */
export interface Refusal {
  code: ErrorCode;
  retryAfterSeconds?: number | undefined;
}

export async function applyRefused(
  db: MapGameDb,
  entry: OutboxEntry,
  refusal: Refusal,
  now: number,
): Promise<void> {
  await db.transaction('rw', tables(db), async () => {
    const answer = { status: 'refused' as const, reason: refusal.code };
    const { retryAfterSeconds } = refusal;
    const written = await markAnswered(
      db,
      entry,
      retryAfterSeconds === undefined ? answer : { ...answer, retryAfterSeconds },
      now,
    );
    if (written) await rebuildGameStates(db, entry.owner, entry.gameId);
  });
}

export async function applyRetry(db: MapGameDb, entry: OutboxEntry, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(entry.id)
    .modify((stored) => {
      stored.attempts += 1;
      stored.lastAttemptAt = now;
    });
}

/** Marks the owner's queued entries sign-in-needed; returns how many were marked. */
export async function applySignInNeeded(
  db: MapGameDb,
  entry: OutboxEntry,
  now: number,
): Promise<number> {
  return db.transaction('rw', [db.outbox], async () => {
    await applyRetry(db, entry, now);
    return db.outbox
      .where('[owner+status]')
      .equals([entry.owner, 'queued'])
      .modify({ status: 'sign-in-needed' });
  });
}
