/**
 * `{ items, nextToken }` connections, the seed's list limits, and AppSync key conditions
 * (`eq`, `beginsWith`, `between`, `le`, `lt`, `ge`, `gt`) as SQL on one column.
 */
import { and, between, eq, gt, gte, like, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../src/domain/error-codes';
import { appError } from './app-error';
import type { ApiContext } from './api-context';

/** The seed's largest list page; a caller may ask for fewer. */
export const MAX_PAGE_SIZE = 100;

export interface Connection<T> {
  items: T[];
  nextToken: string | null;
}

/** The paging arguments of every list query (AppSync's limit, nextToken and sortDirection). */
export interface PageArgs {
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

/** The answer for a list the caller may not see: empty, as if nothing matched. */
export const EMPTY_PAGE = { items: [], nextToken: null } as const;

/** EMPTY_PAGE typed as a page of `T`. */
export function emptyPage<T>(): Connection<T> {
  return { items: [], nextToken: null };
}

export interface KeyCondition<T> {
  eq?: T | null;
  le?: T | null;
  lt?: T | null;
  ge?: T | null;
  gt?: T | null;
  between?: (T | null)[] | null;
  beginsWith?: T | null;
}

/** The page size: `limit` within 1..max (default max); anything else is BAD_INPUT. */
export function pageSize(limit: number | null | undefined, max = MAX_PAGE_SIZE): number {
  if (limit === null || limit === undefined) return max;
  if (!Number.isInteger(limit) || limit < 1)
    throw appError(ErrorCode.BAD_INPUT, { field: 'limit' });
  return Math.min(limit, max);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL of a key condition on `column`, or undefined when the condition is empty. */
export function keyCondition<T extends string | number>(
  column: AnyPgColumn,
  condition: KeyCondition<T> | null | undefined,
): SQL | undefined {
  if (!condition) return undefined;
  const parts: (SQL | undefined)[] = [];
  if (condition.eq != null) parts.push(eq(column, condition.eq));
  if (condition.le != null) parts.push(lte(column, condition.le));
  if (condition.lt != null) parts.push(lt(column, condition.lt));
  if (condition.ge != null) parts.push(gte(column, condition.ge));
  if (condition.gt != null) parts.push(gt(column, condition.gt));
  if (condition.between != null) {
    const [low, high] = condition.between;
    if (condition.between.length !== 2 || low == null || high == null) {
      throw appError(ErrorCode.BAD_INPUT, { field: 'between' });
    }
    parts.push(between(column, low, high));
  }
  if (condition.beginsWith != null) {
    parts.push(like(column, `${escapeLike(String(condition.beginsWith))}%`));
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of a query: `fetch(offset, size + 1)` reads one row more than the page to know whether
 * another page follows. `scope` names the query and its arguments, so a token of one query cannot
 * be used with another.
 */
export async function page<T>(
  context: ApiContext,
  scope: string,
  args: PageArgs,
  fetch: (offset: number, count: number) => Promise<T[]>,
  max = MAX_PAGE_SIZE,
): Promise<Connection<T>> {
  const size = pageSize(args.limit, max);
  const offset = context.pageTokens.decode(scope, args.nextToken);
  const rows = await fetch(offset, size + 1);
  const items = rows.slice(0, size);
  return {
    items,
    nextToken: rows.length > size ? context.pageTokens.encode(scope, offset + size) : null,
  };
}
