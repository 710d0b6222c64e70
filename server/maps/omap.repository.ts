/** SQL of the `omaps` table. */
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { omaps } from '../db/schema/game';

export type OmapRow = typeof omaps.$inferSelect;

export interface OmapListQuery {
  /** Who may see PRIVATE maps: their owner, or everyone's for an Admin. */
  viewer: { sub: string; isAdmin: boolean };
  where?: SQL | undefined;
  descending?: boolean;
  offset: number;
  count: number;
}

export function createOmapRepository(db: Db) {
  return {
    async byId(id: string): Promise<OmapRow | undefined> {
      const [row] = await db.select().from(omaps).where(eq(omaps.id, id));
      return row;
    },

    /** Maps the viewer may see, ordered by geohash then id (the search's sort key). */
    list({ viewer, where, descending = false, offset, count }: OmapListQuery): Promise<OmapRow[]> {
      const visible = viewer.isAdmin
        ? undefined
        : or(eq(omaps.state, 'PUBLIC'), eq(omaps.owner, viewer.sub));
      const order = descending ? desc : asc;
      return db
        .select()
        .from(omaps)
        .where(and(visible, where))
        .orderBy(order(omaps.geoHash), order(omaps.id))
        .offset(offset)
        .limit(count);
    },
  };
}
