/** SQL of the `control_visits` table (punches), keyed by the client's idempotency id. */
import { and, eq } from 'drizzle-orm';
import { keyCondition, type KeyCondition } from '../graphql/connection';
import type { Db } from '../db/database';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { controlVisits } from '../db/schema/play';

export type ControlVisitRow = typeof controlVisits.$inferSelect;

/** The key columns the seed's three visit queries sort by. */
export type ControlVisitSortKey = 'gameStateId' | 'controlId' | 'gameStateGameId';

export interface ControlVisitListQuery extends RowPage {
  owner: string;
  sortKey: ControlVisitSortKey;
  /** The key condition on the sort key (eq, beginsWith, ...). */
  key?: KeyCondition<string> | null | undefined;
}

export function createControlVisitRepository(db: Db) {
  const keyed = rowsById(db, controlVisits);
  return {
    byId: keyed.byId,

    /** Every punch of one game: which control, on which state. */
    ofGame(gameId: string): Promise<{ controlId: string; gameStateId: string }[]> {
      return db
        .select({ controlId: controlVisits.controlId, gameStateId: controlVisits.gameStateId })
        .from(controlVisits)
        .where(eq(controlVisits.gameStateGameId, gameId));
    },

    /**
     * The new visit, or undefined when it collides with an existing one (the same id, or the same
     * control in the same game: the unique index decides, so two punches sent at once cannot both
     * be stored).
     */
    insert: keyed.insert,

    list(query: ControlVisitListQuery): Promise<ControlVisitRow[]> {
      const key = controlVisits[query.sortKey];
      const where = and(eq(controlVisits.owner, query.owner), keyCondition(key, query.key));
      return rowPage(
        db,
        controlVisits,
        where,
        [key, controlVisits.punchedAt, controlVisits.id],
        query,
      );
    },
  };
}
