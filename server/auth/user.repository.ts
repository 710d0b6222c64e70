/** The embedded user pool's accounts (`users`). E-mails are matched case-insensitively. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema/refresh-tokens';
import { users } from '../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<UserRow, 'id' | 'email' | 'name' | 'passwordHash' | 'createdAt'> &
  Partial<Pick<UserRow, 'nickname' | 'publishResults'>>;
export type ProfileChanges = Partial<Pick<UserRow, 'name' | 'nickname' | 'publishResults'>>;

export interface UserRepository {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
  /** The new account; undefined when one with this e-mail (in any case) already exists. */
  insert(user: NewUser): Promise<UserRow | undefined>;
  deleteById(id: string): Promise<void>;
  confirm(id: string, at: Date): Promise<void>;
  /** Sets a new password and lifts a required reset. */
  setPassword(id: string, passwordHash: string, at: Date): Promise<void>;
  updateProfile(id: string, changes: ProfileChanges, at: Date): Promise<void>;
  setGroups(id: string, groups: string[], at: Date): Promise<void>;
  /** Refuses every token issued before `at` (global sign-out, forced reset). */
  invalidateTokensBefore(id: string, at: Date): Promise<void>;
  setPasswordResetRequired(id: string, at: Date): Promise<void>;
  list(): Promise<UserRow[]>;
  /** The account and whether the refresh-token family `familyId` was revoked (one read). */
  findWithFamily(
    id: string,
    familyId: string | undefined,
  ): Promise<{ user: UserRow; familyRevoked: boolean } | undefined>;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

export function createUserRepository(db: Db): UserRepository {
  const update = async (id: string, values: Partial<UserRow>) => {
    await db.update(users).set(values).where(eq(users.id, id));
  };
  return {
    async findByEmail(email) {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return rows[0];
    },
    async findById(id) {
      if (!UUID.test(id)) return undefined;
      const rows = await db.select().from(users).where(eq(users.id, id));
      return rows[0];
    },
    async insert(user) {
      try {
        const rows = await db
          .insert(users)
          .values({ ...user, updatedAt: user.createdAt })
          .returning();
        return rows[0];
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    async deleteById(id) {
      await db.delete(users).where(eq(users.id, id));
    },
    confirm: (id, at) => update(id, { confirmed: true, updatedAt: at }),
    setPassword: (id, passwordHash, at) =>
      update(id, { passwordHash, passwordResetRequired: false, updatedAt: at }),
    updateProfile: (id, changes, at) => update(id, { ...changes, updatedAt: at }),
    setGroups: (id, groups, at) => update(id, { groups, updatedAt: at }),
    invalidateTokensBefore: (id, at) => update(id, { tokensValidAfter: at, updatedAt: at }),
    setPasswordResetRequired: (id, at) =>
      update(id, { passwordResetRequired: true, tokensValidAfter: at, updatedAt: at }),
    list: () =>
      db
        .select()
        .from(users)
        .orderBy(asc(sql`lower(${users.email})`)),
    async findWithFamily(id, familyId) {
      if (!UUID.test(id)) return undefined;
      const family = familyId !== undefined && UUID.test(familyId) ? familyId : null;
      const rows = await db
        .select({ user: users, revokedAt: refreshTokens.revokedAt, familyId: refreshTokens.id })
        .from(users)
        .leftJoin(
          refreshTokens,
          and(eq(refreshTokens.userId, users.id), eq(refreshTokens.id, sql`${family}::uuid`)),
        )
        .where(eq(users.id, id));
      const row = rows[0];
      if (!row) return undefined;
      // A family the pool never issued (or one deleted after expiry) counts as revoked.
      const familyRevoked =
        familyId !== undefined && (row.familyId === null || row.revokedAt !== null);
      return { user: row.user, familyRevoked };
    },
  };
}
