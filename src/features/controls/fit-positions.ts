import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';

/** Pixels kept free at each edge of the map when it is fitted. */
export interface FitPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Shows every position on the map at once (at most zoom 17), `padding` clear of its edges. */
export function fitPositions(
  map: MapRef | null,
  positions: readonly LatLng[],
  padding: FitPadding,
): void {
  if (!map || positions.length === 0) return;
  const lats = positions.map((p) => p.lat);
  const lngs = positions.map((p) => p.lng);
  map.fitBounds(
    [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    { padding, maxZoom: 17, duration: 0 },
  );
}
