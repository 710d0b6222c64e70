/**
 * The play wire for the screens: the player's game states and punches as the server holds them,
 * typed documents (play-documents.ts) over `graphqlRequest`. Lists are read page by page (100 a
 * page, as the seed asks) until `nextToken` is null. Sending player actions is not here: they go
 * through the outbox and the sync engine (src/offline).
 */
import { graphqlRequest, type GraphqlDocument } from './graphql-client';
import {
  GAME_STATES_BY_GAME,
  GAME_STATES_BY_PROGRESS,
  VISITS_BY_GAME,
  VISITS_OF_OWNER,
  type ApiControlVisit,
  type ApiGameState,
  type Connection,
} from './play-documents';

export type { ApiControlVisit, ApiGameState } from './play-documents';

/** Items of one page of a list answer. */
const PAGE_SIZE = 100;

/** Every item of a paged list, reading pages until `nextToken` is null. */
async function allPages<T>(
  document: GraphqlDocument,
  field: string,
  variables: Record<string, unknown>,
): Promise<T[]> {
  const items: T[] = [];
  let nextToken: string | null = null;
  do {
    const answer: Record<string, Connection<T> | null> = await graphqlRequest<
      Record<string, Connection<T> | null>,
      Record<string, unknown>
    >(String(document), { ...variables, limit: PAGE_SIZE, nextToken });
    const connection = answer[field];
    for (const item of connection?.items ?? []) if (item !== null) items.push(item);
    nextToken = connection?.nextToken ?? null;
  } while (nextToken !== null);
  return items;
}

/** The owner's ONGOING game states (at most one game's, by the one-ongoing-game rule). */
export function fetchOngoingGameStates(owner: string): Promise<ApiGameState[]> {
  return allPages<ApiGameState>(GAME_STATES_BY_PROGRESS, 'gameStatesByOwnerByProgress', {
    owner,
    progress: 'ONGOING',
  });
}

/** Every state of one game of the owner (one per level played). */
export function fetchGameStatesOfGame(owner: string, gameId: string): Promise<ApiGameState[]> {
  return allPages<ApiGameState>(GAME_STATES_BY_GAME, 'gameStatesByOwnerByGameId', {
    owner,
    gameId,
  });
}

/** The owner's punches as the server stored them: of one game, or of every game. */
export function fetchMyPunches(owner: string, gameId?: string): Promise<ApiControlVisit[]> {
  return gameId === undefined
    ? allPages<ApiControlVisit>(VISITS_OF_OWNER, 'controlVisitsByOwnerByGameStateGameId', {
        owner,
      })
    : allPages<ApiControlVisit>(VISITS_BY_GAME, 'controlVisitsByOwnerByGameStateGameId', {
        owner,
        gameId,
      });
}
