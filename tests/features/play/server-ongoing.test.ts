/**
 * A game ongoing on the server and not on this phone (src/features/play/server-ongoing.ts): which
 * of the server's states count, and which games the phone speaks for itself.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiGameState } from '../../../src/api/play-api';
import { gamesHeldHere, ongoingElsewhere } from '../../../src/features/play/server-ongoing';
import type { MapGameDb } from '../../../src/offline/db';
import { recordCancel, recordStart } from '../../../src/offline/outbox';
import {
  freshDb,
  GAME_DEFINITION_ID,
  ids,
  OTHER_OWNER,
  OWNER,
  T0,
} from '../../offline/offline-fixtures';

const serverState = (gameId: string, progress = 'ONGOING'): ApiGameState => ({
  id: `state-of-${gameId}`,
  gameId,
  gameDefinitionId: GAME_DEFINITION_ID,
  owner: OWNER,
  progress,
  gameLevel: { id: 'L1', minNumberControls: 2, order: 1 },
  createdAt: new Date(T0).toISOString(),
});

describe('ongoingElsewhere', () => {
  it.each([
    ['no state on the server', [], [], null],
    ['an ongoing game the phone does not hold', [serverState('g1')], [], 'g1'],
    ['a game the phone holds', [serverState('g1')], ['g1'], null],
    ['a completed state', [serverState('g1', 'COMPLETE')], [], null],
    ['the first game not held', [serverState('g1'), serverState('g2')], ['g1'], 'g2'],
  ])('%s', (_case, states, held, expected) => {
    expect(ongoingElsewhere(states, new Set(held))?.gameId ?? null).toBe(expected);
  });
});

describe('gamesHeldHere', () => {
  let db: MapGameDb;
  const newId = ids('h');
  beforeEach(async () => {
    db = await freshDb();
  });
  afterEach(() => db.delete());

  it("holds the owner's games with waiting actions and those cancelled here, not others'", async () => {
    const mine = await recordStart(db, {
      owner: OWNER,
      gameDefinitionId: GAME_DEFINITION_ID,
      now: T0,
      newId,
    });
    const theirs = await recordStart(db, {
      owner: OTHER_OWNER,
      gameDefinitionId: GAME_DEFINITION_ID,
      now: T0,
      newId,
    });
    if (!mine.ok || !theirs.ok) throw new Error('not started');
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
