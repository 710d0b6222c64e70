/**
 * Georeferencing of image maps: reading a world file and turning it, with the image size and the
 * coordinate system it is written in, into the WGS84 corners a MapLibre image source takes.
 */
import { FieldErrorCode } from './error-codes';
import proj4 from 'proj4';
import type { LatLng } from './geo';
import type { Bounds } from './geohash';

/**
 * The six numbers of a world file (`.jgw`, `.pgw`, `.tfw`, `.wld`), which place an image in a
 * projected or geographic coordinate system. For the centre of the pixel in column `col` and row
 * `row` (0-based, rows counted downwards):
 *
 *   x = a·col + b·row + c
 *   y = d·col + e·row + f
 *
 * The file lists them in the order a, d, b, e, c, f, one per line.
 */
export type WorldFile = {
  /** Line 1 (A): x change per column, the pixel width in map units when not rotated. */
  a: number;
  /** Line 2 (D): y change per column, a rotation term (0 when north-up). */
  d: number;
  /** Line 3 (B): x change per row, a rotation term (0 when north-up). */
  b: number;
  /** Line 4 (E): y change per row, the pixel height, negative for a north-up image. */
  e: number;
  /** Line 5 (C): x of the centre of the top-left pixel. */
  c: number;
  /** Line 6 (F): y of the centre of the top-left pixel. */
  f: number;
};

/**
 * The coordinate systems a map image's world file may be written in: UTM zones 32-35 N (the
 * Nordic countries) on ETRS89 (EPSG:258xx) and on WGS 84 (EPSG:326xx), Web Mercator and WGS 84.
 */
export type CoordinateSystem =
  | 'EPSG:4326'
  | 'EPSG:25832'
  | 'EPSG:25833'
  | 'EPSG:25834'
  | 'EPSG:25835'
  | 'EPSG:32632'
  | 'EPSG:32633'
  | 'EPSG:32634'
  | 'EPSG:32635'
  | 'EPSG:3857';

/**
 * The supported coordinate systems in the order a picker shows them. `epsgName` is the EPSG
 * registry's name of the system (a proper name, not translated).
 */
export const COORDINATE_SYSTEMS: readonly { id: CoordinateSystem; epsgName: string }[] = [
  { id: 'EPSG:25832', epsgName: 'ETRS89 / UTM zone 32N' },
  { id: 'EPSG:25833', epsgName: 'ETRS89 / UTM zone 33N' },
  { id: 'EPSG:25834', epsgName: 'ETRS89 / UTM zone 34N' },
  { id: 'EPSG:25835', epsgName: 'ETRS89 / UTM zone 35N' },
  { id: 'EPSG:32632', epsgName: 'WGS 84 / UTM zone 32N' },
  { id: 'EPSG:32633', epsgName: 'WGS 84 / UTM zone 33N' },
  { id: 'EPSG:32634', epsgName: 'WGS 84 / UTM zone 34N' },
  { id: 'EPSG:32635', epsgName: 'WGS 84 / UTM zone 35N' },
  { id: 'EPSG:4326', epsgName: 'WGS 84' },
  { id: 'EPSG:3857', epsgName: 'WGS 84 / Pseudo-Mercator' },
];

/** True when `value` is one of the supported coordinate system ids. */
export function isCoordinateSystem(value: unknown): value is CoordinateSystem {
  return COORDINATE_SYSTEMS.some((system) => system.id === value);
}

/**
 * proj4 definitions. ETRS89 is treated as equal to WGS84 (they differ by well under a metre in
 * Norway, below the accuracy of a scanned map). EPSG:4326 and EPSG:3857 are built into proj4.
 */
const etrs89Utm = (zone: number) =>
  `+proj=utm +zone=${zone} +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`;
const wgs84Utm = (zone: number) => `+proj=utm +zone=${zone} +datum=WGS84 +units=m +no_defs`;
const PROJ4_DEFINITIONS: Record<Exclude<CoordinateSystem, 'EPSG:4326'>, string> = {
  'EPSG:25832': etrs89Utm(32),
  'EPSG:25833': etrs89Utm(33),
  'EPSG:25834': etrs89Utm(34),
  'EPSG:25835': etrs89Utm(35),
  'EPSG:32632': wgs84Utm(32),
  'EPSG:32633': wgs84Utm(33),
  'EPSG:32634': wgs84Utm(34),
  'EPSG:32635': wgs84Utm(35),
  'EPSG:3857': 'EPSG:3857',
};

type ToLngLat = (x: number, y: number) => [number, number];

function proj4ToLngLat(definition: string): ToLngLat {
  const converter = proj4(definition, 'WGS84');
  return (x, y) => converter.forward<[number, number]>([x, y]);
}

/** Converters to WGS84 [lng, lat], built once. EPSG:4326 is already [lng, lat]. */
const TO_LNG_LAT = {
  'EPSG:4326': (x: number, y: number): [number, number] => [x, y],
  ...Object.fromEntries(
    Object.entries(PROJ4_DEFINITIONS).map(([id, definition]) => [id, proj4ToLngLat(definition)]),
  ),
} as Record<CoordinateSystem, ToLngLat>;

/** The result of reading a world file: the six numbers or a code for the upload form. */
export type ParseWorldFileResult =
  { ok: true; worldFile: WorldFile } | { ok: false; code: typeof FieldErrorCode.BAD_WORLD_FILE };

