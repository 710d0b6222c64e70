/**
 * SQL of the demo seeding: whether the database is empty, and the inserts of the demo rows across
 * the world's tables (the one place that writes several tables at once, always inside the seeding
 * transaction).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lockRow } from '../db/row-lock';
import {
  controls,
  gameDefinitions,
  gameLevelControls,
  gameLevels,
  omapGameDefinitions,
  omaps,
} from '../db/schema/game';
import { users } from '../db/schema/users';
import type { DemoWorldRows } from './demo-world';

export function createDemoSeedRepository(db: Db) {
  return {
    /** Waits for any other copy's seeding to finish (released when the transaction ends). */
    lock(): Promise<void> {
      return lockRow(db, 'demo-seed');
    },

    /** True when there are no game definitions and no users. */
    async isEmpty(): Promise<boolean> {
      const [definition] = await db
        .select({ id: gameDefinitions.id })
        .from(gameDefinitions)
        .limit(1);
      const [user] = await db.select({ id: users.id }).from(users).limit(1);
      return definition === undefined && user === undefined;
    },

    async insertUsers(rows: (typeof users.$inferInsert)[]): Promise<void> {
      await db.insert(users).values(rows);
    },

    /**
     * Gives the demo map of a world seeded before image sizes were stored its size (and nothing
     * else), so it is drawn by its world file's corners too.
     */
    async fillDemoMapSize(world: DemoWorldRows): Promise<void> {
      const { id, imageWidth, imageHeight } = world.omap;
      await db
        .update(omaps)
        .set({ imageWidth, imageHeight })
        .where(and(eq(omaps.id, id), isNull(omaps.imageWidth)));
    },

    async insertWorld(world: DemoWorldRows): Promise<void> {
      await db.insert(omaps).values(world.omap);
      await db.insert(gameDefinitions).values(world.gameDefinitions);
      await db.insert(omapGameDefinitions).values(world.omapGameDefinitions);
      await db.insert(gameLevels).values(world.gameLevels);
      await db.insert(controls).values(world.controls);
      await db.insert(gameLevelControls).values(world.gameLevelControls);
    },
  };
}
