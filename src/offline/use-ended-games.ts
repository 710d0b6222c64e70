/**
 * The player's ended games on this phone, newest activity first, each with what the device
 * holds of it: the outbox keeps every start, punch and cancel, `gameStates` the levels' states,
 * the packs name the games. A game still ongoing is not here, nor one whose start the server
 * refused, nor one whose pack is gone. The result screens read each game's result from these
 * records (src/features/play/game-result.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { GameProgress } from '../domain/game-progress';
import {
  mapGameDb,
  type MapGameDb,
  type OutboxEntry,
  type StoredGame,
  type StoredGameState,
} from './db';

export interface EndedGame {
  gameId: string;
  game: StoredGame;
  /** The game's outbox entries of the owner, any order. */
  entries: readonly OutboxEntry[];
  /** The owner's states of the game (none once it was cancelled here). */
  states: readonly StoredGameState[];
  /** The newest entry's or state's time (device clock, ms). */
  lastAt: number;
}

/** The entries' game definition: a state's, else a start's or punch's. */
function definitionOf(
  entries: readonly OutboxEntry[],
  states: readonly StoredGameState[],
): string | undefined {
  return (
    states[0]?.gameDefinitionId ??
    entries.flatMap((entry) => (entry.kind === 'cancel' ? [] : [entry.gameDefinitionId]))[0]
  );
}

/** The ended games of `owner`, newest activity first. */
export async function endedGames(db: MapGameDb, owner: string): Promise<EndedGame[]> {
  return db.transaction('r', [db.outbox, db.gameStates, db.games], async () => {
    const [entries, states] = await Promise.all([
      db.outbox.where('owner').equals(owner).toArray(),
      db.gameStates.where('owner').equals(owner).toArray(),
    ]);
    const byGame = new Map<string, OutboxEntry[]>();
    for (const entry of entries)
      byGame.set(entry.gameId, [...(byGame.get(entry.gameId) ?? []), entry]);
    const ended: EndedGame[] = [];
    for (const gameId of new Set([...byGame.keys(), ...states.map((state) => state.gameId)])) {
      const gameEntries = byGame.get(gameId) ?? [];
      const gameStates = states.filter((state) => state.gameId === gameId);
      if (gameStates.some((state) => state.progress === GameProgress.ONGOING)) continue;
      const cancelled = gameEntries.some((entry) => entry.kind === 'cancel');
      if (gameStates.length === 0 && !cancelled) continue;
      const start = gameEntries.find((entry) => entry.kind === 'start');
      if (start?.status === 'refused') continue;
      const definitionId = definitionOf(gameEntries, gameStates);
      const game = definitionId === undefined ? undefined : await db.games.get(definitionId);
      if (!game) continue;
      const lastAt = Math.max(
        0,
        ...gameEntries.map((entry) => entry.madeAt),
        ...gameStates.map((state) => state.createdAt),
      );
      ended.push({ gameId, game, entries: gameEntries, states: gameStates, lastAt });
    }
    return ended.sort((a, b) => b.lastAt - a.lastAt);
  });
}

/** `endedGames`, read live (a game's last punch or the server's later verdict shows at once). */
export function useEndedGames(owner: string): EndedGame[] | undefined {
  return useLiveQuery(async () => (owner ? endedGames(mapGameDb(), owner) : []), [owner]);
}
