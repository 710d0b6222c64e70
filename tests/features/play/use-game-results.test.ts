/**
 * The ended games the result screens read (readGameResults) on fake-indexeddb, written by the
 * outbox's own start, punch and cancel: an ongoing game is left out, a completed and a cancelled
 * one are in, newest first, each with its points and time.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readGameResults } from '../../../src/features/play/use-game-results';
import type { MapGameDb } from '../../../src/offline/db';
import { recordCancel, recordPunch } from '../../../src/offline/outbox';
import {
  C1,
  C2,
  fixNear,
  freshDbEachTest,
  ids,
  OTHER_OWNER,
  OWNER,
  startOnPhone,
  T0,
} from '../../offline/offline-fixtures';

let db: MapGameDb;
let newId: () => string;

freshDbEachTest((fresh) => (db = fresh));
beforeEach(() => {
  newId = ids();
});

async function start(now: number) {
  const started = await startOnPhone(db, { now, newId });
  return started;
}

/** A GPS punch at `at`, or a code punch (level 2 allows only codes) when `at` is null. */
async function punch(controlId: string, at: typeof C1 | null, now: number) {
  const [state] = await db.gameStates
    .where('[owner+progress]')
    .equals([OWNER, 'ONGOING'])
    .toArray();
  const punched = await recordPunch(db, {
    owner: OWNER,
    gameStateId: state!.id,
    controlId,
    ...(at === null
      ? { method: 'CODE', code: 'SECRET' }
      : { method: 'GPS', fix: fixNear(at, 0, 5, now) }),
    now,
    newId,
  });
  if (!punched.ok) throw new Error(punched.code);
}

describe('readGameResults', () => {
  it('has nothing while the only game is ongoing', async () => {
    await start(T0);
    await punch('c1', C1, T0 + 60_000);
    expect(await readGameResults(db, OWNER)).toEqual([]);
  });

  it('gives a cancelled game and then a completed one, newest first', async () => {
    const first = await start(T0);
    await punch('c1', C1, T0 + 60_000);
    await recordCancel(db, { owner: OWNER, gameId: first.gameId, now: T0 + 120_000, newId });
    const second = await start(T0 + 600_000);
    await punch('c1', C1, T0 + 660_000);
    await punch('c2', C2, T0 + 720_000);
    await punch('c4', null, T0 + 900_000);
    const results = await readGameResults(db, OWNER);
    expect(results.map((result) => [result.gameId, result.outcome])).toEqual([
      [second.gameId, 'completed'],
      [first.gameId, 'cancelled'],
    ]);
    expect(results[0]).toMatchObject({
      gameName: 'Test game',
      points: 7,
      durationMs: 300_000,
      controlsPunched: 3,
      levelsCompleted: 2,
      levelsTotal: 2,
      waitingPunches: 3,
    });
    expect(results[1]).toMatchObject({ points: 1, durationMs: 60_000, levelsCompleted: 0 });
    expect(await readGameResults(db, OTHER_OWNER)).toEqual([]);
  });
});
