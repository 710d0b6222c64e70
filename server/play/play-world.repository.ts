/**
 * A read-only view of the game world for play: the game definition, its levels, the controls on
 * each level and their points. (The games, levels and controls areas own these tables' writes;
 * play only reads what a start or a punch is judged by.)
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsById } from '../db/rows-by-id';
import { rowsMatching } from '../db/rows-matching';
import { controls, gameDefinitions, gameLevelControls, gameLevels } from '../db/schema/game';

export type PlayLevel = typeof gameLevels.$inferSelect;

/** A control as placed on one level: where it is, its code and what it is worth there. */
export interface PlacedControl {
  controlId: string;
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string;
  points: number;
}

export function createPlayWorldRepository(db: Db) {
  return {
    gameDefinition: rowsById(db, gameDefinitions).byId,

    /** The game's levels by `order` (ties by id, as the domain sorts them). */
    levelsOf(gameDefinitionId: string): Promise<PlayLevel[]> {
      return rowsMatching(db, gameLevels, { gameDefinitionId }, [
        asc(gameLevels.order),
        asc(gameLevels.id),
      ]);
    },

    levelsByIds(ids: readonly string[]): Promise<PlayLevel[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(gameLevels)
        .where(inArray(gameLevels.id, [...new Set(ids)]));
    },

    /** Which control is on which of the given levels. */
    controlIdsOnLevels(
      levelIds: readonly string[],
    ): Promise<{ gameLevelId: string; controlId: string }[]> {
      if (levelIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          gameLevelId: gameLevelControls.gameLevelId,
          controlId: gameLevelControls.controlId,
        })
        .from(gameLevelControls)
        .where(inArray(gameLevelControls.gameLevelId, [...levelIds]));
    },

    /** The control as placed on the level, or undefined when it is not on that level. */
    async placedControl(levelId: string, controlId: string): Promise<PlacedControl | undefined> {
      const [row] = await db
        .select({
          controlId: controls.id,
          visualCode: controls.visualCode,
          lat: controls.lat,
          lng: controls.lng,
          secretCode: controls.secretCode,
          points: gameLevelControls.points,
        })
        .from(gameLevelControls)
        .innerJoin(controls, eq(controls.id, gameLevelControls.controlId))
        .where(
          and(
            eq(gameLevelControls.gameLevelId, levelId),
            eq(gameLevelControls.controlId, controlId),
          ),
        );
      return row;
    },
  };
}
