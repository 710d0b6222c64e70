/** The live one-time code per account and purpose (`one_time_codes`), stored hashed. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { oneTimeCodes } from '../db/schema/one-time-codes';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];

export interface OneTimeCodeRepository {
  /** Stores the account's code for `purpose`, replacing any earlier one. */
  replace(row: OneTimeCodeRow): Promise<void>;
  find(userId: string, purpose: CodePurpose): Promise<OneTimeCodeRow | undefined>;
  /** Deletes the code; false when it was already gone (someone else used it first). */
  take(userId: string, purpose: CodePurpose): Promise<boolean>;
}

export function createOneTimeCodeRepository(db: Db): OneTimeCodeRepository {
  const matches = (userId: string, purpose: CodePurpose) =>
    and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  return {
    async replace(row) {
      await db
        .insert(oneTimeCodes)
        .values(row)
        .onConflictDoUpdate({
          target: [oneTimeCodes.userId, oneTimeCodes.purpose],
          set: {
            codeHash: row.codeHash,
            salt: row.salt,
            expiresAt: row.expiresAt,
            createdAt: row.createdAt,
          },
        });
    },
    async find(userId, purpose) {
      const rows = await db.select().from(oneTimeCodes).where(matches(userId, purpose));
      return rows[0];
    },
    async take(userId, purpose) {
      const gone = await db
        .delete(oneTimeCodes)
        .where(matches(userId, purpose))
        .returning({ userId: oneTimeCodes.userId });
      return gone.length > 0;
    },
  };
}
