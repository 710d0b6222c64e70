import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, instant } from './columns';

/**
 * Refresh tokens of the embedded user pool, one row per sign-in (a "family": the tokens minted
 * from it carry its id as `origin_jti`). Only a SHA-256 of the token is kept, so a copy of the
 * database cannot sign anyone in. Revoking the row (RevokeToken, GlobalSignOut, a password
 * change) also refuses every access and ID token of the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    authTime: instant('auth_time').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt,
  },
  (table) => [index('refresh_tokens_user_id_idx').on(table.userId)],
);
