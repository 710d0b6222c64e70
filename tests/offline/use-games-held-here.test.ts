/**
 * The games the phone speaks for itself (src/offline/use-games-held-here.ts) on fake-indexeddb,
 * written by the outbox's own start and cancel.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MapGameDb } from '../../src/offline/db';
import { recordCancel } from '../../src/offline/outbox';
import { gamesHeldHere } from '../../src/offline/use-games-held-here';
import { freshDbEachTest, ids, OTHER_OWNER, OWNER, startOnPhone, T0 } from './offline-fixtures';

describe('gamesHeldHere', () => {
  let db: MapGameDb;
  const newId = ids('h');
  freshDbEachTest((fresh) => (db = fresh));

  it("holds the owner's games with waiting actions and those cancelled here, not others'", async () => {
    const mine = await startOnPhone(db, { newId });
    await startOnPhone(db, { owner: OTHER_OWNER, newId });
    expect(await gamesHeldHere(db, OWNER)).toEqual(new Set([mine.gameId]));

    // Sent and accepted: held no more, until cancelled here (even after the cancel is accepted).
    await db.outbox.toCollection().modify({ status: 'accepted' });
    expect(await gamesHeldHere(db, OWNER)).toEqual(new Set());
    await recordCancel(db, { owner: OWNER, gameId: 'played-elsewhere', now: T0, newId });
    await db.outbox.where('kind').equals('cancel').modify({ status: 'accepted' });
    expect(await gamesHeldHere(db, OWNER)).toEqual(new Set(['played-elsewhere']));
    // A cancel the server refused speaks for nothing.
    await db.outbox.where('kind').equals('cancel').modify({ status: 'refused' });
    expect(await gamesHeldHere(db, OWNER)).toEqual(new Set());
  });
});
