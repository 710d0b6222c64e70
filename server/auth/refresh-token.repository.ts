/** Refresh-token families of the embedded pool (`refresh_tokens`); looked up by token hash. */
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowMatching } from '../db/rows-matching';
import { refreshTokens } from '../db/schema/refresh-tokens';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = Omit<RefreshTokenRow, 'revokedAt'>;

export interface RefreshTokenRepository {
  insert(row: NewRefreshToken): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined>;
  revoke(id: string, at: Date): Promise<void>;
  /** Revokes every live family of the user, except `keepId` (the session that asked) if given. */
  revokeAllOfUser(userId: string, at: Date, keepId?: string): Promise<void>;
  /** Forgets the user's families that expired before `at` (housekeeping at each sign-in). */
  deleteExpiredOfUser(userId: string, at: Date): Promise<void>;
}

export function createRefreshTokenRepository(db: Db): RefreshTokenRepository {
  return {
    async insert(row) {
      await db.insert(refreshTokens).values(row);
    },
    findByHash(tokenHash) {
      return rowMatching(db, refreshTokens, { tokenHash });
    },
    async revoke(id, at) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllOfUser(userId, at, keepId) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepId === undefined ? undefined : ne(refreshTokens.id, keepId),
          ),
        );
    },
    async deleteExpiredOfUser(userId, at) {
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, at)));
    },
  };
}
