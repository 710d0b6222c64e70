/**
 * The play wire for the screens: the player's ongoing game states as the server holds them, a
 * typed document (play-documents.ts) over `graphqlRequest`, read page by page (100 a page, as the
 * seed asks) until `nextToken` is null. Sending player actions is not here: they go through the
 * outbox and the sync engine (src/offline).
 */
import { allItems } from './pages';
import { GAME_STATES_BY_PROGRESS, type ApiGameState } from './play-documents';

export type { ApiGameState } from './play-documents';

/** Items of one page of a list answer. */
const PAGE_SIZE = 100;

/** The owner's ONGOING game states (at most one game's, by the one-ongoing-game rule). */
export function fetchOngoingGameStates(owner: string): Promise<ApiGameState[]> {
  return allItems(
    GAME_STATES_BY_PROGRESS,
    { owner, progress: 'ONGOING', limit: PAGE_SIZE },
    (data) => data.gameStatesByOwnerByProgress,
  );
}
