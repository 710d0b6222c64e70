/**
 * The ended games the result screens read (readGameResults) on fake-indexeddb, written by the
 * outbox's own start, punch and cancel: an ongoing game is left out, a completed and a cancelled
 * one are in, newest first, each with its points and time.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readGameResults } from '../../../src/features/play/use-game-results';
import type { MapGameDb } from '../../../src/offline/db';
import { recordCancel } from '../../../src/offline/outbox';
import {
  freshDbEachTest,
  ids,
  OTHER_OWNER,
  OWNER,
  punchOnPhone,
  startOnPhone,
  T0,
} from '../../offline/offline-fixtures';

let db: MapGameDb;
const newId = ids();

freshDbEachTest((fresh) => (db = fresh));

const start = (now: number) => startOnPhone(db, { now, newId });

/** A punch on the level open: by GPS at the control, or by code (level 2 allows only codes). */
async function punch(controlId: string, now: number, code?: string) {
  const [state] = await db.gameStates
    .where('[owner+progress]')
    .equals([OWNER, 'ONGOING'])
    .toArray();
  await punchOnPhone(db, { gameStateId: state!.id, controlId, code, now, newId });
}

describe('readGameResults', () => {
  it('has nothing while the only game is ongoing', async () => {
    await start(T0);
    await punch('c1', T0 + 60_000);
    expect(await readGameResults(db, OWNER)).toEqual([]);
  });

  it('gives a cancelled game and then a completed one, newest first', async () => {
    const first = await start(T0);
    await punch('c1', T0 + 60_000);
    await recordCancel(db, { owner: OWNER, gameId: first.gameId, now: T0 + 120_000, newId });
    const second = await start(T0 + 600_000);
    await punch('c1', T0 + 660_000);
    await punch('c2', T0 + 720_000);
    await punch('c4', T0 + 900_000, 'SECRET');
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
