/**
 * One page of a list of whole rows of one table, as the list queries read them: the rows that meet
 * a condition, ordered by the list's sort columns in one direction, then `offset` and `count`. The
 * last sort column is a unique key (the id), so pages neither overlap nor skip a row.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Which page of a list: its direction, and how many rows to skip and to answer. */
export interface RowPage {
  descending?: boolean | undefined;
  offset: number;
  count: number;
}

export function rowPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  sortColumns: readonly PgColumn[],
  page: RowPage,
): Promise<T['$inferSelect'][]> {
  const direction = page.descending ? desc : asc;
  // Drizzle's builders are typed per concrete table; a table given as a type parameter is used as
  // a PgTable, and the function states the row type it answers.
  const source: PgTable = table;
  return db
    .select()
    .from(source)
    .where(where)
    .orderBy(...sortColumns.map((column) => direction(column)))
    .offset(page.offset)
    .limit(page.count);
}
