/**
 * PGlite runs no autovacuum: the server's maintenance does its work, so that the planner has
 * statistics and index-only counts stay index-only after a season of punches.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from '../../../server/db/database';
import { maintainDatabase, scheduleMaintenance } from '../../../server/db/maintenance';
import { users } from '../../../server/db/schema/users';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** What PostgreSQL knows of the users table: planner row estimate and all-visible pages. */
async function usersStatistics(db: Database['db']) {
  const answer: unknown = await db.execute(
    sql`select reltuples::int as rows, relallvisible::int as visible from pg_class where relname = 'users'`,
  );
  return (answer as { rows: { rows: number; visible: number }[] }).rows[0];
}

async function addUsers(db: Database['db'], count: number) {
  await db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      email: `runner${i}@example.com`,
      name: `Runner ${i}`,
      passwordHash: 'x',
    })),
  );
}

describe('maintenance of the embedded database', { timeout: 60_000 }, () => {
  it('gives the planner statistics and the visibility map after a bulk write', async () => {
    database = await wrapPglite(await PGlite.create());
    await addUsers(database.db, 500);
    expect((await usersStatistics(database.db))?.visible).toBe(0);
    await maintainDatabase(database.db);
    const after = await usersStatistics(database.db);
    expect(after?.rows).toBe(500);
    expect(after?.visible).toBeGreaterThan(0);
  });

  it('runs by itself on its interval, and reports a failure instead of throwing', async () => {
    database = await wrapPglite(await PGlite.create());
    await addUsers(database.db, 200);
    const errors: unknown[] = [];
    const stop = scheduleMaintenance(database.db, (error) => errors.push(error), 20);
    await expect
      .poll(async () => (await usersStatistics(database!.db))?.rows, { timeout: 20_000 })
      .toBe(200);
    stop();
    expect(errors).toEqual([]);

    const failing = { execute: () => Promise.reject(new Error('disk full')) };
    const stopFailing = scheduleMaintenance(failing as never, (error) => errors.push(error), 20);
    await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
    stopFailing();
    expect(String(errors[0])).toContain('disk full');
  });
});
