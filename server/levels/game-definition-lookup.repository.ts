/**
 * A read-only view of `game_definitions` for the authority of levels and level controls: who owns
 * a game and whether it is PUBLIC. (The game-definition area owns the table's writes; this reads
 * the two columns levels need so the two areas do not wait on each other.)
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameDefinitions } from '../db/schema/game';

export interface GameDefinitionAccess {
  id: string;
  owner: string;
  state: string;
}

export interface Viewer {
  sub: string;
  isAdmin: boolean;
}

export function createGameDefinitionLookup(db: Db) {
  return {
    async byId(id: string): Promise<GameDefinitionAccess | undefined> {
      const [row] = await db
        .select({
          id: gameDefinitions.id,
          owner: gameDefinitions.owner,
          state: gameDefinitions.state,
        })
        .from(gameDefinitions)
        .where(eq(gameDefinitions.id, id));
      return row;
    },
  };
}

/**
 * The ids of the game definitions `viewer` may see (PUBLIC or theirs), as a sub-query, or
 * undefined for an Admin (who sees every one).
 */
export function visibleGameDefinitionIds(db: Db, viewer: Viewer) {
  if (viewer.isAdmin) return undefined;
  const visible: SQL | undefined = or(
    eq(gameDefinitions.state, 'PUBLIC'),
    eq(gameDefinitions.owner, viewer.sub),
  );
  return db.select({ id: gameDefinitions.id }).from(gameDefinitions).where(visible);
}
