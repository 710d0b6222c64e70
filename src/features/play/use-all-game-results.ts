/**
 * Every ended game of the player, on any device, newest first (all-game-results.ts): the phone's
 * results read live, with the server's history as last fetched (fetched again when online).
 */
import { useMemo } from 'react';
import { useHistory } from '../../ui/use-history';
import { allGameResults } from './all-game-results';
import type { GameResult } from './game-result';
import { useGameResults } from './use-game-results';

/** Undefined while the phone's records are read. */
export function useAllGameResults(owner: string): GameResult[] | undefined {
  const phone = useGameResults(owner);
  const { stored } = useHistory(owner);
  return useMemo(
    () =>
      phone === undefined || stored === undefined
        ? undefined
        : allGameResults(phone, stored.phone.games, stored.server?.history ?? null),
    [phone, stored],
  );
}
