/** SQL of the `game_definitions` table. */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PlayabilityLevel } from '../../src/domain/game-playability';
import type { Db } from '../db/database';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { visibleTo, type Viewer } from '../db/visible-to';
import {
  gameDefinitions,
  gameLevelControls,
  gameLevels,
  omapGameDefinitions,
  omaps,
} from '../db/schema/game';
import { keyCondition, type KeyCondition } from '../graphql/connection';

export type GameDefinitionRow = typeof gameDefinitions.$inferSelect;
/** The ids of the games `viewer` may see, as a sub-query (undefined for an Admin). */
export function visibleGameDefinitionIds(db: Db, viewer: Viewer) {
  const visible = visibleTo(gameDefinitions, viewer);
  return visible
    ? db.select({ id: gameDefinitions.id }).from(gameDefinitions).where(visible)
    : undefined;
}

/**
 * The games players are offered: the domain's `isPlayable` (src/domain/game-playability.ts) as
 * SQL, so a page of the search holds only playable games. Active and PUBLIC, and the first level
 * (lowest order, ties by id as `sortLevels` compares them: code-unit order, hence COLLATE "C")
 * allows GPS or code punches and has at least `max(1, minNumberControls)` controls. The API test
 * of the search checks this against the domain's rule case by case.
 */
function playable(): SQL {
  return sql`${gameDefinitions.active} AND ${gameDefinitions.state} = 'PUBLIC' AND EXISTS (
    SELECT 1 FROM ${gameLevels} AS first_level
    WHERE first_level.game_definition_id = ${gameDefinitions.id}
      AND (first_level.allow_gps_punching OR first_level.allow_code_punching)
      AND (
        SELECT count(*) FROM ${gameLevelControls} AS placed
        WHERE placed.game_level_id = first_level.id
      ) >= GREATEST(1, first_level.min_number_controls)
      AND NOT EXISTS (
        SELECT 1 FROM ${gameLevels} AS earlier
        WHERE earlier.game_definition_id = ${gameDefinitions.id}
          AND (
            earlier."order" < first_level."order"
            OR (earlier."order" = first_level."order"
              AND earlier.id COLLATE "C" < first_level.id COLLATE "C")
          )
      )
  )`;
}

/** Key conditions on a game's columns (ModelGameDefinitionFilterInput): all must hold. */
export interface GameDefinitionFilter {
  id?: KeyCondition<string> | null;
  name?: KeyCondition<string> | null;
  type?: KeyCondition<string> | null;
  state?: KeyCondition<string> | null;
  owner?: KeyCondition<string> | null;
  startGeoHash?: KeyCondition<string> | null;
}

export interface GameDefinitionListQuery extends RowPage {
  viewer: Viewer;
  filter?: GameDefinitionFilter | null | undefined;
  /** Only the games players are offered (`playable`). */
  playableOnly?: boolean;
}

export function createGameDefinitionRepository(db: Db) {
  return {
    ...rowsById(db, gameDefinitions),

    /** Games the viewer may see, ordered by start geohash then id (the search's sort key). */
    list(query: GameDefinitionListQuery): Promise<GameDefinitionRow[]> {
      const { filter } = query;
      const where = and(
        visibleTo(gameDefinitions, query.viewer),
        keyCondition(gameDefinitions.id, filter?.id),
        keyCondition(gameDefinitions.name, filter?.name),
        keyCondition(gameDefinitions.type, filter?.type),
        keyCondition(gameDefinitions.state, filter?.state),
        keyCondition(gameDefinitions.owner, filter?.owner),
        keyCondition(gameDefinitions.startGeoHash, filter?.startGeoHash),
        query.playableOnly === true ? playable() : undefined,
      );
      const sortColumns = [gameDefinitions.startGeoHash, gameDefinitions.id];
      return rowPage(db, gameDefinitions, where, sortColumns, query);
    },

    /** How many existing maps are linked to the game (the publishing checklist's map). */
    async linkedMapCount(id: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(omapGameDefinitions)
        .innerJoin(omaps, eq(omaps.id, omapGameDefinitions.omapId))
        .where(eq(omapGameDefinitions.gameDefinitionId, id));
      return row?.count ?? 0;
    },

    /** The game's levels with how many controls each has (the publishing checklist's levels). */
    levelsWithControlCounts(id: string): Promise<PlayabilityLevel[]> {
      return db
        .select({
          id: gameLevels.id,
          order: gameLevels.order,
          minNumberControls: gameLevels.minNumberControls,
          allowGpsPunching: gameLevels.allowGpsPunching,
          allowCodePunching: gameLevels.allowCodePunching,
          controlCount: count(gameLevelControls.id),
        })
        .from(gameLevels)
        .leftJoin(gameLevelControls, eq(gameLevelControls.gameLevelId, gameLevels.id))
        .where(eq(gameLevels.gameDefinitionId, id))
        .groupBy(gameLevels.id);
    },
  };
}
