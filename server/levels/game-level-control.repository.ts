/**
 * SQL of the `game_level_controls` table (a control placed on a level, with its points). A list
 * with `visibleTo` filters by the game definitions that viewer may see (a sub-query), so a page
 * never holds rows of another editor's PRIVATE game.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { LevelUse } from '../../src/domain/affected-records';
import type { Db } from '../db/database';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { gameDefinitions, gameLevelControls, gameLevels } from '../db/schema/game';
import type { Viewer } from '../db/visible-to';
import { visibleGameDefinitionIds } from '../games/game-definition.repository';

export type GameLevelControlRow = typeof gameLevelControls.$inferSelect;

/** Which links a list holds: every condition given must hold. */
export interface GameLevelControlFilter {
  gameLevelId?: string;
  gameDefinitionId?: string;
  controlId?: string;
  /** Only links in the games this viewer may see. */
  visibleTo?: Viewer;
}

export function createGameLevelControlRepository(db: Db) {
  const t = gameLevelControls;

  return {
    // insert: undefined also when the (level, control) pair is taken.
    ...rowsById(db, t),

    list(filter: GameLevelControlFilter, page: RowPage): Promise<GameLevelControlRow[]> {
      const visible = filter.visibleTo && visibleGameDefinitionIds(db, filter.visibleTo);
      const where = and(
        filter.gameLevelId === undefined ? undefined : eq(t.gameLevelId, filter.gameLevelId),
        filter.gameDefinitionId === undefined
          ? undefined
          : eq(t.gameDefinitionId, filter.gameDefinitionId),
        filter.controlId === undefined ? undefined : eq(t.controlId, filter.controlId),
        visible && inArray(t.gameDefinitionId, visible),
      );
      return rowPage(db, t, where, [t.createdAt, t.id], page);
    },

    /** True when the control is on a level of a game `viewer` may see. */
    async isControlVisibleTo(controlId: string, viewer: Viewer): Promise<boolean> {
      const visible = visibleGameDefinitionIds(db, viewer);
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.controlId, controlId), visible && inArray(t.gameDefinitionId, visible)))
        .limit(1);
      return row !== undefined;
    },

    /** The levels (with their games) a control is placed on, by game name then level order. */
    levelsOfControl(controlId: string): Promise<LevelUse[]> {
      return db
        .select({
          gameLevelId: gameLevels.id,
          levelName: gameLevels.name,
          levelOrder: gameLevels.order,
          gameDefinitionId: t.gameDefinitionId,
          gameName: gameDefinitions.name,
        })
        .from(t)
        .innerJoin(gameLevels, eq(gameLevels.id, t.gameLevelId))
        .leftJoin(gameDefinitions, eq(gameDefinitions.id, t.gameDefinitionId))
        .where(eq(t.controlId, controlId))
        .orderBy(asc(gameDefinitions.name), asc(gameLevels.order), asc(gameLevels.id));
    },

    async countByControl(controlId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t).where(eq(t.controlId, controlId));
      return row?.n ?? 0;
    },

    deleteByGameLevel(gameLevelId: string): Promise<GameLevelControlRow[]> {
      return db.delete(t).where(eq(t.gameLevelId, gameLevelId)).returning();
    },

    deleteByControl(controlId: string): Promise<GameLevelControlRow[]> {
      return db.delete(t).where(eq(t.controlId, controlId)).returning();
    },
  };
}
