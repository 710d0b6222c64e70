/**
 * Named locks held for the rest of a transaction: one row per name, taken by an upsert (which
 * locks the row whether it inserts or finds it). Used where no natural row exists to lock (a
 * user's team moves, a player's game starts, the demo world's seeding). Unlike PostgreSQL's
 * advisory locks these are plain row locks, so the same SQL runs on PostgreSQL-compatible
 * distributed databases (CockroachDB, YugabyteDB, Aurora).
 */
import { pgTable, text } from 'drizzle-orm/pg-core';

export const rowLocks = pgTable('row_locks', {
  name: text('name').primaryKey(),
});
