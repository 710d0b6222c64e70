/**
 * The player's ended games on this phone, newest first, each with its result (game-result.ts),
 * from what the device holds of them (src/offline/use-ended-games.ts): a game's last punch
 * shows its result at once, and the server's later verdicts update it.
 */
import { useMemo } from 'react';
import type { MapGameDb } from '../../offline/db';
import { endedGames, useEndedGames } from '../../offline/use-ended-games';
import { gameResult, type GameResult } from './game-result';

/** The ended games of `owner` as the phone knows them, newest activity first. */
export async function readGameResults(db: MapGameDb, owner: string): Promise<GameResult[]> {
  return (await endedGames(db, owner)).map((ended) => gameResult(ended));
}

/** The ended games of `owner`, newest first; undefined while they are read. */
export function useGameResults(owner: string): GameResult[] | undefined {
  const ended = useEndedGames(owner);
  return useMemo(() => ended?.map((game) => gameResult(game)), [ended]);
}
