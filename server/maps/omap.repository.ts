/** SQL of the `omaps` table. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsById } from '../db/rows-by-id';
import { visibleTo, type Viewer } from '../db/visible-to';
import { omaps } from '../db/schema/game';
import { keyCondition, type KeyCondition } from '../graphql/connection';

export type OmapRow = typeof omaps.$inferSelect;
export type NewOmapRow = typeof omaps.$inferInsert;

export interface OmapListQuery {
  /** Who may see PRIVATE maps: their owner, or everyone's for an Admin. */
  viewer: Viewer;
  /** Only maps in this state (PUBLIC or PRIVATE). */
  state?: string;
  /** A key condition on the map's geohash (e.g. beginsWith a precision-4 cell). */
  geoHash?: KeyCondition<string> | null | undefined;
  descending?: boolean;
  offset: number;
  count: number;
}

export function createOmapRepository(db: Db) {
  return {
    ...rowsById(db, omaps),

    /** Maps the viewer may see, ordered by geohash then id (the search's sort key). */
    list({
      viewer,
      state,
      geoHash,
      descending = false,
      offset,
      count,
    }: OmapListQuery): Promise<OmapRow[]> {
      const visible = visibleTo(omaps, viewer);
      const order = descending ? desc : asc;
      return db
        .select()
        .from(omaps)
        .where(
          and(
            visible,
            state === undefined ? undefined : eq(omaps.state, state),
            keyCondition(omaps.geoHash, geoHash),
          ),
        )
        .orderBy(order(omaps.geoHash), order(omaps.id))
        .offset(offset)
        .limit(count);
    },
  };
}
