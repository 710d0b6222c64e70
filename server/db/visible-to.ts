/**
 * Who may see a map or a game, as SQL: PUBLIC rows and the viewer's own, or every row for an
 * Admin (the rule of `canSee` in server/graphql/api-context.ts, for lists).
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Who is asking: PRIVATE rows are seen by their owner, and every row by an Admin. */
export interface Viewer {
  sub: string;
  isAdmin: boolean;
}

/** The condition of the rows of `table` that `viewer` may see, or undefined for an Admin (all). */
export function visibleTo(
  table: { state: PgColumn; owner: PgColumn },
  viewer: Viewer,
): SQL | undefined {
  return viewer.isAdmin ? undefined : or(eq(table.state, 'PUBLIC'), eq(table.owner, viewer.sub));
}
