import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openMapGameDb,
  type MapGameDb,
  type OutboxEntry,
  type OutboxStatus,
} from '../../src/offline/db';
import { readSignInNeededCount, signInNeededCount } from '../../src/ui/sign-in-needed';

let seq = 0;
function entry(owner: string, status: OutboxStatus, kind: OutboxEntry['kind'] = 'punch') {
  seq += 1;
  const base = { id: `e${seq}`, seq, owner, madeAt: seq, status, attempts: 1, v: 1 };
  if (kind === 'cancel') return { ...base, kind, gameId: 'g' } satisfies OutboxEntry;
  const ofState = { ...base, gameId: 'g', gameDefinitionId: 'd', gameStateId: 's' };
  if (kind === 'start') return { ...ofState, kind } satisfies OutboxEntry;
  return {
    ...ofState,
    kind,
    gameLevelId: 'l',
    controlId: `c${seq}`,
    method: 'GPS',
    nextGameStateId: `n${seq}`,
  } satisfies OutboxEntry;
}

const mixed = () => [
  entry('ann', 'sign-in-needed'),
  entry('ann', 'sign-in-needed', 'start'),
  entry('ann', 'sign-in-needed', 'cancel'),
  entry('ann', 'queued'),
  entry('ann', 'accepted'),
  entry('ann', 'refused'),
  entry('bob', 'sign-in-needed'),
];

describe('the actions waiting for a sign-in', () => {
  it.each([
    ['ann', 3],
    ['bob', 1],
    ['carl', 0],
  ])('counts only %s’s own entries marked sign-in-needed: %i', (owner, expected) => {
    expect(signInNeededCount(mixed(), owner)).toBe(expected);
  });

  it('is none when nothing waits for a sign-in', () => {
    expect(signInNeededCount([entry('ann', 'queued'), entry('ann', 'accepted')], 'ann')).toBe(0);
  });
});

describe('the actions waiting for a sign-in, on the phone', () => {
  let db: MapGameDb | undefined;
  afterEach(async () => {
    await db?.delete();
    db = undefined;
  });

  /** A phone whose outbox holds the mixed entries. */
  async function phoneWithMixed(): Promise<MapGameDb> {
    db = openMapGameDb(`sign-in-needed-${Math.random()}`);
    await db.outbox.bulkAdd(mixed());
    return db;
  }

  it('are counted from the outbox for the signed-in user only', async () => {
    const phone = await phoneWithMixed();
    expect(await readSignInNeededCount(phone, 'ann')).toBe(3);
    expect(await readSignInNeededCount(phone, 'bob')).toBe(1);
    expect(await readSignInNeededCount(phone, '')).toBe(0);
  });

  it('drop to none once the entries are sent after the sign-in', async () => {
    const phone = await phoneWithMixed();
    await phone.outbox.where('owner').equals('ann').modify({ status: 'accepted' });
    expect(await readSignInNeededCount(phone, 'ann')).toBe(0);
  });
});
