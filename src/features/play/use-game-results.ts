/**
 * The player's ended games on this phone, newest first, each with its result (game-result.ts):
 * read live from IndexedDB (the outbox keeps every start, punch and cancel; the packs name the
 * games), so a game's last punch shows its result at once, and the server's later verdicts
 * update it. A game still ongoing is not here; nor is a game whose pack is gone.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { GameProgress } from '../../domain/game-progress';
import { mapGameDb, type MapGameDb, type OutboxEntry } from '../../offline/db';
import { gameResult, type GameResult } from './game-result';

/** The ended games of `owner` as the phone knows them, newest activity first. */
export async function readGameResults(db: MapGameDb, owner: string): Promise<GameResult[]> {
  return db.transaction('r', [db.outbox, db.gameStates, db.games], async () => {
    const [entries, states] = await Promise.all([
      db.outbox.where('owner').equals(owner).toArray(),
      db.gameStates.where('owner').equals(owner).toArray(),
    ]);
    const byGame = new Map<string, OutboxEntry[]>();
    for (const entry of entries)
      byGame.set(entry.gameId, [...(byGame.get(entry.gameId) ?? []), entry]);
    const gameIds = new Set([...byGame.keys(), ...states.map((state) => state.gameId)]);
    const results: { result: GameResult; lastAt: number }[] = [];
    for (const gameId of gameIds) {
      const gameEntries = byGame.get(gameId) ?? [];
      const gameStates = states.filter((state) => state.gameId === gameId);
      if (gameStates.some((state) => state.progress === GameProgress.ONGOING)) continue;
      const cancelled = gameEntries.some((entry) => entry.kind === 'cancel');
      if (gameStates.length === 0 && !cancelled) continue;
      const start = gameEntries.find((entry) => entry.kind === 'start');
      if (start?.status === 'refused') continue;
      const definitionId =
        gameStates[0]?.gameDefinitionId ??
        gameEntries.flatMap((entry) =>
          entry.kind === 'cancel' ? [] : [entry.gameDefinitionId],
        )[0];
      const game = definitionId === undefined ? undefined : await db.games.get(definitionId);
      if (!game) continue;
      const lastAt = Math.max(
        0,
        ...gameEntries.map((entry) => entry.madeAt),
        ...gameStates.map((state) => state.createdAt),
      );
      results.push({
        result: gameResult({ gameId, game, entries: gameEntries, states: gameStates }),
        lastAt,
      });
    }
    return results.sort((a, b) => b.lastAt - a.lastAt).map(({ result }) => result);
  });
}

/** The ended games of `owner`, newest first; undefined while they are read. */
export function useGameResults(owner: string): GameResult[] | undefined {
  return useLiveQuery(async () => (owner ? readGameResults(mapGameDb(), owner) : []), [owner]);
}
