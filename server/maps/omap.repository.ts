/** SQL of the `omaps` table. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { visibleTo, type Viewer } from '../db/visible-to';
import { omaps } from '../db/schema/game';
import { keyCondition, type KeyCondition } from '../graphql/connection';

export type OmapRow = typeof omaps.$inferSelect;
export type NewOmapRow = typeof omaps.$inferInsert;

export interface OmapListQuery extends RowPage {
  /** Who may see PRIVATE maps: their owner, or everyone's for an Admin. */
  viewer: Viewer;
  /** Only maps in this state (PUBLIC or PRIVATE). */
  state?: string;
  /** A key condition on the map's geohash (e.g. beginsWith a precision-4 cell). */
  geoHash?: KeyCondition<string> | null | undefined;
}

export function createOmapRepository(db: Db) {
  return {
    ...rowsById(db, omaps),

    /** Maps the viewer may see, ordered by geohash then id (the search's sort key). */
    list(query: OmapListQuery): Promise<OmapRow[]> {
      const where = and(
        visibleTo(omaps, query.viewer),
        query.state === undefined ? undefined : eq(omaps.state, query.state),
        keyCondition(omaps.geoHash, query.geoHash),
      );
      return rowPage(db, omaps, where, [omaps.geoHash, omaps.id], query);
    },
  };
}
