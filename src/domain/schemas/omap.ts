import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import {
  VISIBILITIES,
  flag,
  latitude,
  longitude,
  optionalText,
  requiredChoice,
  requiredNumber,
  requiredText,
} from './field-schemas';
import { hasTilePlaceholders, isSeedTileFolder } from '../tile-location';

/** How a map's picture is served: one georeferenced image, or a tile service. */
export const OMAP_SOURCE_TYPES = ['image', 'tiles'] as const;
export type OmapSourceType = (typeof OMAP_SOURCE_TYPES)[number];

/** Zoom limits a map may set (web-map zoom levels). */
export const OMAP_ZOOM_MIN = 0;
export const OMAP_ZOOM_MAX = 22;

/** http(s)://, a host name (letters of any script, digits, dots, hyphens) or [IPv6], a port. */
const WEB_URL =
  /^https?:\/\/(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * True when `text` is an absolute http or https URL with a host and no user name or password in
 * it, e.g. `https://kart.example.org/map.png`. Any other scheme (`javascript:`, `data:`, `file:`)
 * is refused.
 */
export function isWebUrl(text: string): boolean {
  return WEB_URL.test(text);
}

/**
 * The server's own folders a map image may be served from: uploads (`POST /map-images` answers
 * `/map-images/<id>/image.png`) and the demo map.
 */
export const OWN_IMAGE_FOLDERS = ['/map-images/', '/demo/'] as const;

/**
 * True when `text` may be a map's `imageLocation`: a web URL (`isWebUrl`) or a path in one of the
 * server's own folders (`/map-images/1b9d.../image.png`), of plain segments (letters, digits,
 * `.`, `_`, `-`; no `..`, no query).
 */
export function isImageLocation(text: string): boolean {
  if (isWebUrl(text)) return true;
  if (!OWN_IMAGE_FOLDERS.some((folder) => text.startsWith(folder))) return false;
  const segments = text.slice(1).split('/');
  return segments.every((segment) => /^[\w.-]+$/u.test(segment) && !/^\.+$/u.test(segment));
}

/**
 * True when `url` is a web URL template (`isWebUrl`) holding `{z}`, `{x}` and `{y}`, e.g.
 * `https://tiles.example.org/map/{z}/{x}/{y}.gif`.
 */
export function isTileUrlTemplate(url: string): boolean {
  return isWebUrl(url) && hasTilePlaceholders(url);
}

/**
 * True when `url` may be a tiles map's `tileLocation`: a URL template (`isTileUrlTemplate`) or,
 * in the seed's form, a web URL of the folder holding `{z}/{x}/{y}.gif` tiles
 * (`https://tiles.example.org/map`; see tile-location.ts).
 */
export function isTileLocation(url: string): boolean {
  return isTileUrlTemplate(url) || (isWebUrl(url) && isSeedTileFolder(url));
}

const zoom = () =>
  v.pipe(
    requiredNumber(),
    v.integer(FieldErrorCode.OUT_OF_RANGE),
    v.minValue(OMAP_ZOOM_MIN, FieldErrorCode.OUT_OF_RANGE),
    v.maxValue(OMAP_ZOOM_MAX, FieldErrorCode.OUT_OF_RANGE),
  );

/** The map form's fields, each checked on its own (see `omapSchema`). */
const omapFields = v.object(
  {
    name: requiredText(),
    sourceType: requiredChoice(OMAP_SOURCE_TYPES),
    state: v.optional(v.picklist(VISIBILITIES, FieldErrorCode.OUT_OF_RANGE), 'PRIVATE'),
    tileLocation: v.pipe(
      optionalText(),
      v.check((url) => url === null || isTileLocation(url), FieldErrorCode.INVALID_URL),
    ),
    imageLocation: v.pipe(
      optionalText(),
      v.check((url) => url === null || isImageLocation(url), FieldErrorCode.INVALID_URL),
    ),
    attribution: optionalText(),
    primaryMap: flag(),
    bottomLeftLat: latitude(),
    bottomLeftLng: longitude(),
    topRightLat: latitude(),
    topRightLng: longitude(),
    minZoom: zoom(),
    maxZoom: zoom(),
  },
  FieldErrorCode.REQUIRED,
);

/** The map form's numbers that bound each other: the box's corners and the zoom limits. */
type OmapBound =
  'bottomLeftLat' | 'bottomLeftLng' | 'topRightLat' | 'topRightLng' | 'minZoom' | 'maxZoom';

/**
 * OUT_OF_RANGE on `upper` unless it is above `lower` (or equal to it with `orEqual`), checked
 * as soon as both are valid numbers, whatever the other fields hold.
 */
function numberAbove(lower: OmapBound, upper: OmapBound, { orEqual = false } = {}) {
  return v.forward<v.InferOutput<typeof omapFields>, v.BaseIssue<unknown>, [OmapBound]>(
    v.partialCheck(
      [[lower], [upper]],
      (input) => (orEqual ? input[lower] <= input[upper] : input[lower] < input[upper]),
      FieldErrorCode.OUT_OF_RANGE,
    ),
    [upper],
  );
}

/**
 * Map form. name REQUIRED; sourceType image or tiles (REQUIRED); state PRIVATE or PUBLIC, PRIVATE
 * when missing; tileLocation optional (null), but for tiles REQUIRED, and when given a URL
 * template or a seed-form tile folder (`isTileLocation`, else INVALID_URL); imageLocation optional (null), when given a
 * web URL or the server's own path (`isImageLocation`, else INVALID_URL); attribution optional,
 * plain text (the map shows it as text); primaryMap a check box; the
 * bounding box corners bottomLeftLat/Lng and topRightLat/Lng REQUIRED in degrees, with south <
 * north (OUT_OF_RANGE on topRightLat) and west < east (OUT_OF_RANGE on topRightLng; a box across
 * the 180th meridian is not supported); minZoom and maxZoom whole numbers 0..22 with minZoom <=
 * maxZoom (OUT_OF_RANGE on maxZoom).
 */
export const omapSchema = v.pipe(
  omapFields,
  v.forward(
    v.partialCheck(
      [['sourceType'], ['tileLocation']],
      (input) => input.sourceType !== 'tiles' || input.tileLocation !== null,
      FieldErrorCode.REQUIRED,
    ),
    ['tileLocation'],
  ),
  numberAbove('bottomLeftLat', 'topRightLat'),
  numberAbove('bottomLeftLng', 'topRightLng'),
  numberAbove('minZoom', 'maxZoom', { orEqual: true }),
);

export type OmapInput = v.InferOutput<typeof omapSchema>;
