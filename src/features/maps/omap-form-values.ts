/**
 * The map form's values (what the inputs hold, as text) and their check: the domain's map schema
 * (`omapSchema`) for the fields, plus the image map's own parts: the image must be chosen, and
 * the world file's six numbers, when given, must form a valid world file. An image placed by its
 * world file takes its bounding box from its corners, as the server computes it.
 */
import * as v from 'valibot';
import type { Omap, OmapWriteInput } from '../../api/maps-api';
import { FieldErrorCode } from '../../domain/error-codes';
import type { Bounds } from '../../domain/geohash';
import { fieldErrors } from '../../domain/schemas/field-errors';
import type { Visibility } from '../../domain/schemas/field-schemas';
import { omapSchema, type OmapSourceType } from '../../domain/schemas/omap';
import {
  cornersBounds,
  isCoordinateSystem,
  parseWorldFile,
  worldFileCorners,
  type CoordinateSystem,
  type ImageCorners,
  type WorldFile,
} from '../../domain/world-file';
import type { FormCheck } from '../../ui/use-validated-form';

/** The six world-file numbers in the file's order: A, D, B, E, C, F. */
export type WorldFileTexts = [string, string, string, string, string, string];

export const BOX_FIELDS = ['bottomLeftLat', 'bottomLeftLng', 'topRightLat', 'topRightLng'] as const;
export type BoxField = (typeof BOX_FIELDS)[number];

export interface OmapFormValues {
  name: string;
  sourceType: OmapSourceType;
  state: Visibility;
  tileLocation: string;
  attribution: string;
  primaryMap: boolean;
  minZoom: string;
  maxZoom: string;
  bottomLeftLat: string;
  bottomLeftLng: string;
  topRightLat: string;
  topRightLng: string;
  worldFile: WorldFileTexts;
  coordinateSystem: CoordinateSystem;
}

/** The image of an image map (a file chosen now, or the one stored) and its size when known. */
export interface FormImage {
  size: { widthPx: number; heightPx: number } | null;
}

/** Shown in the tile location's hint (not words: the same in every language). */
export const TILE_PLACEHOLDERS = '{z}, {x}, {y}';
export const TILE_LOCATION_EXAMPLE = 'https://tiles.example.org/map/{z}/{x}/{y}.png';
export const TILE_FOLDER_EXAMPLE = 'https://tiles.example.org/map';

export const DEFAULT_MIN_ZOOM = 10;
export const DEFAULT_MAX_ZOOM = 20;

const EMPTY_WORLD_FILE: WorldFileTexts = ['', '', '', '', '', ''];

export function emptyOmapForm(): OmapFormValues {
  return {
    name: '',
    sourceType: 'image',
    state: 'PRIVATE',
    tileLocation: '',
    attribution: '',
    primaryMap: false,
    minZoom: String(DEFAULT_MIN_ZOOM),
    maxZoom: String(DEFAULT_MAX_ZOOM),
    bottomLeftLat: '',
    bottomLeftLng: '',
    topRightLat: '',
    topRightLng: '',
    worldFile: EMPTY_WORLD_FILE,
    coordinateSystem: 'EPSG:25832',
  };
}

const text = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The six numbers of a world file as the form's texts. */
export function worldFileTexts(worldFile: WorldFile): WorldFileTexts {
  return [worldFile.a, worldFile.d, worldFile.b, worldFile.e, worldFile.c, worldFile.f].map(
    String,
  ) as WorldFileTexts;
}

/** A stored map in the form. */
export function omapFormValues(omap: Omap): OmapFormValues {
  const numbers = omap.worldFile;
  return {
    name: omap.name,
    sourceType: omap.sourceType === 'tiles' ? 'tiles' : 'image',
    state: omap.state === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    tileLocation: text(omap.tileLocation),
    attribution: text(omap.attribution),
    primaryMap: omap.primaryMap,
    minZoom: text(omap.minZoom ?? DEFAULT_MIN_ZOOM),
    maxZoom: text(omap.maxZoom ?? DEFAULT_MAX_ZOOM),
    bottomLeftLat: text(omap.bottomLeftLat),
    bottomLeftLng: text(omap.bottomLeftLng),
    topRightLat: text(omap.topRightLat),
    topRightLng: text(omap.topRightLng),
    worldFile:
      numbers?.length === 6 ? (numbers.map((n) => text(n)) as WorldFileTexts) : EMPTY_WORLD_FILE,
    coordinateSystem: isCoordinateSystem(omap.coordinateSystem)
      ? omap.coordinateSystem
      : 'EPSG:25832',
  };
}

export type WorldFileState =
  { kind: 'none' } | { kind: 'bad' } | { kind: 'ok'; worldFile: WorldFile; numbers: number[] };

