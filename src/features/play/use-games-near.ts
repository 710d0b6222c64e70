/**
 * The games to pick from near the map view: the view's precision-4 geohash cells (the domain's
 * `mapSearchCells`: zoom 11 or more, at most 9 cells) searched for public, active games; and the
 * picked game's linked maps, primary first, to draw over the base layers.
 */
import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '../../api/game-queries';
import { linkedOmaps, type GameOmap } from '../../api/games-api';
import { mapSearchCells, type Bounds } from '../../domain/geohash';

export function useGamesNear(view: { bounds: Bounds; zoom: number } | null, enabled: boolean) {
  const search = view ? mapSearchCells(view) : null;
  const cells = search?.kind === 'cells' ? search.cells : [];
  const query = useQuery({
    ...gameQueries.search(cells),
    enabled: enabled && cells.length > 0,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
  return { query, zoomIn: search?.kind === 'zoom-in' };
}

/** Maps in drawing order for a list that has the primary map first. */
export function primaryFirst<T extends { primaryMap?: boolean | null }>(omaps: readonly T[]): T[] {
  return [...omaps].sort((a, b) => Number(b.primaryMap ?? false) - Number(a.primaryMap ?? false));
}

export function usePickedGameMaps(gameId: string | undefined) {
  return useQuery({
    ...gameQueries.detail(gameId ?? ''),
    select: (game): { name: string; omaps: GameOmap[] } | null =>
      game ? { name: game.name, omaps: primaryFirst(linkedOmaps(game)) } : null,
    enabled: gameId !== undefined,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}
