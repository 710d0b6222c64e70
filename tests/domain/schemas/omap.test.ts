import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';
import {
  OMAP_ZOOM_MAX,
  OMAP_ZOOM_MIN,
  isTileUrlTemplate,
  omapSchema,
} from '../../../src/domain/schemas/omap';

const valid = {
  name: 'Arendal',
  sourceType: 'tiles',
  state: 'PUBLIC',
  tileLocation: 'https://tiles.example.org/arendal/{z}/{x}/{y}.gif',
  attribution: '© Club',
  primaryMap: true,
  bottomLeftLat: 58.4,
  bottomLeftLng: 8.7,
  topRightLat: 58.5,
  topRightLng: 8.8,
  minZoom: 10,
  maxZoom: 18,
};
const errorsOf = (input: unknown) => fieldErrors(v.safeParse(omapSchema, input));

describe('omapSchema', () => {
  it('accepts a valid input', () => {
    expect(v.parse(omapSchema, valid)).toEqual(valid);
  });

  it('an image map needs no tile location', () => {
    const image = { ...valid, sourceType: 'image', tileLocation: '', attribution: undefined };
    expect(v.parse(omapSchema, image)).toEqual({ ...image, tileLocation: null, attribution: null });
  });

  it('zooms range over 0..22', () => {
    expect([OMAP_ZOOM_MIN, OMAP_ZOOM_MAX]).toEqual([0, 22]);
  });

  it.each([
    ['name', '', FieldErrorCode.REQUIRED],
    ['sourceType', undefined, FieldErrorCode.REQUIRED],
    ['sourceType', 'vector', FieldErrorCode.OUT_OF_RANGE],
    ['state', 'OPEN', FieldErrorCode.OUT_OF_RANGE],
    ['primaryMap', 'true', FieldErrorCode.REQUIRED],
    ['tileLocation', '', FieldErrorCode.REQUIRED],
    ['tileLocation', 'tiles.example.org/{z}/{x}/{y}', FieldErrorCode.INVALID_URL],
    ['tileLocation', 'https://tiles.example.org/arendal', FieldErrorCode.INVALID_URL],
    ['tileLocation', 'https://tiles.example.org/{z}/{x}', FieldErrorCode.INVALID_URL],
    ['bottomLeftLat', -91, FieldErrorCode.OUT_OF_RANGE],
    ['topRightLat', 58.4, FieldErrorCode.OUT_OF_RANGE],
    ['topRightLat', 58.3, FieldErrorCode.OUT_OF_RANGE],
    ['topRightLng', 8.7, FieldErrorCode.OUT_OF_RANGE],
    ['topRightLng', '', FieldErrorCode.REQUIRED],
    ['minZoom', -1, FieldErrorCode.OUT_OF_RANGE],
    ['minZoom', 'ten', FieldErrorCode.NOT_A_NUMBER],
    ['maxZoom', 23, FieldErrorCode.OUT_OF_RANGE],
    ['maxZoom', 9, FieldErrorCode.OUT_OF_RANGE],
    ['maxZoom', 12.5, FieldErrorCode.OUT_OF_RANGE],
  ])('%s = %j gives %s', (field, value, code) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: code });
  });

  it.each([
    ['minZoom', 0],
    ['maxZoom', 22],
    ['maxZoom', 10],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({});
  });
});

describe('isTileUrlTemplate', () => {
  it.each([
    ['https://a.example.org/{z}/{x}/{y}.png', true],
    ['http://a.example.org/t?z={z}&x={x}&y={y}', true],
    ['https://a.example.org/{z}/{x}/{y', false],
    ['ftp://a.example.org/{z}/{x}/{y}', false],
    ['https:// a.example.org/{z}/{x}/{y}', false],
    ['https://a.example.org/{z}/{x}/{y} .png', false],
  ])('%j is %s', (url, expected) => {
    expect(isTileUrlTemplate(url)).toBe(expected);
  });
});
