/** SQL of the `controls` table. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { controls } from '../db/schema/game';

export type ControlRow = typeof controls.$inferSelect;
export type NewControlRow = typeof controls.$inferInsert;

export function createControlRepository(db: Db) {
  return {
    async byId(id: string): Promise<ControlRow | undefined> {
      const [row] = await db.select().from(controls).where(eq(controls.id, id));
      return row;
    },

    byIds(ids: readonly string[]): Promise<ControlRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(controls)
        .where(inArray(controls.id, [...ids]));
    },

    /** The control, locked until the transaction ends (a delete or an update). */
    async byIdForUpdate(id: string): Promise<ControlRow | undefined> {
      const [row] = await db.select().from(controls).where(eq(controls.id, id)).for('update');
      return row;
    },

    /**
     * The control, share-locked until the transaction ends: placing it on a level waits for a
     * delete in progress, so a deleted control is never left on a level.
     */
    async byIdForShare(id: string): Promise<ControlRow | undefined> {
      const [row] = await db.select().from(controls).where(eq(controls.id, id)).for('share');
      return row;
    },

    listByOwner(
      owner: string,
      page: { descending?: boolean; offset: number; count: number },
    ): Promise<ControlRow[]> {
      const direction = page.descending ? desc : asc;
      return db
        .select()
        .from(controls)
        .where(eq(controls.owner, owner))
        .orderBy(direction(controls.createdAt), direction(controls.id))
        .offset(page.offset)
        .limit(page.count);
    },

    /** The new control, or undefined when its id is taken. */
    async insert(row: NewControlRow): Promise<ControlRow | undefined> {
      const [created] = await db.insert(controls).values(row).onConflictDoNothing().returning();
      return created;
    },

    async update(id: string, values: Partial<NewControlRow>): Promise<ControlRow | undefined> {
      const [row] = await db.update(controls).set(values).where(eq(controls.id, id)).returning();
      return row;
    },

    async delete(id: string): Promise<ControlRow | undefined> {
      const [row] = await db.delete(controls).where(eq(controls.id, id)).returning();
      return row;
    },
  };
}
