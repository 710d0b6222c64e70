/**
 * Geohashes for location queries: a game's start hash (precision 10) and the cells a map area
 * search queries by prefix (precision 4, from zoom 11, at most `MAP_SEARCH_MAX_CELLS` cells).
 */
import ngeohash from 'ngeohash';
import type { LatLng } from './geo';
import { MAP_SEARCH_GEOHASH_PRECISION } from './geohash-precision';

/** Geohash length stored as a game's `startGeoHash` (a cell of about 1.2 m × 0.6 m). */
export const GAME_START_GEOHASH_PRECISION = 10;

// In a module of its own (with no geohash library) for code that needs only the number, such as
// the score screen's search parameters, which every page loads with the route tree.
export { MAP_SEARCH_GEOHASH_PRECISION };

/** The map area search is offered only from this zoom level on (seed: zoom >= 11). */
export const MAP_SEARCH_MIN_ZOOM = 11;

/**
 * The most precision-4 cells one map area search may query (one request per cell, each up to 100
 * results); a viewport needing more gets the "search area too big, zoom in" warning.
 *
 * Why 9, a 3 × 3 block: at zoom 11 a Full HD screen (1920 × 1080 CSS px, MapLibre 512 px tiles,
 * 40 075 016.7 · cos φ / (512 · 2^z) m/px) shows about 38 km × 22 km at 58.5° N, which touches at
 * most 3 × 3 cells of 20.4 km × 19.5 km however it is placed; the same holds at 70° N (about
 * 25 km wide against 13.4 km cells). So any common screen at zoom >= 11 passes, and a wider area
 * (a 4K screen at zoom 11, or bounds made up by hand) is refused before sending 10+ requests.
 */
export const MAP_SEARCH_MAX_CELLS = 9;

/** A WGS84 bounding box in decimal degrees (MapLibre `getBounds()` order: south-west, north-east). */
export type Bounds = { south: number; west: number; north: number; east: number };

/**
 * The box's edge as a closed ring of [lng, lat] corners (GeoJSON order), anticlockwise from the
 * south-west corner and back to it: a polygon's ring or an outline's line.
 */
export function boundsRing({ south, west, north, east }: Bounds): [number, number][] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/**
 * The geohash of a game's start point, precision 10 (base-32 interleaved longitude/latitude bits,
 * longitude first; a coordinate exactly on a cell edge falls in the south/west cell).
 *
 * @example
 * startGeoHash({ lat: 57.64911, lng: 10.40744 }); // 'u4pruydqqv' (Wikipedia's example hash, cut to 10)
 */
export function startGeoHash(point: LatLng): string {
  return ngeohash.encode(point.lat, point.lng, GAME_START_GEOHASH_PRECISION);
}

type LngRange = { west: number; east: number };

/**
 * Splits a longitude span into ranges within [-180, 180]. A span whose east is less than its west
 * crosses the antimeridian (GeoJSON convention); a span beyond ±180 (MapLibre's unwrapped bounds)
 * is wrapped; a span of 360° or more is the whole world.
 */
function longitudeRanges(west: number, east: number): LngRange[] {
  const spanDegrees = east >= west ? east - west : east + 360 - west;
  if (spanDegrees >= 360) return [{ west: -180, east: 180 }];
  const wrappedWest =
    west >= -180 && west <= 180 ? west : ((((west + 180) % 360) + 360) % 360) - 180;
  const wrappedEast = wrappedWest + spanDegrees;
  if (wrappedEast <= 180) return [{ west: wrappedWest, east: wrappedEast }];
  return [
    { west: wrappedWest, east: 180 },
    { west: -180, east: wrappedEast - 360 },
  ];
}

function clampLatitude(lat: number): number {
  return Math.min(90, Math.max(-90, lat));
}