/** The typed world file: none (all six blank), bad, or the parsed numbers. */
export function readWorldFileTexts(texts: readonly string[]): WorldFileState {
  if (texts.every((t) => t.trim() === '')) return { kind: 'none' };
  if (texts.some((t) => t.trim() === '')) return { kind: 'bad' };
  const parsed = parseWorldFile(texts.map((t) => t.trim()).join('\n'));
  if (!parsed.ok) return { kind: 'bad' };
  return { kind: 'ok', worldFile: parsed.worldFile, numbers: texts.map((t) => Number(t.trim())) };
}

/** The WGS84 corners of the form's image, when its world file and size are known. */
export function formImageCorners(
  values: OmapFormValues,
  image: FormImage | null,
): ImageCorners | null {
  const size = image?.size;
  if (values.sourceType !== 'image' || !size) return null;
  const worldFile = readWorldFileTexts(values.worldFile);
  if (worldFile.kind !== 'ok') return null;
  const corners = worldFileCorners({
    worldFile: worldFile.worldFile,
    widthPx: size.widthPx,
    heightPx: size.heightPx,
    crs: values.coordinateSystem,
  });
  return corners.flat().every(Number.isFinite) ? corners : null;
}

/** The bounding box texts around the image's corners (what the server stores for it). */
export function boxFromCorners(corners: ImageCorners): Record<BoxField, string> {
  const bounds = cornersBounds(corners);
  return {
    bottomLeftLat: String(bounds.south),
    bottomLeftLng: String(bounds.west),
    topRightLat: String(bounds.north),
    topRightLng: String(bounds.east),
  };
}

/** The bounding box as typed, when its four numbers are there. */
export function boxBounds(values: OmapFormValues): Bounds | null {
  const [south, west, north, east] = BOX_FIELDS.map((field) =>
    values[field].trim() === '' ? NaN : Number(values[field]),
  );
  if (![south, west, north, east].every((n) => Number.isFinite(n))) return null;
  return { south: south ?? NaN, west: west ?? NaN, north: north ?? NaN, east: east ?? NaN };
}

/** What a checked form saves: the map's fields (its image's location comes from the upload). */
export type OmapFormCheck = FormCheck<Omit<OmapWriteInput, 'imageLocation'>>;

/**
 * Checks the form. `image` is the chosen or stored image (null when there is none yet). Errors
 * are keyed by the schema's field names, plus `image` (REQUIRED) and `worldFile` (BAD_WORLD_FILE).
 */
export function checkOmapForm(values: OmapFormValues, image: FormImage | null): OmapFormCheck {
  const isImage = values.sourceType === 'image';
  const worldFile = isImage ? readWorldFileTexts(values.worldFile) : { kind: 'none' as const };
  const corners = formImageCorners(values, image);
  const result = v.safeParse(omapSchema, {
    ...values,
    // An image map sends no tile address, so a left-over one from the tiles choice is not checked.
    ...(isImage ? { tileLocation: '' } : {}),
    ...(corners ? boxFromCorners(corners) : {}),
  });
  const errors: Partial<Record<string, FieldErrorCode>> = { ...fieldErrors(result) };
  if (isImage && !image) errors.image = FieldErrorCode.REQUIRED;
  if (worldFile.kind === 'bad') errors.worldFile = FieldErrorCode.BAD_WORLD_FILE;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const valid = result.output;
  const box = {
    bottomLeftLat: valid.bottomLeftLat,
    bottomLeftLng: valid.bottomLeftLng,
    topRightLat: valid.topRightLat,
    topRightLng: valid.topRightLng,
  };
  const size = image?.size;
  return {
    ok: true,
    value: {
      name: valid.name,
      sourceType: valid.sourceType,
      state: valid.state,
      tileLocation: isImage ? null : valid.tileLocation,
      attribution: valid.attribution,
      primaryMap: valid.primaryMap,
      minZoom: valid.minZoom,
      maxZoom: valid.maxZoom,
      // An image placed by its world file and size: the server computes the box from its
      // corners. Without the size the box is sent as typed.
      ...(worldFile.kind === 'ok'
        ? {
            worldFile: worldFile.numbers,
            coordinateSystem: values.coordinateSystem,
            ...(size ? { imageWidth: size.widthPx, imageHeight: size.heightPx } : box),
          }
        : { ...box, worldFile: null, coordinateSystem: null }),
    },
  };
}

/** The server's field path (`input.name`) as the form's field name (`name`). */
export function formFieldOfApiPath(path: string): string {
  const field = path.replace(/^input\./, '');
  if (field === 'imageLocation' || field === 'imageWidth' || field === 'imageHeight') {
    return 'image';
  }
  return field;
}

/** What the file inputs accept. */
export const KMZ_ACCEPT = '.kmz,application/vnd.google-earth.kmz';
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const WORLD_FILE_ACCEPT = '.pgw,.jgw,.wld,.tfw,.pngw,.jpgw,.gfw,.tifw,.txt';

/** How the bounding box being edited is outlined on the preview map. */
export const BOX_OUTLINE_PAINT = {
  'line-color': '#b00020',
  'line-width': 2,
  'line-dasharray': [2, 1],
};
