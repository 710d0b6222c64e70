/**
 * The throttle's counted events (`auth_attempts`): one row per event, by key and time.
 *
 * A key with a limit of `n` has exactly `n` slots: rows whose ids are derived from the key and the
 * slot number. Taking an attempt is one statement that claims a slot that is free (no row, or a
 * row older than the window), so the limit holds by construction across any number of concurrent
 * requests and server processes: two claims of one slot meet on the primary key, and the loser's
 * `ON CONFLICT ... WHERE` re-reads the winner's row and leaves it alone. No lock, no transaction,
 * no schema of its own beyond the table.
 */
import crypto from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authAttempts } from '../db/schema/auth-attempts';

export interface AuthAttemptRepository {
  /**
   * Claims one of the key's `limit` slots that holds no event after `since`, recording an event
   * at `at`: the slot's id, or undefined when all of them are taken.
   */
  take(key: string, limit: number, since: Date, at: Date): Promise<string | undefined>;
  /** Gives back a slot taken at `at` (the attempt turned out not to count). */
  release(id: string, at: Date): Promise<void>;
  countSince(key: string, since: Date): Promise<number>;
  /** Forgets every event of the key. */
  clear(key: string): Promise<void>;
  /** Forgets every event at or before `before`, of all keys (they no longer count anywhere). */
  sweep(before: Date): Promise<void>;
}

/** A UUID (version 8: application-defined) from SHA-256 of the key and the slot number. */
export function slotId(key: string, slot: number): string {
  const bytes = crypto.createHash('sha256').update(`${key}\n${slot}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Losing a slot to a concurrent claim is retried; each retry sees at least one more slot taken. */
const MAX_CLAIM_ROUNDS = 64;

export function createAuthAttemptRepository(db: Db): AuthAttemptRepository {
  async function claim(key: string, ids: string[], since: string, at: string) {
    const slots = sql.join(
      ids.map((id, index) => sql`(${index}, ${id}::uuid)`),
      sql`, `,
    );
    // `free` picks the first slot this statement's snapshot sees free; the insert claims it, or
    // (row already there) takes it over only while that row is still outside the window.
    const result = (await db.execute(sql`
      with free as (
        select slot.id from (values ${slots}) as slot(n, id)
        where not exists (
          select 1 from auth_attempts a where a.id = slot.id and a.at > ${since}::timestamptz
        )
        order by slot.n
        limit 1
      ), taken as (
        insert into auth_attempts (id, key, at)
        select id, ${key}, ${at}::timestamptz from free
        on conflict (id) do update set key = excluded.key, at = excluded.at
          where auth_attempts.at <= ${since}::timestamptz
        returning id
      )
      select (select count(*) from free)::int as free, (select id::text from taken) as id
    `)) as { rows: { free: number; id: string | null }[] };
    const row = result.rows[0];
    return { free: Number(row?.free ?? 0) > 0, id: row?.id ?? undefined };
  }

  return {
    async take(key, limit, since, at) {
      const ids = Array.from({ length: limit }, (_, slot) => slotId(key, slot));
      for (let round = 0; round < MAX_CLAIM_ROUNDS; round += 1) {
        const { free, id } = await claim(key, ids, since.toISOString(), at.toISOString());
        if (id) return id;
        if (!free) return undefined;
      }
      return undefined;
    },
    async release(id, at) {
      await db.delete(authAttempts).where(and(eq(authAttempts.id, id), eq(authAttempts.at, at)));
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
    async sweep(before) {
      await db.delete(authAttempts).where(lte(authAttempts.at, before));
    },
  };
}