/** A plain decimal number, optionally with an exponent (world files often use `1.0E-05`). */
const DECIMAL_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a world file: exactly six decimal numbers separated by any whitespace (LF, CRLF, tabs,
 * blank lines, a byte-order mark), in the order A, D, B, E, C, F. Refused with `BAD_WORLD_FILE`
 * when there are more or fewer, when one is not a finite decimal (comma decimals, hex, NaN,
 * Infinity, 1e400), or when the pixel grid is degenerate: a·e − b·d = 0 (for a north-up file that
 * is A = 0 or E = 0). A file rotated by 90° (A = E = 0, B and D non-zero) is accepted.
 *
 * @example
 * parseWorldFile('0.5\r\n0\r\n0\r\n-0.5\r\n486000.25\r\n6480999.75\r\n');
 * // { ok: true, worldFile: { a: 0.5, d: 0, b: 0, e: -0.5, c: 486000.25, f: 6480999.75 } }
 */
export function parseWorldFile(text: string): ParseWorldFileResult {
  const bad = { ok: false, code: FieldErrorCode.BAD_WORLD_FILE } as const;
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  if (tokens.length !== 6 || !tokens.every((token) => DECIMAL_NUMBER.test(token))) return bad;
  const [a = NaN, d = NaN, b = NaN, e = NaN, c = NaN, f = NaN] = tokens.map(Number);
  if (![a, d, b, e, c, f].every(Number.isFinite)) return bad;
  if (a * e - b * d === 0) return bad;
  return { ok: true, worldFile: { a, d, b, e, c, f } };
}

/**
 * Map coordinates of a pixel position (col, row), where integers are pixel centres and
 * −0.5 is the outer edge of the first pixel: x = a·col + b·row + c, y = d·col + e·row + f.
 *
 * @example
 * worldFilePixelToMap({ a: 2, d: 0, b: 0, e: -2, c: 481, f: 6479999 }, { col: -0.5, row: -0.5 });
 * // { x: 480000, y: 6480000 }
 */
export function worldFilePixelToMap(
  worldFile: WorldFile,
  pixel: { col: number; row: number },
): { x: number; y: number } {
  const { a, b, c, d, e, f } = worldFile;
  return {
    x: a * pixel.col + b * pixel.row + c,
    y: d * pixel.col + e * pixel.row + f,
  };
}

/** Four [lng, lat] corners in MapLibre image-source order: top-left, top-right, bottom-right, bottom-left. */
export type ImageCorners = [[number, number], [number, number], [number, number], [number, number]];

/**
 * The WGS84 corners of a georeferenced image, for a MapLibre image source. The corners are the
 * outer edges of the image, half a pixel outside the pixel centres the world file describes:
 * top-left (−0.5, −0.5), top-right (width − 0.5, −0.5), bottom-right (width − 0.5, height − 0.5),
 * bottom-left (−0.5, height − 0.5) in (col, row), each taken through the world file and then
 * projected from `crs` to WGS84. Rotation terms are honoured, so a rotated file gives a rotated
 * quadrilateral.
 *
 * @example
 * // 1000 × 500 px of 0.001°, first pixel centre at 8.0005 E, 58.9995 N:
 * worldFileCorners({
 *   worldFile: { a: 0.001, d: 0, b: 0, e: -0.001, c: 8.0005, f: 58.9995 },
 *   widthPx: 1000, heightPx: 500, crs: 'EPSG:4326',
 * });
 * // [[8, 59], [9, 59], [9, 58.5], [8, 58.5]]
 */
export function worldFileCorners(input: {
  worldFile: WorldFile;
  widthPx: number;
  heightPx: number;
  crs: CoordinateSystem;
}): ImageCorners {
  const toLngLat = TO_LNG_LAT[input.crs];
  const corner = (col: number, row: number): [number, number] => {
    const { x, y } = worldFilePixelToMap(input.worldFile, { col, row });
    return toLngLat(x, y);
  };
  const right = input.widthPx - 0.5;
  const bottom = input.heightPx - 0.5;
  return [corner(-0.5, -0.5), corner(right, -0.5), corner(right, bottom), corner(-0.5, bottom)];
}

/**
 * The smallest WGS84 box holding all four corners: south = min lat, west = min lng, north = max
 * lat, east = max lng. Not meant for images crossing the antimeridian.
 */
export function cornersBounds(corners: ImageCorners): Bounds {
  const lngs = corners.map(([lng]) => lng);
  const lats = corners.map(([, lat]) => lat);
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}

/**
 * The image's centre point (the map's "centre point for distance measure"): the mean of the four
 * corners' latitudes and longitudes. For a north-up image that is the middle of its bounds; for a
 * rotated one it is still the middle of the image, which the bounds' middle is not quite.
 *
 * @example
 * cornersCentre([[8, 59], [9, 59], [9, 58.5], [8, 58.5]]); // { lat: 58.75, lng: 8.5 }
 */
export function cornersCentre(corners: ImageCorners): LatLng {
  const sum = corners.reduce(
    (total, [lng, lat]) => ({ lat: total.lat + lat, lng: total.lng + lng }),
    { lat: 0, lng: 0 },
  );
  return { lat: sum.lat / 4, lng: sum.lng / 4 };
}
