/**
 * The server's ongoing game that this phone does not hold: started on another phone, or before
 * this phone's data was cleared. Only one game may be ongoing, so until it is continued here or
 * cancelled, starting another is refused (GAME_CONFLICT). A game with actions still waiting on
 * the phone is not such a game: the sync engine brings its answer (a game completed offline is
 * still ongoing on the server until its punches arrive).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiGameState } from '../../api/play-api';
import { playQueries } from '../../api/play-queries';
import { GameProgress } from '../../domain/game-progress';
import { readGamesHeldHere } from '../../offline/play-actions';
import { useGamesHeldHere } from '../../offline/use-games-held-here';

/** The ongoing state of a game the server has and the phone does not speak for, or null. */
export function ongoingElsewhere(
  serverStates: readonly ApiGameState[],
  heldHere: ReadonlySet<string>,
): ApiGameState | null {
  return (
    serverStates.find(
      (state) => state.progress === GameProgress.ONGOING && !heldHere.has(state.gameId),
    ) ?? null
  );
}

// The screens show a server out of reach themselves (or nothing: it is not an error here).
const serverOngoingQuery = (owner: string) => ({
  ...playQueries.serverOngoing(owner),
  meta: { handlesErrors: true },
});

/** The game ongoing on the server and not on this phone (null: none, or the server is out of reach). */
export function useServerOngoingGame(owner: string, enabled: boolean) {
  const heldHere = useGamesHeldHere(owner, enabled);
  const query = useQuery({ ...serverOngoingQuery(owner), enabled: enabled && owner !== '' });
  // Ask the server again when the screen comes back to it (a game ended or refused on the
  // phone) or what the phone speaks for changed (a cancel sent); not on the first look, when
  // the query has just asked.
  const heldKey = heldHere ? [...heldHere].sort().join(' ') : undefined;
  const asked = enabled && owner !== '';
  const seen = useRef<{ asked: boolean; heldKey: string | undefined } | null>(null);
  const { refetch } = query;
  useEffect(() => {
    const before = seen.current;
    seen.current = { asked, heldKey };
    const changed =
      before?.heldKey !== undefined && (before.asked !== asked || before.heldKey !== heldKey);
    if (asked && heldKey !== undefined && changed) void refetch();
  }, [asked, heldKey, refetch]);
  const state = query.data && heldHere ? ongoingElsewhere(query.data, heldHere) : null;
  return { state, serverStates: query.data ?? [] };
}

/**
 * Asks the server now whether another game is ongoing (before a start): the state, or null when
 * none is, or when the server cannot be reached (then the phone's own check stands).
 */
export async function checkOngoingElsewhere(
  queryClient: QueryClient,
  owner: string,
): Promise<ApiGameState | null> {
  try {
    const [serverStates, heldHere] = await Promise.all([
      queryClient.fetchQuery({ ...serverOngoingQuery(owner), staleTime: 0 }),
      readGamesHeldHere(owner),
    ]);
    return ongoingElsewhere(serverStates, heldHere);
  } catch {
    return null;
  }
}
