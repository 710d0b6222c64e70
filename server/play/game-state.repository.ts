/** SQL of the `game_states` table: one row per level played, the rows of one game share `gameId`. */
import { and, asc, count, countDistinct, eq, isNull, ne } from 'drizzle-orm';
import { keyCondition, type KeyCondition } from '../graphql/connection';
import { GameProgress } from '../../src/domain/game-progress';
import type { Db } from '../db/database';
import { rowPage, type RowPage } from '../db/row-page';
import { rowsById } from '../db/rows-by-id';
import { rowsMatching } from '../db/rows-matching';
import { lockRow } from '../db/row-lock';
import { gameStates } from '../db/schema/play';

export type GameStateRow = typeof gameStates.$inferSelect;

/** A stored progress as the domain's type (anything but COMPLETE is still being played). */
export function progressOf(row: Pick<GameStateRow, 'progress'>): GameProgress {
  return row.progress === GameProgress.COMPLETE ? GameProgress.COMPLETE : GameProgress.ONGOING;
}

export interface GameStateListQuery extends RowPage {
  owner: string;
  /** The key column the query is sorted by (progress or gameId). */
  sortKey: 'progress' | 'gameId';
  /** The key condition on the sort key (eq, beginsWith, ...). */
  key?: KeyCondition<string> | null | undefined;
}

export function createGameStateRepository(db: Db) {
  const keyed = rowsById(db, gameStates);
  return {
    byId: keyed.byId,
    /** The state, locked until the transaction ends: punches of one game are judged one by one. */
    byIdForUpdate: keyed.byIdForUpdate,

    /** Every state of one game of one owner, in the order they were created (level order). */
    ofGame(owner: string, gameId: string): Promise<GameStateRow[]> {
      return rowsMatching(db, gameStates, { owner, gameId }, [
        asc(gameStates.createdAt),
        asc(gameStates.id),
      ]);
    },

    /** Locks the owner's states of one game until the transaction ends (a cancel waits for a punch). */
    async lockGame(owner: string, gameId: string): Promise<void> {
      await db
        .select({ id: gameStates.id })
        .from(gameStates)
        .where(and(eq(gameStates.owner, owner), eq(gameStates.gameId, gameId)))
        .for('update');
    },

    /** True when a state of `gameId` belongs to someone other than `owner` (ids must not mix). */
    async gameIdTakenByOther(owner: string, gameId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gameStates.id })
        .from(gameStates)
        .where(and(eq(gameStates.gameId, gameId), ne(gameStates.owner, owner)))
        .limit(1);
      return row !== undefined;
    },

    /** The owner's ONGOING states (the one-ongoing-game rule reads them). */
    ongoingOf(owner: string): Promise<GameStateRow[]> {
      return rowsMatching(db, gameStates, { owner, progress: GameProgress.ONGOING });
    },

    /**
     * Serialises game starts of one owner until the transaction ends (a row lock named by the
     * owner), so two starts sent at once cannot both pass the one-ongoing-game rule.
     */
    lockOwnerGames(owner: string): Promise<void> {
      return lockRow(db, `game-start:${owner}`);
    },

    list(query: GameStateListQuery): Promise<GameStateRow[]> {
      const key = query.sortKey === 'progress' ? gameStates.progress : gameStates.gameId;
      const where = and(eq(gameStates.owner, query.owner), keyCondition(key, query.key));
      return rowPage(db, gameStates, where, [key, gameStates.createdAt, gameStates.id], query);
    },

    /** How many states point to a level, and of how many players (before deleting the level). */
    async usesOfLevel(gameLevelId: string): Promise<{ states: number; players: number }> {
      const [row] = await db
        .select({ states: count(), players: countDistinct(gameStates.owner) })
        .from(gameStates)
        .where(eq(gameStates.gameLevelId, gameLevelId));
      return { states: Number(row?.states ?? 0), players: Number(row?.players ?? 0) };
    },

    /** Deletes the states that point to a level (a forced delete of the level). */
    async deleteByGameLevel(gameLevelId: string): Promise<void> {
      await db.delete(gameStates).where(eq(gameStates.gameLevelId, gameLevelId));
    },

    /** The new state, or undefined when its id is taken. */
    insert: keyed.insert,

    async setProgress(id: string, progress: string, updatedAt: Date): Promise<void> {
      await db.update(gameStates).set({ progress, updatedAt }).where(eq(gameStates.id, id));
    },

    /**
     * Cancels the owner's game when it is ongoing: its ONGOING states become COMPLETE (as the
     * seed's clients read a cancelled game) and every state of the game records `cancelledAt`.
     * A game with no ONGOING state (completed, or cancelled before) is left as it is.
     */
    async cancelOngoing(owner: string, gameId: string, at: Date): Promise<void> {
      const ofGame = and(eq(gameStates.owner, owner), eq(gameStates.gameId, gameId));
      const ongoing = await db
        .update(gameStates)
        .set({ progress: GameProgress.COMPLETE, updatedAt: at })
        .where(and(ofGame, eq(gameStates.progress, GameProgress.ONGOING)))
        .returning({ id: gameStates.id });
      if (ongoing.length === 0) return;
      await db
        .update(gameStates)
        .set({ cancelledAt: at, updatedAt: at })
        .where(and(ofGame, isNull(gameStates.cancelledAt)));
    },
  };
}
