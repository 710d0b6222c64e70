/**
 * Web Mercator tile math for offline packs ("slippy map" tiles, 256 px, x eastwards and y
 * southwards from the north-west corner, 2^z tiles a side at zoom z): the tile under a position,
 * the tiles covering a bounding box at each zoom, their count, a `{z}/{x}/{y}` template filled
 * in, and the area of a game (its start point and controls plus a margin in metres).
 *
 * The antimeridian is not handled: a box is taken from `west` to `east` with west <= east.
 */
import type { Bounds } from './geohash';
import type { LatLng } from './geo';

/** Web Mercator's latitude limit in degrees: the square world's north and south edges. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

/** Metres per degree of latitude (and of longitude at the equator) used for margins. */
const METRES_PER_DEGREE = 111_320;

/** The side of MapLibre's world tile in pixels: map zoom z shows the world 512·2^z px wide. */
const MAPLIBRE_WORLD_TILE_PX = 512;

/**
 * The tile zoom a raster source of `tileSizePx` tiles is asked for at a map zoom (MapLibre rounds
 * for raster sources): a 256 px source at map zoom 13 gets zoom 14 tiles, at 15.6 zoom 17.
 */
export function tileZoomAt(mapZoom: number, tileSizePx = 256): number {
  return Math.max(0, Math.round(mapZoom + Math.log2(MAPLIBRE_WORLD_TILE_PX / tileSizePx)));
}

/** Web Mercator's equator in metres (WGS84's semi-major axis, which MapLibre projects on). */
const MERCATOR_EQUATOR_METRES = 2 * Math.PI * 6_378_137;

/**
 * Metres on the ground per CSS pixel of a MapLibre map at `mapZoom`, at latitude `lat`: the
 * equator is 512·2^z px wide, and Mercator stretches a parallel by 1 / cos(lat).
 */
export function metresPerMapPixel(lat: number, mapZoom: number): number {
  return (
    (MERCATOR_EQUATOR_METRES * Math.cos((lat * Math.PI) / 180)) /
    (MAPLIBRE_WORLD_TILE_PX * 2 ** mapZoom)
  );
}

/** A tile address. */
export type TileXyz = { z: number; x: number; y: number };

/** The inclusive tile ranges covering a box at one zoom. */
export type TileRange = { z: number; minX: number; maxX: number; minY: number; maxY: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Fractional tile column of a longitude at zoom `z` (0 at 180° W, 2^z at 180° E). */
function tileXFraction(lng: number, z: number): number {
  return ((clamp(lng, -180, 180) + 180) / 360) * 2 ** z;
}

/** Fractional tile row of a latitude at zoom `z` (0 at the north edge, 2^z at the south). */
function tileYFraction(lat: number, z: number): number {
  const phi = (clamp(lat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 2 ** z;
}

/**
 * A position's place on a north-up map at a zoom, in CSS pixels from the world's north-west
 * corner: what lies between two positions on the screen.
 */
export function mapPixels(position: LatLng, zoom: number): { x: number; y: number } {
  return {
    x: tileXFraction(position.lng, zoom) * MAPLIBRE_WORLD_TILE_PX,
    y: tileYFraction(position.lat, zoom) * MAPLIBRE_WORLD_TILE_PX,
  };
}

/**
 * The tile holding a position at zoom `z` (a position on a tile border belongs to the tile east
 * or south of it; the east and south world edges to the last tile).
 *
 * @example
 * tileAt({ lat: 58.46, lng: 8.77 }, 14); // { z: 14, x: 8591, y: 4894 }
 */
export function tileAt(position: LatLng, z: number): TileXyz {
  const last = 2 ** z - 1;
  return {
    z,
    x: clamp(Math.floor(tileXFraction(position.lng, z)), 0, last),
    y: clamp(Math.floor(tileYFraction(position.lat, z)), 0, last),
  };
}

/**
 * The tiles covering a box at zoom `z`. An east or south edge lying exactly on a tile border
 * does not take in the tile beyond it; a box of no width still covers the tile it lies in.
 */
export function tileRange(bounds: Bounds, z: number): TileRange {
  const last = 2 ** z - 1;
  const west = Math.min(bounds.west, bounds.east);
  const east = Math.max(bounds.west, bounds.east);
  const north = Math.max(bounds.north, bounds.south);
  const south = Math.min(bounds.north, bounds.south);
  const minX = clamp(Math.floor(tileXFraction(west, z)), 0, last);
  const minY = clamp(Math.floor(tileYFraction(north, z)), 0, last);
  const maxX = clamp(Math.ceil(tileXFraction(east, z)) - 1, minX, last);
  const maxY = clamp(Math.ceil(tileYFraction(south, z)) - 1, minY, last);
  return { z, minX, maxX, minY, maxY };
}

/** Whole zooms from `minZoom` to `maxZoom` (inclusive); empty when min > max. */
export function zoomsBetween(minZoom: number, maxZoom: number): number[] {
  const zooms: number[] = [];
  for (let z = Math.max(0, Math.ceil(minZoom)); z <= Math.floor(maxZoom); z += 1) zooms.push(z);
  return zooms;
}

/** The number of tiles in a range. */
export function rangeTileCount(range: TileRange): number {
  return (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1);
}

/** How many tiles cover a box at every zoom from `minZoom` to `maxZoom` (one layer). */
export function tileCount(bounds: Bounds, minZoom: number, maxZoom: number): number {
  return zoomsBetween(minZoom, maxZoom).reduce(
    (total, z) => total + rangeTileCount(tileRange(bounds, z)),
    0,
  );
}

/** Every tile covering a box at every zoom from `minZoom` to `maxZoom`, coarsest first. */
export function tilesCovering(bounds: Bounds, minZoom: number, maxZoom: number): TileXyz[] {
  const tiles: TileXyz[] = [];
  for (const z of zoomsBetween(minZoom, maxZoom)) {
    const range = tileRange(bounds, z);
    for (let x = range.minX; x <= range.maxX; x += 1) {
      for (let y = range.minY; y <= range.maxY; y += 1) tiles.push({ z, x, y });
    }
  }
  return tiles;
}

/** A tile URL template (`{z}`, `{x}`, `{y}`, each possibly repeated) filled for one tile. */
export function fillTileTemplate(template: string, tile: TileXyz): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y));
}

/**
 * The box around some positions, grown by `marginMeters` on every side (longitude margin widened
 * by 1/cos(latitude) at the box's latitude farthest from the equator). Null without positions.
 */
export function boundsAround(positions: readonly LatLng[], marginMeters: number): Bounds | null {
  const valid = positions.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
  if (valid.length === 0) return null;
  const lats = valid.map((p) => p.lat);
  const lngs = valid.map((p) => p.lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const widest = Math.min(89, Math.max(Math.abs(south), Math.abs(north)));
  const dLat = marginMeters / METRES_PER_DEGREE;
  const dLng = marginMeters / (METRES_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  return {
    south: clamp(south - dLat, -90, 90),
    north: clamp(north + dLat, -90, 90),
    west: clamp(Math.min(...lngs) - dLng, -180, 180),
    east: clamp(Math.max(...lngs) + dLng, -180, 180),
  };
}

/** The overlap of two boxes, or null when they do not overlap. */
export function intersectBounds(a: Bounds, b: Bounds): Bounds | null {
  const box = {
    south: Math.max(a.south, b.south),
    west: Math.max(a.west, b.west),
    north: Math.min(a.north, b.north),
    east: Math.min(a.east, b.east),
  };
  return box.south <= box.north && box.west <= box.east ? box : null;
}
