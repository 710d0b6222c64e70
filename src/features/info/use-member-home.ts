/**
 * What the signed-in player's home shows, each part on its own so one missing (offline, or the
 * server out of reach) never hides the others: the ongoing game (on this phone, read live from
 * IndexedDB; else the server's, started on another phone), the public games nearest to where the
 * player last left a map, and this week's points.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gameQueries } from '../../api/game-queries';
import { fetchGameDefinition } from '../../api/games-api';
import { fetchOngoingGameStates } from '../../api/play-api';
import { fetchOwnWeeklyPoints } from '../../api/identity-api';
import { distanceMeters, type LatLng } from '../../domain/geo';
import { mapSearchCells, MAP_SEARCH_MIN_ZOOM } from '../../domain/geohash';
import { scorePeriodKeys } from '../../domain/score-period';
import { useCurrentGame, usePendingCount } from '../../offline/use-current-game';
import { useStoredMapView } from '../../ui/map/map-view-setting';

/** How far around the last map view the home looks for games (degrees: about 11 by 11 km). */
const NEAR_HALF_LAT_DEGREES = 0.05;
const NEAR_HALF_LNG_DEGREES = 0.1;
/** How many games the home lists. */
export const NEAR_GAMES_SHOWN = 5;

export type OngoingGame =
  { where: 'phone'; name: string } | { where: 'server'; name: string | null } | null;

/** The ongoing game: the phone's first, else the server's; undefined while unknown. */
export function useOngoingGame(owner: string): OngoingGame | undefined {
  const game = useCurrentGame(owner);
  const onPhone = game === undefined ? undefined : game?.current ? game.game.name : null;
  const server = useQuery({
    queryKey: ['home-server-ongoing', owner],
    queryFn: async () => {
      const [state] = await fetchOngoingGameStates(owner);
      if (!state) return null;
      const game = await fetchGameDefinition(state.gameDefinitionId).catch(() => null);
      return { name: game?.name ?? null };
    },
    enabled: onPhone === null,
    staleTime: 30_000,
    retry: false,
    meta: { handlesErrors: true },
  });
  if (onPhone === undefined) return undefined;
  if (onPhone !== null) return { where: 'phone', name: onPhone };
  if (server.data) return { where: 'server', name: server.data.name };
  return server.isPending && server.fetchStatus !== 'idle' ? undefined : null;
}

export interface NearGame {
  id: string;
  name: string;
  distanceMeters: number | null;
}

/** The public games nearest the last map view, nearest first. */
export function useGamesNearLastView() {
  const view = useStoredMapView();
  const centre: LatLng | undefined = view?.centre;
  const search = centre
    ? mapSearchCells({
        bounds: {
          south: centre.lat - NEAR_HALF_LAT_DEGREES,
          north: centre.lat + NEAR_HALF_LAT_DEGREES,
          west: centre.lng - NEAR_HALF_LNG_DEGREES,
          east: centre.lng + NEAR_HALF_LNG_DEGREES,
        },
        zoom: MAP_SEARCH_MIN_ZOOM,
      })
    : null;
  const cells = search?.kind === 'cells' ? search.cells : [];
  return useQuery({
    ...gameQueries.search(cells),
    select: (games): NearGame[] =>
      games
        .map((game) => ({
          id: game.id,
          name: game.name,
          distanceMeters:
            centre && game.startLat !== null && game.startLng !== null
              ? distanceMeters(centre, { lat: game.startLat, lng: game.startLng })
              : null,
        }))
        .sort((a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity))
        .slice(0, NEAR_GAMES_SHOWN),
    enabled: cells.length > 0,
    staleTime: 60_000,
    retry: false,
    meta: { handlesErrors: true },
  });
}

/** The player's points this week (all areas, public or private: their own). */
export function useWeekPoints(owner: string) {
  const [week] = useState(() => scorePeriodKeys(new Date()).WEEK);
  // Asked again whenever the count of actions waiting on the phone changes: a punch the sync has
  // just sent (as when the home opens right after a punch) counts in the server's points from then.
  const waiting = usePendingCount(owner);
  return useQuery({
    queryKey: ['home-week-points', owner, week, waiting],
    enabled: waiting !== undefined,
    placeholderData: (previous) => previous,
    queryFn: async () => (await fetchOwnWeeklyPoints(owner, [week]))[0] ?? 0,
    staleTime: 30_000,
    retry: false,
    meta: { handlesErrors: true },
  });
}
