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
  map.fitBounds(bounds, { ...fitOptions(map), duration: animate ? 600 : 0 });
}

/**
 * The least zoom a fit of a level shows the player at: about 4 km across a phone. A position
 * farther from the level's controls (a code punched from a fix elsewhere) would zoom the map out
 * to the region (zoom 8 for 60 km): the controls alone are fitted then.
 */
export const LEVEL_FIT_MIN_ZOOM = 13;

/**
 * Fits the player and the level's open controls into the map's uncovered part, or the controls
 * alone when the player is too far from them to show both at LEVEL_FIT_MIN_ZOOM or closer.
 */
export function fitLevel(
  map: MapRef,
  controls: readonly LatLng[],
  player: LatLng | null,
  { animate = true }: { animate?: boolean } = {},
): void {
  if (player === null || controls.length === 0) {
    fitPoints(map, player ? [player] : controls, { animate });
    return;
  }
  const bounds = boundsAround([...controls, player]);
  const camera = bounds && map.getMap().cameraForBounds(bounds, fitOptions(map));
  const playerNear = camera?.zoom === undefined || camera.zoom >= LEVEL_FIT_MIN_ZOOM;
  fitPoints(map, playerNear ? [...controls, player] : controls, { animate });
}

function fitOptions(map: MapRef) {
  return { padding: visibleMapPadding(map.getMap(), MARKER_ROOM), maxZoom: FIT_MAX_ZOOM };
}
