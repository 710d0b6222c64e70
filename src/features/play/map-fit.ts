/**
 * Moving the play map to what the player needs to see: the player alone (centred, zoomed in
 * enough to find the way) or several points (the player and the open controls, or the games near
 * the view), fitted into the part of the map nothing covers (map-padding.ts).
 */
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import { paddingOffset, visibleMapPadding } from './map-padding';

/** The least zoom the map shows the player at when it moves to them (streets and paths). */
export const PLAYER_ZOOM = 16;
/** The most a fit zooms in: a few controls close together are not shown house by house. */
export const FIT_MAX_ZOOM = 17;

/**
 * Room a fitted control's marker needs around its point: half its 44 px touch target on every
 * side, and on the right its tag (icon and number beside the circle, play-control-markers.tsx).
 */
const MARKER_ROOM = { top: 22, right: 96, bottom: 22, left: 22 };

/** [[west, south], [east, north]] around `points`; null for none. */
export function boundsAround(
  points: readonly LatLng[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Centres the map on `point` in its uncovered part, zooming in to at least `minZoom`. */
export function centreOn(
  map: MapRef,
  point: LatLng,
  { animate = true, minZoom = PLAYER_ZOOM }: { animate?: boolean; minZoom?: number } = {},
): void {
  map.easeTo({
    center: [point.lng, point.lat],
    zoom: Math.max(map.getZoom(), minZoom),
    offset: paddingOffset(visibleMapPadding(map.getMap())),
    duration: animate ? 400 : 0,
  });
}

/** Fits every point into the map's uncovered part (one point: centred on it). */
export function fitPoints(
  map: MapRef,
  points: readonly LatLng[],
  { animate = true }: { animate?: boolean } = {},
): void {
  const bounds = boundsAround(points);
  if (!bounds) return;
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) {
    centreOn(map, { lat: south, lng: west }, { animate });
    return;
  }
  map.fitBounds(bounds, {
    padding: visibleMapPadding(map.getMap(), MARKER_ROOM),
    maxZoom: FIT_MAX_ZOOM,
    duration: animate ? 600 : 0,
  });
}
