/**
 * Turns an uploaded file into what the map is drawn from. An image no larger than
 * MAX_UNTILED_IMAGE_SIDE_PX on a side is kept as it came. A larger one gets a downscaled whole
 * image fitting that side (for clients that do not read tiles) and the tile pyramid of
 * src/domain/image-pyramid.ts: level 0 at full resolution, each level half the previous (sizes
 * rounded up), 1024 px tiles with the last column and row narrower, down to the first level that
 * fits one tile.
 *
 * The pyramid is cut by libvips' Deep Zoom writer (sharp's `tile()`, no overlap, `onetile`
 * depth), which streams the image once and shrinks it by 2 × 2 averages with the same rounding
 * up; its levels are numbered from the coarsest, so they are renamed to ours, and the result is
 * checked against imagePyramid() before it is accepted.
 *
 * Tiles are PNG: lossless, so the thin lines, small symbols and flat colours of an orienteering
 * map stay crisp (lossy WebP and JPEG blur them and shift the colours by chroma subsampling),
 * it encodes several times faster than lossless WebP at a comparable size, and every browser and
 * WebGL texture upload reads it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { FieldErrorCode } from '../../src/domain/error-codes';
import {
  imagePyramid,
  IMAGE_TILE_SIZE_PX,
  MAX_UNTILED_IMAGE_SIDE_PX,
  needsTiling,
  tileRectangle,
} from '../../src/domain/image-pyramid';
import {
  IMAGE_EXTENSIONS,
  TILE_EXTENSION,
  type ImageExtension,
  type ImageFormat,
} from './map-image-store';

/** Uploads larger than this many pixels are refused (about 14 000 × 14 000). */
export const MAX_IMAGE_PIXELS = 200_000_000;

/** An upload refused for what it is (answered 400 BAD_INPUT on the field `image`). */
export class MapImageRefusal extends Error {
  constructor(readonly reason: FieldErrorCode) {
    super(`map image refused: ${reason}`);
    this.name = 'MapImageRefusal';
  }
}

export interface PreparedMapImage {
  /** The uploaded image's size. */
  width: number;
  height: number;
  format: ImageFormat;
  /** The extension of the whole image written (`image.<extension>`). */
  extension: ImageExtension;
  /** Whether `tiles/` was written. */
  tiled: boolean;
}

function isImageFormat(format: string | undefined): format is ImageFormat {
  return format !== undefined && Object.hasOwn(IMAGE_EXTENSIONS, format);
}

/** A pyramid that does not come out as imagePyramid() says: the server's fault, never the image's. */
class PyramidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PyramidError';
  }
}

/** True for an error of libvips reading the image (not of the file system or our own check). */
function isDecodeError(error: unknown): boolean {
  return (
    error instanceof Error &&
    !(error instanceof PyramidError) &&
    !('code' in error && typeof error.code === 'string')
  );
}

function readImage(file: string, maxPixels: number) {
  return sharp(file, { limitInputPixels: maxPixels, failOn: 'error' });
}

/**
 * Reads the image at `source` (refusing what is not a PNG, JPEG, WebP or GIF that decodes, or is
 * over `maxPixels`) and writes `image.<ext>` and, when it needs tiling, `tiles/` into `dir`.
 * `source` is consumed (moved or left for the caller to delete).
 */
export async function prepareMapImage(
  source: string,
  dir: string,
  options: { maxPixels?: number } = {},
): Promise<PreparedMapImage> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  let metadata: Metadata;
  try {
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch (error) {
    if (isDecodeError(error)) throw new MapImageRefusal(FieldErrorCode.OUT_OF_RANGE);
    throw error;
  }
  const { format, width, height } = metadata;
  if (!isImageFormat(format) || !width || !height) {
    throw new MapImageRefusal(FieldErrorCode.OUT_OF_RANGE);
  }
  if (width * height > maxPixels) throw new MapImageRefusal(FieldErrorCode.OUT_OF_RANGE);
  try {
    if (!needsTiling(width, height)) {
      // Decode it once (small) so a truncated or corrupt file is refused now, not on the map.
      await readImage(source, maxPixels).resize(256, 256, { fit: 'inside' }).raw().toBuffer();
      const extension = IMAGE_EXTENSIONS[format];
      await fs.rename(source, path.join(dir, `image.${extension}`));
      return { width, height, format, extension, tiled: false };
    }
    // Both at once (each pipeline keeps about one core busy); both settle before any failure is
    // reported, so nothing is still writing into `dir` when the caller removes it.
    const [overview, pyramid] = await Promise.allSettled([
      writeOverview(source, dir, format, maxPixels),
      writeTilePyramid(source, path.join(dir, 'tiles'), { width, height, maxPixels }),
    ]);
    if (overview.status === 'rejected') throw overview.reason;
    if (pyramid.status === 'rejected') throw pyramid.reason;
    return { width, height, format, extension: overview.value, tiled: true };
  } catch (error) {
    if (isDecodeError(error)) throw new MapImageRefusal(FieldErrorCode.OUT_OF_RANGE);
    throw error;
  }
}

