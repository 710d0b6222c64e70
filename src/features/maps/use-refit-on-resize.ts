import { useEffect, useRef, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { Bounds } from '../../domain/geohash';

/**
 * "Show large map" / "Show small map": when `large` changes, the map takes its box's new size at
 * once (MapLibre's `resize`, before its own resize observer fires) and fits `bounds` again, so the
 * whole map shows at the new size instead of being cut off or left small in a corner. Without
 * bounds it keeps its centre.
 */
export function useRefitOnResize(
  mapRef: RefObject<MapRef | null>,
  large: boolean,
  bounds: Bounds | null,
): void {
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const lastLarge = useRef(large);
  useEffect(() => {
    if (lastLarge.current === large) return;
    lastLarge.current = large;
    const map = mapRef.current;
    if (!map) return;
    map.resize();
    const target = boundsRef.current;
    if (!target) return;
    map.fitBounds(
      [
        [target.west, target.south],
        [target.east, target.north],
      ],
      { padding: 24, duration: 0 },
    );
  }, [large, mapRef]);
}
