/**
 * The play screens' query options of server data (TanStack Query): what the server holds of the
 * player's games. The game itself is played from the phone's storage (src/offline), never
 * through these. Options carry no `meta` (see game-queries.ts).
 */
import { fetchOngoingGameStates } from './play-api';
import { queryFor } from './query-for';

export const playKeys = {
  all: ['play'] as const,
  /** The owner's ONGOING game states on the server. */
  serverOngoing: (owner: string) => [...playKeys.all, 'server-ongoing', owner] as const,
};

export const playQueries = {
  /** Asked when a screen looks for a game ongoing elsewhere: out of reach is not an error. */
  serverOngoing: queryFor(playKeys.serverOngoing, fetchOngoingGameStates, {
    staleTime: 30_000,
    retry: false,
  }),
};