/** The whole image downscaled to fit MAX_UNTILED_IMAGE_SIDE_PX, in its own kind of format. */
async function writeOverview(
  source: string,
  dir: string,
  format: ImageFormat,
  maxPixels: number,
): Promise<ImageExtension> {
  const side = MAX_UNTILED_IMAGE_SIDE_PX;
  const image = readImage(source, maxPixels).resize(side, side, { fit: 'inside' });
  if (format === 'jpeg') {
    await image.jpeg({ quality: 90 }).toFile(path.join(dir, 'image.jpg'));
    return 'jpg';
  }
  if (format === 'webp') {
    await image.webp({ quality: 90 }).toFile(path.join(dir, 'image.webp'));
    return 'webp';
  }
  // PNG and GIF (a palette of 256 colours would spoil a downscaled map): PNG.
  await image.png().toFile(path.join(dir, 'image.png'));
  return 'png';
}

/**
 * Writes the pyramid of the image at `source` (`width` × `height`) into `tilesDir` as
 * `<level>/<column>_<row>.png`, exactly as imagePyramid() and tileRectangle() lay it out.
 */
export async function writeTilePyramid(
  source: string,
  tilesDir: string,
  image: { width: number; height: number; maxPixels?: number },
): Promise<void> {
  const levels = imagePyramid(image.width, image.height);
  const work = `${tilesDir}.work`;
  await fs.mkdir(work, { recursive: true });
  try {
    await readImage(source, image.maxPixels ?? MAX_IMAGE_PIXELS)
      .png({ compressionLevel: 6 })
      .tile({
        size: IMAGE_TILE_SIZE_PX,
        overlap: 0,
        layout: 'dz',
        depth: 'onetile',
        container: 'fs',
      })
      .toFile(path.join(work, 'pyramid'));
    const written = path.join(work, 'pyramid_files');
    // Deep Zoom numbers its levels from the coarsest: the finest has the largest number.
    const numbers = (await fs.readdir(written, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
      .map((entry) => Number(entry.name))
      .sort((a, b) => b - a);
    if (numbers.length !== levels.length) {
      throw new PyramidError(`tiling made ${numbers.length} levels, expected ${levels.length}`);
    }
    await fs.mkdir(tilesDir, { recursive: true });
    for (const level of levels) {
      const from = path.join(written, String(numbers[level.level]));
      const names = new Set(await fs.readdir(from));
      for (let column = 0; column < level.columns; column += 1) {
        for (let row = 0; row < level.rows; row += 1) {
          if (!names.has(`${column}_${row}.${TILE_EXTENSION}`)) {
            throw new PyramidError(`tiling missed tile ${level.level}/${column}_${row}`);
          }
        }
      }
      if (names.size !== level.columns * level.rows) {
        throw new PyramidError(`tiling made ${names.size} tiles on level ${level.level}`);
      }
      // The far corner tile's size proves the level's size (its rounding) is ours.
      const corner = tileRectangle(level, level.columns - 1, level.rows - 1);
      const last = await sharp(
        path.join(from, `${level.columns - 1}_${level.rows - 1}.${TILE_EXTENSION}`),
      ).metadata();
      if (last.width !== corner.width || last.height !== corner.height) {
        throw new PyramidError(`tiling made level ${level.level} of another size`);
      }
      await fs.rename(from, path.join(tilesDir, String(level.level)));
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
