import { text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, as every time column of the schema is one: `timestamptz`, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at` alone, set by the database on insert. */
export const createdAt = instant('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, set by the database on insert. */
export const timestamps = {
  createdAt,
  updatedAt: instant('updated_at').notNull().defaultNow(),
};

/**
 * The key columns of a game-world row an editor makes, as `newOwnedRow`
 * (server/graphql/input-validation.ts) fills them: its text id (a client may make it), its
 * owner's sub and the timestamps.
 */
export const ownedRow = {
  id: text('id').primaryKey(),
  owner: text('owner').notNull(),
  ...timestamps,
};
