/**
 * The player's history as the phone keeps it (src/offline/history-store.ts) on fake-indexeddb:
 * the server's copy as last fetched (kept per player, names of games kept between fetches, a
 * record of another shape left unread) and what the phone's own outbox and states say of each
 * game.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ServerHistory } from '../../src/api/history-api';
import type { MapGameDb } from '../../src/offline/db';
import {
  readPhoneHistory,
  readServerHistory,
  refreshServerHistory,
} from '../../src/offline/history-store';
import { recordCancel } from '../../src/offline/outbox';
import {
  freshDbEachTest,
  GAME_DEFINITION_ID,
  ids,
  OTHER_OWNER,
  OWNER,
  startOnPhone,
  T0,
} from './offline-fixtures';

const STATE = {
  id: 's1',
  gameId: 'g-elsewhere',
  gameDefinitionId: 'def-elsewhere',
  progress: 'COMPLETE',
  cancelledAt: new Date(T0).toISOString(),
  gameLevel: { id: 'L1', order: 1, minNumberControls: 1 },
  createdAt: new Date(T0).toISOString(),
  updatedAt: new Date(T0).toISOString(),
};

function answer(games: ServerHistory['games']): ServerHistory {
  return { states: [STATE], visits: [], games, truncated: false };
}

let db: MapGameDb;
freshDbEachTest((fresh) => (db = fresh));

describe('the server history kept on the phone', () => {
  it('keeps the last fetch per player, with when it was fetched', async () => {
    expect(await readServerHistory(db, OWNER)).toBeNull();
    const fetched = answer({ 'def-elsewhere': { name: 'Byjakt', startGeoHash: null } });
    await refreshServerHistory(OWNER, {
      db,
      now: () => T0,
      fetchHistory: () => Promise.resolve(fetched),
    });
    expect(await readServerHistory(db, OWNER)).toEqual({ fetchedAt: T0, history: fetched });
    expect(await readServerHistory(db, OTHER_OWNER)).toBeNull();
  });

  it('asks only for the names of games it does not know yet, and keeps the known ones', async () => {
    const named = { 'def-elsewhere': { name: 'Byjakt', startGeoHash: null } };
    await refreshServerHistory(OWNER, { db, fetchHistory: () => Promise.resolve(answer(named)) });
    let known: ReadonlySet<string> = new Set();
    await refreshServerHistory(OWNER, {
      db,
      fetchHistory: (_owner, knownNames) => {
        known = knownNames ?? new Set();
        return Promise.resolve(answer({}));
      },
    });
    expect([...known]).toEqual(['def-elsewhere']);
    expect((await readServerHistory(db, OWNER))?.history.games).toEqual(named);
  });

  it('leaves a record of another shape unread', async () => {
    await db.settings.put({ key: `server-history:${OWNER}`, value: { fetchedAt: 'yesterday' } });
    expect(await readServerHistory(db, OWNER)).toBeNull();
  });
});

describe("what the phone holds of the player's games", () => {
  const newId = ids('h');

  it('tells an ongoing game with unsent actions, then a cancelled one, and names it from its pack', async () => {
    const start = await startOnPhone(db, { newId });
    expect((await readPhoneHistory(db, OWNER)).games).toEqual([
      {
        gameId: start.gameId,
        gameDefinitionId: GAME_DEFINITION_ID,
        ongoing: true,
        cancelled: false,
        unsent: true,
        lastAt: T0,
      },
    ]);
    await recordCancel(db, { owner: OWNER, gameId: start.gameId, now: T0 + 1000, newId });
    await db.outbox.toCollection().modify({ status: 'accepted' });
    const phone = await readPhoneHistory(db, OWNER);
    expect(phone.games).toMatchObject([
      { gameId: start.gameId, ongoing: false, cancelled: true, unsent: false, lastAt: T0 + 1000 },
    ]);
    expect(phone.names[GAME_DEFINITION_ID]).toBeTruthy();
    expect((await readPhoneHistory(db, OTHER_OWNER)).games).toEqual([]);
  });

  it('leaves out a game whose start the server refused', async () => {
    await startOnPhone(db, { newId });
    await db.outbox.toCollection().modify({ status: 'refused' });
    expect((await readPhoneHistory(db, OWNER)).games).toEqual([]);
  });
});
