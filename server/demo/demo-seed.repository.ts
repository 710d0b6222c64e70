/**
 * SQL of the demo seeding: whether the database is empty, and the inserts of the demo rows across
 * the world's tables (the one place that writes several tables at once, always inside the seeding
 * transaction).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lockRow } from '../db/row-lock';
import * as world from '../db/schema/game';
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
        .select({ id: world.gameDefinitions.id })
        .from(world.gameDefinitions)
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
    async fillDemoMapSize(rows: DemoWorldRows): Promise<void> {
      const { id, imageWidth, imageHeight } = rows.omap;
      const { omaps } = world;
      await db
        .update(omaps)
        .set({ imageWidth, imageHeight })
        .where(and(eq(omaps.id, id), isNull(omaps.imageWidth)));
    },

    async insertWorld(rows: DemoWorldRows): Promise<void> {
      await db.insert(world.omaps).values(rows.omap);
      await db.insert(world.gameDefinitions).values(rows.gameDefinitions);
      await db.insert(world.omapGameDefinitions).values(rows.omapGameDefinitions);
      await db.insert(world.gameLevels).values(rows.gameLevels);
      await db.insert(world.controls).values(rows.controls);
      await db.insert(world.gameLevelControls).values(rows.gameLevelControls);
    },
  };
}
