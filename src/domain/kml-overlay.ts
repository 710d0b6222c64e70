/**
 * KML ground overlays (the image map of a KMZ file) as world files. A GroundOverlay places its
 * image either by a `LatLonBox` (north, south, east, west in degrees, plus an optional `rotation`
 * in degrees counter-clockwise about the box's centre) or by a `gx:LatLonQuad` (the image's four
 * corners, counter-clockwise from the bottom-left). Both are turned into a world file in EPSG:4326
 * for an image of a given size, so an imported overlay is stored and drawn like any image map
 * (see world-file.ts).
 *
 * A box, rotated or not, is a parallelogram, so its world file is exact. A quad need not be one;
 * its world file is the least-squares affine fit of the four corners.
 */
import type { WorldFile } from './world-file';

/** A KML `LatLonBox`: edges in degrees, rotation in degrees counter-clockwise (0 when absent). */
export type LatLonBox = {
  north: number;
  south: number;
  east: number;
  west: number;
  rotation: number;
};

/** [lng, lat] of the image's four outer corners: bottom-left, bottom-right, top-right, top-left. */
export type LatLonQuad = [[number, number], [number, number], [number, number], [number, number]];

/**
 * The outer corners of a `LatLonBox` image in `LatLonQuad` order (counter-clockwise from the
 * bottom-left), turned by the box's rotation about its centre. The turn is made on the ground, as
 * Google Earth shows it: longitudes are scaled by the cosine of the centre's latitude first, so a
 * rotated map keeps its right angles (a turn in plain degrees would shear it, since a degree of
 * longitude is shorter than one of latitude away from the equator).
 *
 * @example
 * latLonBoxCorners({ north: 59, south: 58, east: 9, west: 8, rotation: 0 });
 * // [[8, 58], [9, 58], [9, 59], [8, 59]]
 */
export function latLonBoxCorners(box: LatLonBox): LatLonQuad {
  const cx = (box.east + box.west) / 2;
  const cy = (box.north + box.south) / 2;
  const angle = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const k = Math.cos((cy * Math.PI) / 180);
  const turn = (lng: number, lat: number): [number, number] => {
    // Unrotated corners are kept as given (no rounding through the centre).
    if (box.rotation % 360 === 0) return [lng, lat];
    const x = (lng - cx) * k;
    const y = lat - cy;
    return [cx + (x * cos - y * sin) / k, cy + x * sin + y * cos];
  };
  return [
    turn(box.west, box.south),
    turn(box.east, box.south),
    turn(box.east, box.north),
    turn(box.west, box.north),
  ];
}

/**
 * The EPSG:4326 world file that places an image of `widthPx` × `heightPx` on the four corners:
 * the least-squares affine map from the image's outer corners (pixel edges −0.5 and size − 0.5)
 * to the given longitudes and latitudes. Exact when the corners form a parallelogram.
 *
 * @example
 * worldFileFromQuad([[8, 58], [9, 58], [9, 59], [8, 59]], 1000, 500);
 * // { a: 0.001, d: 0, b: 0, e: -0.002, c: 8.0005, f: 58.999 }
 */
export function worldFileFromQuad(quad: LatLonQuad, widthPx: number, heightPx: number): WorldFile {
  const [bl, br, tr, tl] = quad;
  // The four corners sit at (±W/2, ±H/2) around the image's centre, so the fit's columns are
  // orthogonal: each term is a plain difference of the corner sums.
  const perColumn = (i: 0 | 1) => (br[i] + tr[i] - (bl[i] + tl[i])) / (2 * widthPx);
  const perRow = (i: 0 | 1) => (bl[i] + br[i] - (tl[i] + tr[i])) / (2 * heightPx);
  const mean = (i: 0 | 1) => (bl[i] + br[i] + tr[i] + tl[i]) / 4;
  const a = perColumn(0);
  const d = perColumn(1);
  const b = perRow(0);
  const e = perRow(1);
  // The centre of the top-left pixel is (W − 1)/2 columns and (H − 1)/2 rows from the middle.
  const dc = (widthPx - 1) / 2;
  const dr = (heightPx - 1) / 2;
  return { a, d, b, e, c: mean(0) - a * dc - b * dr, f: mean(1) - d * dc - e * dr };
}

/** The EPSG:4326 world file of a `LatLonBox` image of the given size (exact, rotation kept). */
export function worldFileFromLatLonBox(
  box: LatLonBox,
  widthPx: number,
  heightPx: number,
): WorldFile {
  return worldFileFromQuad(latLonBoxCorners(box), widthPx, heightPx);
}

/**
 * Reads the text of a `gx:LatLonQuad`'s `coordinates`: four `lng,lat[,alt]` tuples separated by
 * white space. Null when there are not exactly four, or a number is not finite or out of range.
 *
 * @example
 * parseLatLonQuad('8,58 9,58,0 9,59 8,59'); // [[8, 58], [9, 58], [9, 59], [8, 59]]
 */
export function parseLatLonQuad(text: string): LatLonQuad | null {
  const tuples = text.trim().split(/\s+/);
  if (tuples.length !== 4) return null;
  const points: [number, number][] = [];
  for (const tuple of tuples) {
    const parts = tuple.split(',');
    if (parts.length < 2 || parts.length > 3) return null;
    const [lng, lat] = parts.map(Number);
    if (lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat)) {
      return null;
    }
    if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
    points.push([lng, lat]);
  }
  const [p0, p1, p2, p3] = points;
  return p0 && p1 && p2 && p3 ? [p0, p1, p2, p3] : null;
}

/**
 * A `LatLonBox` from its elements' texts (missing rotation is 0). Null when an edge is missing or
 * not a number, out of range, or when north <= south or east <= west.
 */
export function readLatLonBox(texts: {
  north: string | null;
  south: string | null;
  east: string | null;
  west: string | null;
  rotation: string | null;
}): LatLonBox | null {
  const number = (text: string | null): number =>
    text === null || text.trim() === '' ? NaN : Number(text.trim());
  const north = number(texts.north);
  const south = number(texts.south);
  const east = number(texts.east);
  const west = number(texts.west);
  const rotation =
    texts.rotation === null || texts.rotation.trim() === '' ? 0 : number(texts.rotation);
  if (![north, south, east, west, rotation].every(Number.isFinite)) return null;
  if (Math.abs(north) > 90 || Math.abs(south) > 90) return null;
  if (Math.abs(east) > 180 || Math.abs(west) > 180) return null;
  if (north <= south || east <= west) return null;
  return { north, south, east, west, rotation };
}
