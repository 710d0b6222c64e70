/**
 * The throttle's slots in the database (PGlite): a key with a limit of n holds at most n events
 * in its window, even when many claims arrive at once; a slot frees when its event leaves the
 * window or is released; a sweep forgets what no window reaches.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createAuthAttemptRepository,
  slotId,
  type AuthAttemptRepository,
} from '../../../server/auth/auth-attempt.repository';
import type { Database } from '../../../server/db/database';
import { authAttempts } from '../../../server/db/schema/auth-attempts';
import { createTestDatabase } from '../support/test-database';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const WINDOW_MS = 15 * 60 * 1000;
const at = (ms: number) => new Date(T0 + ms);
const since = (ms: number) => new Date(T0 + ms - WINDOW_MS);

let database: Database;
let attempts: AuthAttemptRepository;

beforeEach(async () => {
  database = await createTestDatabase();
  attempts = createAuthAttemptRepository(database.db);
});

afterEach(async () => {
  await database.close();
});

describe('auth attempt slots', () => {
  it('gives out exactly `limit` slots, then none', async () => {
    const ids = [];
    for (let n = 0; n < 6; n += 1) ids.push(await attempts.take('k', 5, since(n), at(n)));
    expect(ids.slice(0, 5)).toEqual([0, 1, 2, 3, 4].map((slot) => slotId('k', slot)));
    expect(ids[5]).toBeUndefined();
    expect(await attempts.countSince('k', since(6))).toBe(5);
  });

  it('gives out at most `limit` slots to 30 claims at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, () => attempts.take('k', 5, since(0), at(0))),
    );
    expect(ids.filter(Boolean)).toHaveLength(5);
    expect(await database.db.select().from(authAttempts)).toHaveLength(5);
  });

  it('frees a slot whose event has left the window, and one given back', async () => {
    for (let n = 0; n < 5; n += 1) await attempts.take('k', 5, since(n), at(n));
    expect(await attempts.take('k', 5, since(WINDOW_MS), at(WINDOW_MS))).toBe(slotId('k', 0));
    expect(await attempts.take('k', 5, since(WINDOW_MS), at(WINDOW_MS))).toBeUndefined();
    await attempts.release(slotId('k', 3), at(3));
    expect(await attempts.take('k', 5, since(WINDOW_MS), at(WINDOW_MS))).toBe(slotId('k', 3));
  });

  it('keeps keys apart, and clear forgets one key only', async () => {
    await attempts.take('a', 1, since(0), at(0));
    expect(await attempts.take('b', 1, since(0), at(0))).toBe(slotId('b', 0));
    await attempts.clear('a');
    expect(await attempts.take('a', 1, since(0), at(0))).toBe(slotId('a', 0));
    expect(await attempts.take('b', 1, since(0), at(0))).toBeUndefined();
  });

  it('sweeps the events at or before a time, of every key', async () => {
    await attempts.take('a', 2, since(0), at(0));
    await attempts.take('b', 2, since(0), at(0));
    await attempts.take('b', 2, since(1000), at(1000));
    await attempts.sweep(at(0));
    const left = await database.db.select().from(authAttempts);
    expect(left.map((row) => [row.key, row.at.getTime()])).toEqual([['b', T0 + 1000]]);
  });
});
