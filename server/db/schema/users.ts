import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';

/** Accounts of the embedded user pool. `id` is the token's `sub`. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Unique without regard to case and surrounding spaces (`users_nickname_key`). */
    nickname: text('nickname'),
    /**
     * The nickname the account had before migration 0011 gave it a suffix (another account held
     * it in another case); shown once at the next sign-in, then cleared.
     */
    nicknameRenamedFrom: text('nickname_renamed_from'),
    passwordHash: text('password_hash').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Who sees the user's points: PUBLIC, PRIVATE or null (not chosen yet). On the wire it is
     * the `custom:publishResults` attribute, "true" or "false". */
    publishResults: text('publish_results'),
    /**
     * Set by `npm run users -- require-reset`: sign-in answers PasswordResetRequiredException
     * until the owner sets a new password through the forgotten-password flow.
     */
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    /** Tokens issued before this instant are refused (global sign-out, password change). */
    tokensValidAfter: instant('tokens_valid_after'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_nickname_key').on(sql`lower(btrim(${table.nickname}))`),
  ],
);
