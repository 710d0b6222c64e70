/** SQL of the `omaps` table. */
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { omaps } from '../db/schema/game';
import { keyCondition, type KeyCondition } from '../graphql/connection';

export type OmapRow = typeof omaps.$inferSelect;
export type NewOmapRow = typeof omaps.$inferInsert;
/** The columns a map update may change (not its id, owner or creation time). */
export type OmapChanges = Partial<Omit<NewOmapRow, 'id' | 'owner' | 'createdAt'>>;

export interface OmapListQuery {
  /** Who may see PRIVATE maps: their owner, or everyone's for an Admin. */
  viewer: { sub: string; isAdmin: boolean };
  /** Only maps in this state (PUBLIC or PRIVATE). */
  state?: string;
  /** A key condition on the map's geohash (e.g. beginsWith a precision-4 cell). */
  geoHash?: KeyCondition<string> | null | undefined;
  descending?: boolean;
  offset: number;
  count: number;
}

/** The maps a viewer may see: PUBLIC ones and their own, or all for an Admin (undefined). */
export function omapVisibleTo(viewer: { sub: string; isAdmin: boolean }): SQL | undefined {
  return viewer.isAdmin ? undefined : or(eq(omaps.state, 'PUBLIC'), eq(omaps.owner, viewer.sub));
}

export function createOmapRepository(db: Db) {
  return {
    async byId(id: string): Promise<OmapRow | undefined> {
      const [row] = await db.select().from(omaps).where(eq(omaps.id, id));
      return row;
    },

    /** Maps the viewer may see, ordered by geohash then id (the search's sort key). */
    list({
      viewer,
      state,
      geoHash,
      descending = false,
      offset,
      count,
    }: OmapListQuery): Promise<OmapRow[]> {
      const visible = omapVisibleTo(viewer);
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

    /** Inserts the map; undefined when its id is taken. */
    async insert(values: NewOmapRow): Promise<OmapRow | undefined> {
      const [row] = await db.insert(omaps).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, changes: OmapChanges): Promise<OmapRow | undefined> {
      const [row] = await db.update(omaps).set(changes).where(eq(omaps.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<OmapRow | undefined> {
      const [row] = await db.delete(omaps).where(eq(omaps.id, id)).returning();
      return row;
    },
  };
}
