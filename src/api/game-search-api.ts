/**
 * The player's game search: the public games whose start lies in given geohash cells
 * (`gameDefinitionByStateByStartGeoHash` with a `beginsWith` key condition per precision-4 cell,
 * see src/domain/geohash.ts `mapSearchCells`), with their start positions for the map.
 */
import { graphqlRequest } from './graphql-client';

export interface NearbyGame {
  id: string;
  name: string;
  type: string;
  active: boolean;
  state: string;
  startLat: number | null;
  startLng: number | null;
}

interface Page {
  items: (NearbyGame | null)[];
  nextToken: string | null;
}

const GAMES_BY_START = `query GamesByStart($state: String!, $startGeoHash: ModelStringKeyConditionInput, $limit: Int, $nextToken: String) {
  gameDefinitionByStateByStartGeoHash(state: $state, startGeoHash: $startGeoHash, limit: $limit, nextToken: $nextToken) {
    items { id name type active state startLat startLng }
    nextToken
  }
}`;

/** Public, active games starting in any of `cells` (one page of up to 100 per cell), by name. */
export async function fetchGamesNear(cells: readonly string[]): Promise<NearbyGame[]> {
  const pages = await Promise.all(
    cells.map((cell) =>
      graphqlRequest<{ gameDefinitionByStateByStartGeoHash: Page | null }, Record<string, unknown>>(
        GAMES_BY_START,
        { state: 'PUBLIC', startGeoHash: { beginsWith: cell }, limit: 100, nextToken: null },
      ),
    ),
  );
  const games = new Map<string, NearbyGame>();
  for (const page of pages) {
    for (const game of page.gameDefinitionByStateByStartGeoHash?.items ?? []) {
      if (game?.active) games.set(game.id, game);
    }
  }
  return [...games.values()].sort((a, b) => a.name.localeCompare(b.name));
}
