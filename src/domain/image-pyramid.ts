/**
 * Large map images as a tile pyramid. Phones draw an image through one WebGL texture, and many
 * cannot hold one larger than 4096 px on a side; a scanned orienteering map is often larger. The
 * server cuts such an image into square tiles at full resolution (level 0) and at every halving
 * (level 1, 2, ...) down to the level where the whole image fits in one tile. Each tile is placed
 * on the map by the same world file as the whole image, so a tile's corners are computed exactly
 * as the image's are (see world-file.ts), and a rotated map stays rotated.
 *
 * Tile URLs fill the template's `{level}`, `{column}` and `{row}` (0-based, rows downwards).
 */
import {
  worldFileCorners,
  type CoordinateSystem,
  type ImageCorners,
  type WorldFile,
} from './world-file';

/** Images with no side larger than this are drawn whole; larger ones are tiled. */
export const MAX_UNTILED_IMAGE_SIDE_PX = 4096;

/** The side of a pyramid tile in pixels (the last column and row may be narrower). */
export const IMAGE_TILE_SIZE_PX = 1024;

export type PyramidLevel = {
  /** 0 is full resolution; each level halves the previous one. */
  level: number;
  /** Full-resolution pixels per pixel of this level: 2^level. */
  factor: number;
  /** This level's image size in its own pixels (rounded up). */
  widthPx: number;
  heightPx: number;
  columns: number;
  rows: number;
};

/** Whether an image of this size is served as a tile pyramid. */
export function needsTiling(widthPx: number, heightPx: number): boolean {
  return Math.max(widthPx, heightPx) > MAX_UNTILED_IMAGE_SIDE_PX;
}

/**
 * The pyramid's levels for an image, finest first, ending with the first level that fits one
 * tile. Empty when the image needs no tiling.
 *
 * @example
 * imagePyramid(6000, 6000).map((l) => [l.widthPx, l.columns]);
 * // [[6000, 6], [3000, 3], [1500, 2], [750, 1]]
 */
export function imagePyramid(widthPx: number, heightPx: number): PyramidLevel[] {
  if (!needsTiling(widthPx, heightPx)) return [];
  const levels: PyramidLevel[] = [];
  for (let level = 0; ; level += 1) {
    const factor = 2 ** level;
    const width = Math.ceil(widthPx / factor);
    const height = Math.ceil(heightPx / factor);
    levels.push({
      level,
      factor,
      widthPx: width,
      heightPx: height,
      columns: Math.ceil(width / IMAGE_TILE_SIZE_PX),
      rows: Math.ceil(height / IMAGE_TILE_SIZE_PX),
    });
    if (Math.max(width, height) <= IMAGE_TILE_SIZE_PX) return levels;
  }
}

/** A tile's rectangle in the level's own pixels: where the server cuts it. */
export function tileRectangle(
  level: PyramidLevel,
  column: number,
  row: number,
): { left: number; top: number; width: number; height: number } {
  const left = column * IMAGE_TILE_SIZE_PX;
  const top = row * IMAGE_TILE_SIZE_PX;
  return {
    left,
    top,
    width: Math.min(IMAGE_TILE_SIZE_PX, level.widthPx - left),
    height: Math.min(IMAGE_TILE_SIZE_PX, level.heightPx - top),
  };
}

/**
 * A tile's WGS84 corners (MapLibre image-source order). The tile covers full-resolution pixels
 * from (left·factor, top·factor) to the image edge or the next tile; the world file of the whole
 * image, shifted to that pixel and scaled by the level's factor, places it.
 */
export function tileCorners(input: {
  worldFile: WorldFile;
  crs: CoordinateSystem;
  imageWidthPx: number;
  imageHeightPx: number;
  level: PyramidLevel;
  column: number;
  row: number;
}): ImageCorners {
  const { worldFile: w, level } = input;
  const rect = tileRectangle(level, input.column, input.row);
  const k = level.factor;
  const col0 = rect.left * k;
  const row0 = rect.top * k;
  // Outer edges in full-resolution pixels, clipped at the image's own edge.
  const right = Math.min((rect.left + rect.width) * k, input.imageWidthPx);
  const bottom = Math.min((rect.top + rect.height) * k, input.imageHeightPx);
  const sx = (right - col0) / rect.width;
  const sy = (bottom - row0) / rect.height;
  // The world file of this tile's own pixels: pixel (c, r) of the tile is full-resolution pixel
  // (col0 - 0.5 + (c + 0.5)·sx, row0 - 0.5 + (r + 0.5)·sy), centre to centre.
  const c0 = col0 - 0.5 + 0.5 * sx;
  const r0 = row0 - 0.5 + 0.5 * sy;
  const tileWorldFile: WorldFile = {
    a: w.a * sx,
    d: w.d * sx,
    b: w.b * sy,
    e: w.e * sy,
    c: w.a * c0 + w.b * r0 + w.c,
    f: w.d * c0 + w.e * r0 + w.f,
  };
  return worldFileCorners({
    worldFile: tileWorldFile,
    widthPx: rect.width,
    heightPx: rect.height,
    crs: input.crs,
  });
}

/** A tile's URL from the map's `imageTileLocation` template. */
export function tileUrl(template: string, level: number, column: number, row: number): string {
  return template
    .replace('{level}', String(level))
    .replace('{column}', String(column))
    .replace('{row}', String(row));
}

/**
 * The zoom from which a level is sharp enough to show, for an image whose full-resolution pixel
 * covers `metresPerPixel` at latitude `lat`: a level is used while one of its pixels covers at
 * most two screen pixels (MapLibre's 512 px world: 40 075 016.7·cos(lat) / 512 / 2^zoom metres
 * per screen pixel). Level 0 is then shown from that zoom on, coarser levels below it.
 */
export function levelMinZoom(metresPerPixel: number, lat: number, level: PyramidLevel): number {
  const metresPerLevelPixel = metresPerPixel * level.factor;
  const worldAtZoom0 = (40_075_016.7 * Math.cos((lat * Math.PI) / 180)) / 512;
  return Math.log2(worldAtZoom0 / (2 * metresPerLevelPixel));
}
