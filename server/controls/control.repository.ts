/** SQL of the `controls` table. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { controls } from '../db/schema/game';

export type ControlRow = typeof controls.$inferSelect;

export function createControlRepository(db: Db) {
  return {
    ...rowsById(db, controls),

    byIds(ids: readonly string[]): Promise<ControlRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(controls)
        .where(inArray(controls.id, [...ids]));
    },

    /**
     * The control, share-locked until the transaction ends: placing it on a level waits for a
     * delete in progress, so a deleted control is never left on a level.
     */
    async byIdForShare(id: string): Promise<ControlRow | undefined> {
      const [row] = await db.select().from(controls).where(eq(controls.id, id)).for('share');
      return row;
    },

    listByOwner(owner: string, page: RowPage): Promise<ControlRow[]> {
      return rowPage(
        db,
        controls,
        eq(controls.owner, owner),
        [controls.createdAt, controls.id],
        page,
      );
    },
  };
}
