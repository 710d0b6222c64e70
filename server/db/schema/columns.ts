import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` alone, set by the database on insert. */
export const createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' })
  .notNull()
  .defaultNow();

/** `created_at` and `updated_at`, set by the database on insert. */
export const timestamps = {
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
