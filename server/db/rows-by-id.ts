/**
 * The reads and writes by key that the tables keyed by a text `id` share: one row, one row locked
 * for the rest of the transaction, an insert that answers undefined when the id (or another unique
 * key) is taken, an update and a delete, each returning the row. A repository spreads them and
 * adds its own queries.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { rowMatching } from './rows-matching';

type KeyedTable = PgTable & { id: PgColumn };

export function rowsById<T extends KeyedTable>(db: Db, table: T) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  // Drizzle's builders are typed per concrete table; for a table given as a type parameter they
  // are used through this one untyped handle, and every method states the row type it returns.
  const keyed = table as KeyedTable;
  const byKey = (id: string) => eq(keyed.id, id);

  return {
    byId: (id: string): Promise<Row | undefined> => rowMatching(db, table, { id }),

    /** The row, locked until the transaction ends (for an update or a delete). */
    byIdForUpdate: (id: string): Promise<Row | undefined> =>
      rowMatching(db, table, { id }, { forUpdate: true }),

    /** The new row, or undefined when its id (or another unique key) is taken. */
    insert: async (values: NewRow): Promise<Row | undefined> => {
      const [row] = await db
        .insert(keyed)
        .values(values as never)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    update: async (id: string, changes: Partial<NewRow>): Promise<Row | undefined> => {
      const [row] = await db
        .update(keyed)
        .set(changes as never)
        .where(byKey(id))
        .returning();
      return row;
    },

    delete: async (id: string): Promise<Row | undefined> => {
      const [row] = await db.delete(keyed).where(byKey(id)).returning();
      return row;
    },
  };
}
