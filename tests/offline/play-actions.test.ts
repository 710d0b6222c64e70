/**
 * The play screens' store functions on the page's database (src/offline/play-actions.ts), on
 * fake-indexeddb: each runs its store's rule on `mapGameDb()`, so what one writes the others and
 * the page's live queries read. The rules themselves are tested with their stores.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapGameDb, type MapGameDb } from '../../src/offline/db';
import {
  cancelGame,
  onPageDb,
  punchControl,
  readCurrentGame,
  readGamesHeldHere,
  reportPost,
  startGame,
  waitForPunchVerdict,
} from '../../src/offline/play-actions';
import { C1, fixNear, ids, OWNER, T0, twoLevelPack } from './offline-fixtures';

const newId = ids('p');

async function clearPageDb(): Promise<void> {
  const db = mapGameDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}

beforeEach(async () => {
  await clearPageDb();
  await mapGameDb().games.put(twoLevelPack());
});
afterEach(clearPageDb);

describe('onPageDb', () => {
  it("calls the store with the page's database first, then the caller's arguments", () => {
    const calls: unknown[][] = [];
    const bound = onPageDb((db: MapGameDb, owner: string, limit: number) => {
      calls.push([db, owner, limit]);
      return 'result';
    });
    expect(bound(OWNER, 3)).toBe('result');
    expect(calls).toEqual([[mapGameDb(), OWNER, 3]]);
  });
});

describe("the play screen's actions on the page's database", () => {
  it('starts, punches and cancels a game, each read back by the others', async () => {
    expect(await readCurrentGame(OWNER)).toBeNull();

    const started = await startGame({
      owner: OWNER,
      gameDefinitionId: 'game-def-1',
      now: T0,
      newId,
    });
    if (!started.ok) throw new Error(`not started: ${started.code}`);
    expect((await readCurrentGame(OWNER))?.current?.id).toBe(started.state.id);
    expect(await readGamesHeldHere(OWNER)).toEqual(new Set([started.gameId]));

    const punched = await punchControl({
      owner: OWNER,
      gameStateId: started.state.id,
      game: { gameId: started.gameId, gameDefinitionId: 'game-def-1' },
      controlId: 'c1',
      method: 'GPS',
      fix: fixNear(C1, 5),
      now: T0 + 60_000,
      newId,
    });
    if (!punched.ok) throw new Error(`not punched: ${punched.code}`);
    expect((await readCurrentGame(OWNER))?.punches.map((entry) => entry.id)).toEqual([
      punched.entry.id,
    ]);
    // The sync engine's answer, as it writes it: the wait ends with it.
    const verdict = waitForPunchVerdict(punched.entry.id, 10_000);
    await mapGameDb().outbox.update(punched.entry.id, { status: 'accepted', answeredAt: T0 });
    expect(await verdict).toEqual({ kind: 'accepted' });

    await cancelGame({ owner: OWNER, gameId: started.gameId, now: T0 + 120_000, newId });
    expect(await mapGameDb().gameStates.count()).toBe(0);
    expect(await mapGameDb().outbox.where('kind').equals('cancel').count()).toBe(1);
  });

  it('queues a post report there and refuses a second open one on the same post', async () => {
    const report = { owner: OWNER, controlId: 'c1', note: '', now: T0, newId };
    expect((await reportPost({ ...report, kind: 'MISSING' })).ok).toBe(true);
    expect(await reportPost({ ...report, kind: 'DAMAGED' })).toMatchObject({
      ok: false,
      code: 'POST_REPORT_OPEN',
    });
    expect(await mapGameDb().reports.count()).toBe(1);
  });
});
