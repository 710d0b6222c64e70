/**
 * The player's game search: the public games whose start lies in given geohash cells
 * (`gameDefinitionByStateByStartGeoHash` with a `beginsWith` key condition per precision-4 cell,
 * see src/domain/geohash.ts `mapSearchCells`), with their start positions for the map.
 */
import { graphql } from './generated/gql';
import type { NearbyGameFragment } from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { present } from './pages';

export type NearbyGame = NearbyGameFragment;

export const NEARBY_GAME_FRAGMENT = graphql(`
  fragment NearbyGame on GameDefinition {
    id
    name
    type
    active
    state
    startLat
    startLng
  }
`);

const GAMES_BY_START = graphql(`
  query GamesByStart(
    $state: String!
    $startGeoHash: ModelStringKeyConditionInput
    $limit: Int
    $nextToken: String
  ) {
    gameDefinitionByStateByStartGeoHash(
      state: $state
      startGeoHash: $startGeoHash
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        ...NearbyGame
      }
      nextToken
    }
  }
`);

/** Public, active games starting in any of `cells` (one page of up to 100 per cell), by name. */
export async function fetchGamesNear(cells: readonly string[]): Promise<NearbyGame[]> {
  const pages = await Promise.all(
    cells.map((cell) =>
      graphqlRequest(GAMES_BY_START, {
        state: 'PUBLIC',
        startGeoHash: { beginsWith: cell },
        limit: 100,
        nextToken: null,
      }),
    ),
  );
  const games = new Map<string, NearbyGame>();
  for (const page of pages) {
    for (const game of present(page.gameDefinitionByStateByStartGeoHash?.items)) {
      if (game.active) games.set(game.id, game);
    }
  }
  return [...games.values()].sort((a, b) => a.name.localeCompare(b.name));
}
