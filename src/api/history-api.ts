/**
 * The player's history as the server holds it, from every device: every game state (with
 * `cancelledAt`, a cancelled game's mark) and every punch, read page by page with `nextToken`
 * (100 a page, as the seed's by-owner queries), and the names of the games they belong to.
 * Typed documents (`npm run codegen`) over `graphqlRequest`.
 */
import { graphql } from './generated/gql';
import type { HistoryGameStateFragment, HistoryVisitFragment } from './generated/graphql';
import { graphqlRequest, type GraphqlRequest } from './graphql-client';
import { readPages } from './pages';

export type HistoryGameState = HistoryGameStateFragment;
export type HistoryVisit = HistoryVisitFragment;

/** Items of one page (the seed's limit for these queries). */
const PAGE_SIZE = 100;
/** Pages read at most per list: 5,000 punches, far more than a player makes. */
const MAX_PAGES = 50;
/** Game names asked for at once. */
const NAME_REQUESTS_AT_ONCE = 4;

graphql(`
  fragment HistoryGameState on GameState {
    id
    gameId
    gameDefinitionId
    progress
    cancelledAt
    gameLevel {
      id
      order
      minNumberControls
    }
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment HistoryVisit on ControlVisit {
    id
    gameStateId
    gameStateGameId
    controlId
    controlVisualCode
    controlPoints
    lat
    lng
    accuracy
    punchedAt
    createdAt
  }
`);

const HISTORY_STATES = graphql(`
  query HistoryGameStates($owner: String!, $limit: Int, $nextToken: String) {
    gameStatesByOwnerByGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {
      items {
        ...HistoryGameState
      }
      nextToken
    }
  }
`);

const HISTORY_VISITS = graphql(`
  query HistoryVisits($owner: String!, $limit: Int, $nextToken: String) {
    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {
      items {
        ...HistoryVisit
      }
      nextToken
    }
  }
`);

const HISTORY_GAME_NAME = graphql(`
  query HistoryGameName($id: ID!) {
    getGameDefinition(id: $id) {
      id
      name
      startGeoHash
    }
  }
`);

/** What the server holds of the player's games and punches. */
export interface ServerHistory {
  states: HistoryGameState[];
  visits: HistoryVisit[];
  /** Names of the games played, by game definition id (a game no longer shown is left out). */
  games: Record<string, { name: string; startGeoHash: string | null }>;
  /** True when a list had more pages than are read (the oldest are left out). */
  truncated: boolean;
}

/** The names of the games `ids`, a few requests at a time. */
async function gameNames(
  request: GraphqlRequest,
  ids: readonly string[],
): Promise<ServerHistory['games']> {
  const games: ServerHistory['games'] = {};
  for (let start = 0; start < ids.length; start += NAME_REQUESTS_AT_ONCE) {
    const batch = ids.slice(start, start + NAME_REQUESTS_AT_ONCE);
    const answers = await Promise.all(
      batch.map((id) => request(HISTORY_GAME_NAME, { id }).catch(() => null)),
    );
    for (const game of answers.map((answer) => answer?.getGameDefinition)) {
      if (game) games[game.id] = { name: game.name, startGeoHash: game.startGeoHash ?? null };
    }
  }
  return games;
}

/**
 * Everything the server holds of `owner`'s play. `knownNames` are game ids whose names the
 * caller already has (they are not asked for again).
 */
export async function fetchServerHistory(
  owner: string,
  knownNames: ReadonlySet<string> = new Set(),
  request: GraphqlRequest = graphqlRequest,
): Promise<ServerHistory> {
  const [states, visits] = await Promise.all([
    readPages(
      (nextToken) =>
        request(HISTORY_STATES, { owner, limit: PAGE_SIZE, nextToken }).then(
          (answer) => answer.gameStatesByOwnerByGameId,
        ),
      MAX_PAGES,
    ),
    readPages(
      (nextToken) =>
        request(HISTORY_VISITS, { owner, limit: PAGE_SIZE, nextToken }).then(
          (answer) => answer.controlVisitsByOwnerByGameStateGameId,
        ),
      MAX_PAGES,
    ),
  ]);
  const definitionIds = [...new Set(states.items.map((state) => state.gameDefinitionId))];
  const games = await gameNames(
    request,
    definitionIds.filter((id) => !knownNames.has(id)),
  );
  return {
    states: states.items,
    visits: visits.items,
    games,
    truncated: states.truncated || visits.truncated,
  };
}
