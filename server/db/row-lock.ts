/**
 * `lockRow(db, name)`: waits for and takes the named lock until the transaction ends (see
 * schema/row-locks.ts). Call it inside a transaction; outside one it is released at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowLocks } from './schema/row-locks';

export async function lockRow(db: Db, name: string): Promise<void> {
  await db
    .insert(rowLocks)
    .values({ name })
    .onConflictDoUpdate({ target: rowLocks.name, set: { name: sql`excluded.name` } });
}
