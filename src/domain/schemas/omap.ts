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

/** How a map's picture is served: one georeferenced image, or a tile service. */
export const OMAP_SOURCE_TYPES = ['image', 'tiles'] as const;
export type OmapSourceType = (typeof OMAP_SOURCE_TYPES)[number];

/** Zoom limits a map may set (web-map zoom levels). */
export const OMAP_ZOOM_MIN = 0;
export const OMAP_ZOOM_MAX = 22;

/**
 * True when `url` is an http(s) URL template holding `{z}`, `{x}` and `{y}`, e.g.
 * `https://tiles.example.org/map/{z}/{x}/{y}.gif`.
 */
export function isTileUrlTemplate(url: string): boolean {
  return (
    /^https?:\/\/[^\s/?#]+\S*$/iu.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p))
  );
}

const zoom = () =>
  v.pipe(
    requiredNumber(),
    v.integer(FieldErrorCode.OUT_OF_RANGE),
    v.minValue(OMAP_ZOOM_MIN, FieldErrorCode.OUT_OF_RANGE),
    v.maxValue(OMAP_ZOOM_MAX, FieldErrorCode.OUT_OF_RANGE),
  );

/**
 * Map form. name REQUIRED; sourceType image or tiles (REQUIRED); state PRIVATE or PUBLIC, PRIVATE
 * when missing; tileLocation optional (null), but for tiles REQUIRED and a URL template
 * (`isTileUrlTemplate`, else INVALID_URL); attribution optional; primaryMap a check box; the
 * bounding box corners bottomLeftLat/Lng and topRightLat/Lng REQUIRED in degrees, with south <
 * north (OUT_OF_RANGE on topRightLat) and west < east (OUT_OF_RANGE on topRightLng; a box across
 * the 180th meridian is not supported); minZoom and maxZoom whole numbers 0..22 with minZoom <=
 * maxZoom (OUT_OF_RANGE on maxZoom).
 */
export const omapSchema = v.pipe(
  v.object(
    {
      name: requiredText(),
      sourceType: requiredChoice(OMAP_SOURCE_TYPES),
      state: v.optional(v.picklist(VISIBILITIES, FieldErrorCode.OUT_OF_RANGE), 'PRIVATE'),
      tileLocation: optionalText(),
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
  ),
  v.forward(
    v.partialCheck(
      [['sourceType'], ['tileLocation']],
      (input) => input.sourceType !== 'tiles' || input.tileLocation !== null,
      FieldErrorCode.REQUIRED,
    ),
    ['tileLocation'],
  ),
  v.forward(
    v.partialCheck(
      [['sourceType'], ['tileLocation']],
      (input) =>
        input.sourceType !== 'tiles' ||
        input.tileLocation === null ||
        isTileUrlTemplate(input.tileLocation),
      FieldErrorCode.INVALID_URL,
    ),
    ['tileLocation'],
  ),
  v.forward(
    v.partialCheck(
      [['bottomLeftLat'], ['topRightLat']],
      (input) => input.bottomLeftLat < input.topRightLat,
      FieldErrorCode.OUT_OF_RANGE,
    ),
    ['topRightLat'],
  ),
  v.forward(
    v.partialCheck(
      [['bottomLeftLng'], ['topRightLng']],
      (input) => input.bottomLeftLng < input.topRightLng,
      FieldErrorCode.OUT_OF_RANGE,
    ),
    ['topRightLng'],
  ),
  v.forward(
    v.partialCheck(
      [['minZoom'], ['maxZoom']],
      (input) => input.minZoom <= input.maxZoom,
      FieldErrorCode.OUT_OF_RANGE,
    ),
    ['maxZoom'],
  ),
);

export type OmapInput = v.InferOutput<typeof omapSchema>;
