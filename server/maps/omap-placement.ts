/**
 * Where a map lies: its bounding box, its centre (the seed's "centre point for distance measure")
 * and the precision-10 geohash of that centre, which the map area search finds by its precision-4
 * prefix. Every rule is the domain's (geohash.ts, world-file.ts); this module only reads the API
 * input into them.
 *
 * An image map may be placed by its world file: `worldFile` (the six numbers in the file's order
 * A, D, B, E, C, F) with its `coordinateSystem`. The corners can only be computed when the image
 * size (`imageWidth`, `imageHeight`, pixels) is known: for an image uploaded to this server the
 * service reads it from the upload's manifest, for an image elsewhere the caller sends it. Then,
 * when the bounding box is left out, it is the box around the corners, and the centre is the
 * corners' centre (right for rotated images too). Without the size, the bounding box is required
 * as for any map and the centre is its middle.
 */
import { FieldErrorCode } from '../../src/domain/error-codes';
import type { LatLng } from '../../src/domain/geo';
import { startGeoHash } from '../../src/domain/geohash';
import {
  cornersBounds,
  cornersCentre,
  isCoordinateSystem,
  parseWorldFile,
  worldFileCorners,
  type ImageCorners,
} from '../../src/domain/world-file';
import { fieldRefusal } from '../graphql/input-validation';

/** The largest image side accepted, in pixels (a sanity bound, far above any scanned map). */
const MAX_IMAGE_SIDE_PX = 1_000_000;

export interface ImagePlacementInput {
  worldFile?: (number | null)[] | null;
  coordinateSystem?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
}

export interface ImagePlacement {
  /** The world file's six numbers (A, D, B, E, C, F), or null. */
  worldFile: number[] | null;
  coordinateSystem: string | null;
  /** The image size in pixels (both or neither). */
  imageWidth: number | null;
  imageHeight: number | null;
  /** The image's WGS84 corners, when the world file, its system and the image size are known. */
  corners: ImageCorners | null;
}

function imageSide(field: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_IMAGE_SIDE_PX) {
    throw fieldRefusal(`input.${field}`, FieldErrorCode.OUT_OF_RANGE);
  }
  return value;
}

function inWorld(corners: ImageCorners): boolean {
  return corners.every(
    ([lng, lat]) =>
      Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
  );
}

/**
 * Reads the world file, its coordinate system and the image size. Refusals: a world file that is
 * not six numbers forming a valid pixel grid, or whose image falls outside the world, is BAD_INPUT
 * BAD_WORLD_FILE; a coordinate system that is not supported is BAD_INPUT OUT_OF_RANGE, and a
 * missing one with a world file is MISSING_FIELD; an image size needs both sides (whole pixels,
 * 1..1 000 000) and a world file.
 */
export function readImagePlacement(input: ImagePlacementInput): ImagePlacement {
  const numbers = input.worldFile ?? null;
  let worldFile = null;
  if (numbers !== null) {
    const parsed =
      numbers.length === 6 && numbers.every((n) => typeof n === 'number')
        ? parseWorldFile(numbers.join('\n'))
        : null;
    if (!parsed?.ok) throw fieldRefusal('input.worldFile', FieldErrorCode.BAD_WORLD_FILE);
    worldFile = parsed.worldFile;
  }
  const coordinateSystem = input.coordinateSystem ?? null;
  if (coordinateSystem !== null && !isCoordinateSystem(coordinateSystem)) {
    throw fieldRefusal('input.coordinateSystem', FieldErrorCode.OUT_OF_RANGE);
  }
  if (worldFile && coordinateSystem === null) {
    throw fieldRefusal('input.coordinateSystem', FieldErrorCode.REQUIRED);
  }
  const widthPx = imageSide('imageWidth', input.imageWidth);
  const heightPx = imageSide('imageHeight', input.imageHeight);
  if ((widthPx === null) !== (heightPx === null)) {
    throw fieldRefusal(
      widthPx === null ? 'input.imageWidth' : 'input.imageHeight',
      FieldErrorCode.REQUIRED,
    );
  }
  if (widthPx !== null && !worldFile)
    throw fieldRefusal('input.worldFile', FieldErrorCode.REQUIRED);
  let corners: ImageCorners | null = null;
  if (worldFile && isCoordinateSystem(coordinateSystem) && widthPx !== null && heightPx !== null) {
    corners = worldFileCorners({ worldFile, widthPx, heightPx, crs: coordinateSystem });
    if (!inWorld(corners)) throw fieldRefusal('input.worldFile', FieldErrorCode.BAD_WORLD_FILE);
  }
  return {
    worldFile: worldFile && (numbers as number[]),
    coordinateSystem,
    imageWidth: widthPx,
    imageHeight: heightPx,
    corners,
  };
}

export interface BoundingBox {
  bottomLeftLat: number;
  bottomLeftLng: number;
  topRightLat: number;
  topRightLng: number;
}

/** The bounding box around an image's corners, in the map's field names. */
export function cornersBoundingBox(corners: ImageCorners): BoundingBox {
  const { south, west, north, east } = cornersBounds(corners);
  return { bottomLeftLat: south, bottomLeftLng: west, topRightLat: north, topRightLng: east };
}

/** The map's centre and its geohash (precision 10, as a game's start). */
export function omapCentre(
  box: BoundingBox,
  corners: ImageCorners | null,
): { centreLat: number; centreLng: number; geoHash: string } {
  const centre: LatLng = corners
    ? cornersCentre(corners)
    : {
        lat: (box.bottomLeftLat + box.topRightLat) / 2,
        lng: (box.bottomLeftLng + box.topRightLng) / 2,
      };
  return { centreLat: centre.lat, centreLng: centre.lng, geoHash: startGeoHash(centre) };
}
