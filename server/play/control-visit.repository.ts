/** SQL of the `control_visits` table (punches), keyed by the client's idempotency id. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { keyCondition, type KeyCondition } from '../graphql/connection';
import type { Db } from '../db/database';
import { rowsById } from '../db/rows-by-id';
import { controlVisits } from '../db/schema/play';

export type ControlVisitRow = typeof controlVisits.$inferSelect;

/** The key columns the seed's three visit queries sort by. */
export type ControlVisitSortKey = 'gameStateId' | 'controlId' | 'gameStateGameId';

export interface ControlVisitListQuery {
  owner: string;
  sortKey: ControlVisitSortKey;
  /** The key condition on the sort key (eq, beginsWith, ...). */
  key?: KeyCondition<string> | null | undefined;
  descending?: boolean;
  offset: number;
  count: number;
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
      const order = query.descending ? desc : asc;
      return db
        .select()
        .from(controlVisits)
        .where(
          and(
            eq(controlVisits.owner, query.owner),
            keyCondition(controlVisits[query.sortKey], query.key),
          ),
        )
        .orderBy(
          order(controlVisits[query.sortKey]),
          order(controlVisits.punchedAt),
          order(controlVisits.id),
        )
        .offset(query.offset)
        .limit(query.count);
    },
  };
}
