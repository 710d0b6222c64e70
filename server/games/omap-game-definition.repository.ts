/** SQL of the `omap_game_definitions` table (the links of maps to games). */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { keyCondition, type KeyCondition } from '../graphql/connection';
import type { Db } from '../db/database';
import { rowsById } from '../db/rows-by-id';
import { rowMatching } from '../db/rows-matching';
import { omapGameDefinitions, omaps } from '../db/schema/game';
import { visibleTo, type Viewer } from '../db/visible-to';
import type { OmapRow } from '../maps/omap.repository';

export type OmapGameDefinitionRow = typeof omapGameDefinitions.$inferSelect;

/** A link with its map (the map is joined to hide the PRIVATE maps of others). */
export interface LinkWithOmap {
  link: OmapGameDefinitionRow;
  omap: OmapRow;
}

export interface LinksOfGameQuery {
  gameDefinitionId: string;
  viewer: Viewer;
  /** A key condition on the linked map's id. */
  omapId?: KeyCondition<string> | null | undefined;
  descending?: boolean;
  offset: number;
  count: number;
}

export function createOmapGameDefinitionRepository(db: Db) {
  function linksOfGame(query: LinksOfGameQuery, order: SQL[]): Promise<LinkWithOmap[]> {
    return db
      .select({ link: omapGameDefinitions, omap: omaps })
      .from(omapGameDefinitions)
      .innerJoin(omaps, eq(omaps.id, omapGameDefinitions.omapId))
      .where(
        and(
          eq(omapGameDefinitions.gameDefinitionId, query.gameDefinitionId),
          visibleTo(omaps, query.viewer),
          keyCondition(omapGameDefinitions.omapId, query.omapId),
        ),
      )
      .orderBy(...order)
      .offset(query.offset)
      .limit(query.count);
  }

  return {
    // insert: undefined also when the (game, map) pair is taken.
    ...rowsById(db, omapGameDefinitions),

    byPair(gameDefinitionId: string, omapId: string): Promise<OmapGameDefinitionRow | undefined> {
      return rowMatching(db, omapGameDefinitions, { gameDefinitionId, omapId });
    },

    /** The key path `omapGameDefinitionByGameDefinition`: ordered by omapId, then id. */
    byGameDefinition(query: LinksOfGameQuery): Promise<LinkWithOmap[]> {
      const order = query.descending ? desc : asc;
      return linksOfGame(query, [order(omapGameDefinitions.omapId), order(omapGameDefinitions.id)]);
    },

    /** A game's maps as the game shows them: the primary map first, then by name. */
    mapsOfGame(query: LinksOfGameQuery): Promise<LinkWithOmap[]> {
      return linksOfGame(query, [
        desc(omaps.primaryMap),
        asc(omaps.name),
        asc(omapGameDefinitions.id),
      ]);
    },

    /** Removes every link of a map (before the map itself is deleted). */
    async removeByOmap(omapId: string): Promise<number> {
      const rows = await db
        .delete(omapGameDefinitions)
        .where(eq(omapGameDefinitions.omapId, omapId))
        .returning({ id: omapGameDefinitions.id });
      return rows.length;
    },
  };
}