/** Number of cells of one longitude range, counted the way `ngeohash.bboxes` steps them. */
function cellCountOfRange(
  south: number,
  north: number,
  range: LngRange,
  precision: number,
): number {
  const [swMinLat, swMinLng, swMaxLat, swMaxLng] = ngeohash.decode_bbox(
    ngeohash.encode(south, range.west, precision),
  );
  const [neMinLat, neMinLng] = ngeohash.decode_bbox(ngeohash.encode(north, range.east, precision));
  const rows = Math.round((neMinLat - swMinLat) / (swMaxLat - swMinLat)) + 1;
  const columns = Math.round((neMinLng - swMinLng) / (swMaxLng - swMinLng)) + 1;
  return rows * columns;
}

/**
 * How many geohash cells of `precision` characters cover `bounds`, without listing them (a wide
 * box at a fine precision would be millions of cells). 0 when a coordinate is not finite.
 */
export function geohashCellCount(bounds: Bounds, precision: number): number {
  if (![bounds.south, bounds.west, bounds.north, bounds.east].every(Number.isFinite)) return 0;
  const south = clampLatitude(Math.min(bounds.south, bounds.north));
  const north = clampLatitude(Math.max(bounds.south, bounds.north));
  return longitudeRanges(bounds.west, bounds.east).reduce(
    (total, range) => total + cellCountOfRange(south, north, range, precision),
    0,
  );
}

/**
 * The geohash cells of `precision` characters that together cover `bounds`, sorted and unique
 * (`ngeohash.bboxes(south, west, north, east, precision)` per longitude range). Latitudes are
 * clamped to ±90 and south/north may come in either order; longitudes follow the antimeridian
 * rules of MapLibre and GeoJSON. Empty when a coordinate is not finite.
 *
 * @example
 * // A box around Arendal crossing the cell edge at 8.7890625° E:
 * geohashCellsCovering({ south: 58.45, west: 8.7, north: 58.5, east: 8.85 }, 4); // ['u4qh', 'u4qk']
 */
export function geohashCellsCovering(bounds: Bounds, precision: number): string[] {
  if (![bounds.south, bounds.west, bounds.north, bounds.east].every(Number.isFinite)) return [];
  const south = clampLatitude(Math.min(bounds.south, bounds.north));
  const north = clampLatitude(Math.max(bounds.south, bounds.north));
  const cells = longitudeRanges(bounds.west, bounds.east).flatMap((range) =>
    ngeohash.bboxes(south, range.west, north, range.east, precision),
  );
  return [...new Set(cells)].sort();
}

/** What the map area search should do for the current viewport. */
export type MapSearchCells = { kind: 'cells'; cells: string[] } | { kind: 'zoom-in' };

/**
 * The precision-4 cells to search for the viewport, or `zoom-in` (the "search area too big"
 * warning, `MAP_SEARCH_AREA_TOO_LARGE`) when zoom < 11 (a missing or NaN zoom counts as too low)
 * or the viewport needs more than `MAP_SEARCH_MAX_CELLS` cells.
 *
 * @example
 * mapSearchCells({ bounds: { south: 58.45, west: 8.7, north: 58.5, east: 8.85 }, zoom: 12 });
 * // { kind: 'cells', cells: ['u4qh', 'u4qk'] }
 * mapSearchCells({ bounds: { south: 58.45, west: 8.7, north: 58.5, east: 8.85 }, zoom: 10.99 });
 * // { kind: 'zoom-in' }
 */
export function mapSearchCells(input: { bounds: Bounds; zoom: number }): MapSearchCells {
  if (!(input.zoom >= MAP_SEARCH_MIN_ZOOM)) return { kind: 'zoom-in' };
  if (geohashCellCount(input.bounds, MAP_SEARCH_GEOHASH_PRECISION) > MAP_SEARCH_MAX_CELLS) {
    return { kind: 'zoom-in' };
  }
  return {
    kind: 'cells',
    cells: geohashCellsCovering(input.bounds, MAP_SEARCH_GEOHASH_PRECISION),
  };
}
