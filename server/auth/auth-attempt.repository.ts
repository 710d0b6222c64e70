/** The throttle's counted events (`auth_attempts`): one row per event, by key and time. */
import crypto from 'node:crypto';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authAttempts } from '../db/schema/auth-attempts';

export interface AuthAttemptRepository {
  record(key: string, at: Date): Promise<void>;
  countSince(key: string, since: Date): Promise<number>;
  clear(key: string): Promise<void>;
  /** Forgets the key's events at or before `before` (they no longer count). */
  prune(key: string, before: Date): Promise<void>;
}

export function createAuthAttemptRepository(db: Db): AuthAttemptRepository {
  return {
    async record(key, at) {
      await db.insert(authAttempts).values({ id: crypto.randomUUID(), key, at });
    },
    async countSince(key, since) {
      const rows = await db
        .select({ n: count() })
        .from(authAttempts)
        .where(and(eq(authAttempts.key, key), gt(authAttempts.at, since)));
      return Number(rows[0]?.n ?? 0);
    },
    async clear(key) {
      await db.delete(authAttempts).where(eq(authAttempts.key, key));
    },
    async prune(key, before) {
      await db
        .delete(authAttempts)
        .where(and(eq(authAttempts.key, key), lte(authAttempts.at, before)));
    },
  };
}
