import { text, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` alone, set by the database on insert. */
export const createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' })
  .notNull()
  .defaultNow();

/** `created_at` and `updated_at`, set by the database on insert. */
export const timestamps = {
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
