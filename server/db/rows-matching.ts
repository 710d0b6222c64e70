/**
 * The rows of one table whose columns hold given values, as a repository asks for them by a key
 * or an owner: `{ owner, controlId }` is `owner = $1 and control_id = $2`, and a `null` value is
 * `is null`. `rowMatching` answers the one row of a unique key (or the first found), optionally
 * locked for the rest of the transaction; `rowsMatching` answers every matching row in an order.
 */
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Values of some of the table's columns, by their names in the drizzle table. */
export type ColumnValues<T extends PgTable> = {
  [K in keyof T['$inferSelect']]?: T['$inferSelect'][K];
};

/** The condition that each named column holds its value (an undefined value is a mistake). */
function matching(table: PgTable, values: Record<string, unknown>): SQL | undefined {
  const columns = getTableColumns(table);
  // No values at all would be no condition, which matches every row too.
  if (Object.keys(values).length === 0) throw new Error('no column to match');
  return and(
    ...Object.entries(values).map(([name, value]) => {
      const column = columns[name];
      // Matching nothing would match every row: refuse an unknown column or a missing value.
      if (!column || value === undefined) throw new Error(`no value to match for ${name}`);
      return value === null ? isNull(column) : eq(column, value);
    }),
  );
}

export async function rowMatching<T extends PgTable>(
  db: Db,
  table: T,
  values: ColumnValues<T>,
  options: { forUpdate?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle's builders are typed per concrete table; a table given as a type parameter is used as
  // a PgTable, and the function states the row type it answers.
  const source: PgTable = table;
  const query = db.select().from(source).where(matching(table, values)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function rowsMatching<T extends PgTable>(
  db: Db,
  table: T,
  values: ColumnValues<T>,
  order: readonly SQL[] = [],
): Promise<T['$inferSelect'][]> {
  const source: PgTable = table;
  return db
    .select()
    .from(source)
    .where(matching(table, values))
    .orderBy(...order);
}
