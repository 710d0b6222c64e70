/**
 * The profile part of `users` as UpdateUserAttributes and SignUp change it: the account locked
 * for the change, who holds a nickname (compared by `lower(btrim(nickname))`, the unique index
 * `users_nickname_key`), and the write.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { nicknameKey } from '../../src/domain/nickname';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';
import type { UserRow } from './user.repository';

export type ProfileWrite = Partial<
  Pick<UserRow, 'name' | 'nickname' | 'publishResults' | 'nicknameRenamedFrom'>
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** True when `error` (or one of its causes) is PostgreSQL's unique violation on the nickname. */
export function isNicknameClash(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code !== '23505') continue;
    return constraint === 'users_nickname_key' || e.message.includes('users_nickname_key');
  }
  return false;
}

export function createProfileRepository(db: Db) {
  return {
    /** The account, locked until the transaction ends. */
    async lock(id: string): Promise<UserRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const rows = await db.select().from(users).where(eq(users.id, id)).for('update');
      return rows[0];
    },

    /** Whether an account other than `exceptId` holds `nickname` (in any case or spacing). */
    async nicknameHeld(nickname: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(btrim(${users.nickname})) = ${nicknameKey(nickname)}`,
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async update(id: string, changes: ProfileWrite, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.id, id));
    },
  };
}
