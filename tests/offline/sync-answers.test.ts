/**
 * An accepted answer written by sync-answers.ts leaves the device's states of the game exactly as
 * a full rebuild from the server's states and the punches still waiting makes them: whether the
 * answer only confirms the device's guesses (kept as the server's without a rebuild) or differs
 * from them (a level the waiting punches completed, a state the device never saw).
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MapGameDb, OutboxEntry, StoredGameState } from '../../src/offline/db';
import { rebuildGameStates } from '../../src/offline/device-progress';
import { applyAccepted } from '../../src/offline/sync-answers';
import { fakeServer, type FakeServer } from './fake-play-server';
import { freshDbEachTest, ids, OWNER, punchOnPhone, startOnPhone, T0 } from './offline-fixtures';

let db: MapGameDb;
let server: FakeServer;
const session = { sub: OWNER, token: 'token-a' };

freshDbEachTest((fresh) => (db = fresh));
beforeEach(() => {
  server = fakeServer(['token-a']);
});

/** The owner's states, sorted, as comparable records. */
async function snapshot(): Promise<StoredGameState[]> {
  const states = await db.gameStates.where('owner').equals(OWNER).toArray();
  return states.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Starts a game and punches the code punches `plan` names (`c4` on the level it unlocks), all
 * offline: answers the queued entries in the order made.
 */
async function playOffline(plan: readonly string[]): Promise<OutboxEntry[]> {
  const newId = ids('a');
  const start = await startOnPhone(db, { newId });
  let stateId = start.state.id;
  for (const [n, controlId] of plan.entries()) {
    const attempt = await punchOnPhone(db, {
      gameStateId: controlId === 'c4' ? stateId : start.state.id,
      controlId,
      code: 'abc',
      now: T0 + (n + 1) * 1000,
      newId,
    });
    if (attempt.reading.kind === 'level-unlocked') stateId = attempt.reading.state.id;
  }
  return db.outbox.orderBy('seq').toArray();
}

describe('an accepted answer', () => {
  it.each([
    ['one punch, the level not completed', ['c1']],
    ['the level completed by the last punch', ['c1', 'c2']],
    ['the level completed by a punch behind the answered one', ['c1', 'c2', 'c4']],
    ['the game completed', ['c2', 'c3', 'c4']],
  ])('leaves the states a full rebuild makes: %s', async (_what, plan) => {
    const entries = await playOffline(plan);
    for (const entry of entries) {
      const outcome = await server.send(entry, session, { clockOffsetMs: 0 });
      if (outcome.kind !== 'accepted') throw new Error(JSON.stringify(outcome));
      await applyAccepted(db, entry, outcome.states, T0 + 60_000);
      const written = await snapshot();
      await db.transaction('rw', [db.outbox, db.gameStates, db.games], () =>
        rebuildGameStates(db, OWNER, entry.gameId),
      );
      expect(written).toEqual(await snapshot());
    }
    const last = await snapshot();
    expect(last.every((state) => state.source === 'server')).toBe(true);
  });
});
