/** SQL of the `game_levels` table. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lockRow } from '../db/row-lock';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { gameLevels } from '../db/schema/game';
import { keyCondition, type KeyCondition } from '../graphql/connection';

export type GameLevelRow = typeof gameLevels.$inferSelect;

export interface GameLevelListQuery extends RowPage {
  gameDefinitionId: string;
  /** A key condition on `order` (eq, between, ge, ...). */
  order?: KeyCondition<number> | null | undefined;
}

export function createGameLevelRepository(db: Db) {
  return {
    ...rowsById(db, gameLevels),

    /** The levels of a game by `order` (then id, so pages are stable). */
    listByGameDefinition(query: GameLevelListQuery): Promise<GameLevelRow[]> {
      const where = and(
        eq(gameLevels.gameDefinitionId, query.gameDefinitionId),
        keyCondition(gameLevels.order, query.order),
      );
      return rowPage(db, gameLevels, where, [gameLevels.order, gameLevels.id], query);
    },

    /** Holds the game's level orders until the transaction ends: two saves cannot take one order. */
    async lockOrders(gameDefinitionId: string): Promise<void> {
      await lockRow(db, `gameLevelOrders:${gameDefinitionId}`);
    },

    /** Another level of the game with this order (not `exceptId`), for the order's uniqueness. */
    async withOrder(
      gameDefinitionId: string,
      order: number,
      exceptId: string | null,
    ): Promise<GameLevelRow | undefined> {
      const [row] = await db
        .select()
        .from(gameLevels)
        .where(
          and(
            eq(gameLevels.gameDefinitionId, gameDefinitionId),
            eq(gameLevels.order, order),
            exceptId === null ? undefined : ne(gameLevels.id, exceptId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
