/**
 * A write and the checks it depends on (the row read, its owner, its condition) in one
 * transaction, with the context's `db` bound to it so every repository inside uses it.
 */
import type { Db } from './database';

export function inTransaction<C extends { db: Db }, T>(
  context: C,
  work: (context: C) => Promise<T>,
): Promise<T> {
  return context.db.transaction((tx) => work({ ...context, db: tx }));
}
