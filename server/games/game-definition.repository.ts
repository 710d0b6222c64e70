/** SQL of the `game_definitions` table. */
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameDefinitions } from '../db/schema/game';

export type GameDefinitionRow = typeof gameDefinitions.$inferSelect;
export type NewGameDefinitionRow = typeof gameDefinitions.$inferInsert;
/** The columns an update may change (not its id, owner or creation time). */
export type GameDefinitionChanges = Partial<
  Omit<NewGameDefinitionRow, 'id' | 'owner' | 'createdAt'>
>;

export interface GameDefinitionListQuery {
  /** Who may see PRIVATE games: their owner, or everyone's for an Admin. */
  viewer: { sub: string; isAdmin: boolean };
  where?: SQL | undefined;
  descending?: boolean;
  offset: number;
  count: number;
}

export function createGameDefinitionRepository(db: Db) {
  return {
    async byId(id: string): Promise<GameDefinitionRow | undefined> {
      const [row] = await db.select().from(gameDefinitions).where(eq(gameDefinitions.id, id));
      return row;
    },

    /** Games the viewer may see, ordered by start geohash then id (the search's sort key). */
    list({
      viewer,
      where,
      descending = false,
      offset,
      count,
    }: GameDefinitionListQuery): Promise<GameDefinitionRow[]> {
      const visible = viewer.isAdmin
        ? undefined
        : or(eq(gameDefinitions.state, 'PUBLIC'), eq(gameDefinitions.owner, viewer.sub));
      const order = descending ? desc : asc;
      return db
        .select()
        .from(gameDefinitions)
        .where(and(visible, where))
        .orderBy(order(gameDefinitions.startGeoHash), order(gameDefinitions.id))
        .offset(offset)
        .limit(count);
    },

    /** Inserts the game; undefined when its id is taken. */
    async insert(values: NewGameDefinitionRow): Promise<GameDefinitionRow | undefined> {
      const [row] = await db
        .insert(gameDefinitions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(
      id: string,
      changes: GameDefinitionChanges,
    ): Promise<GameDefinitionRow | undefined> {
      const [row] = await db
        .update(gameDefinitions)
        .set(changes)
        .where(eq(gameDefinitions.id, id))
        .returning();
      return row;
    },
  };
}
