/**
 * How the ranking's area is named to a player: never its geohash, but by the public game nearest
 * the area's centre among those that start in it ("around Arendal forest"), else by its distance
 * from where the player last looked at the map (the best sign of where they are without asking
 * for their position).
 */
import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '../../api/game-queries';
import { distanceMeters, type LatLng } from '../../domain/geo';
import { useStoredMapView } from '../../ui/map/map-view-setting';
import { areaCentre } from './score-logic';

export type AreaName =
  { kind: 'game'; name: string } | { kind: 'distance'; meters: number } | { kind: 'unnamed' };

/** The name of the game whose start is nearest `centre`, or null when there is none. */
export function nearestGameName(
  games: readonly { name: string; startLat: number | null; startLng: number | null }[],
  centre: LatLng,
): string | null {
  let best: { name: string; meters: number } | null = null;
  for (const game of games) {
    if (game.startLat === null || game.startLng === null) continue;
    const meters = distanceMeters(centre, { lat: game.startLat, lng: game.startLng });
    if (!best || meters < best.meters) best = { name: game.name, meters };
  }
  return best?.name ?? null;
}

export function useAreaName(area: string | undefined): AreaName {
  const view = useStoredMapView();
  const games = useQuery({
    ...gameQueries.search(area ? [area] : []),
    enabled: area !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { handlesErrors: true },
  });
  if (!area) return { kind: 'unnamed' };
  const centre = areaCentre(area);
  const name = games.data ? nearestGameName(games.data, centre) : null;
  if (name) return { kind: 'game', name };
  if (view) return { kind: 'distance', meters: distanceMeters(view.centre, centre) };
  return { kind: 'unnamed' };
}
