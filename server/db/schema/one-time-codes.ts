import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * The one live one-time code per account and purpose (sign-up confirmation, password reset).
 * A new code replaces the old one; a used code is deleted. The code itself is never stored: only
 * SHA-256(salt || code) with a random per-row salt.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sign-up', 'password-reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);
