import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { cornersBounds, worldFileCorners } from '../../../src/domain/world-file';
import {
  checkOmapForm,
  emptyOmapForm,
  formFieldOfApiPath,
  readWorldFileTexts,
  type OmapFormValues,
} from '../../../src/features/maps/omap-form-values';
import { areaSearchStates, mapsSearchSchema } from '../../../src/features/maps/maps-search';
import { itGives } from '../../support/table-tests';

const WORLD_FILE_TEXTS: OmapFormValues['worldFile'] = ['2', '0', '0', '-2', '480001', '6479999'];

function imageForm(patch: Partial<OmapFormValues> = {}): OmapFormValues {
  return { ...emptyOmapForm(), name: 'Arendal', worldFile: WORLD_FILE_TEXTS, ...patch };
}

const SIZE = { size: { widthPx: 800, heightPx: 600 } };

describe('checkOmapForm', () => {
  it('an image placed by its world file: sends the numbers and the size, not a box', () => {
    const check = checkOmapForm(imageForm(), SIZE);
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'Arendal',
        sourceType: 'image',
        state: 'PRIVATE',
        tileLocation: null,
        attribution: null,
        primaryMap: false,
        minZoom: 10,
        maxZoom: 20,
        worldFile: [2, 0, 0, -2, 480001, 6479999],
        coordinateSystem: 'EPSG:25832',
        imageWidth: 800,
        imageHeight: 600,
      },
    });
  });

  it('the box of an image placed by its world file is the one of its corners', () => {
    // The box is not typed: it passes the schema because it comes from the corners.
    const check = checkOmapForm(imageForm({ bottomLeftLat: 'x' }), SIZE);
    expect(check.ok).toBe(true);
    const bounds = cornersBounds(
      worldFileCorners({
        worldFile: { a: 2, d: 0, b: 0, e: -2, c: 480001, f: 6479999 },
        widthPx: 800,
        heightPx: 600,
        crs: 'EPSG:25832',
      }),
    );
    expect(bounds.south).toBeLessThan(bounds.north);
  });

  it.each<[string, Partial<OmapFormValues>, object | null, Record<string, FieldErrorCode>]>([
    ['no name', { name: '  ' }, SIZE, { name: FieldErrorCode.REQUIRED }],
    ['no image', {}, null, { image: FieldErrorCode.REQUIRED }],
    [
      'five world-file numbers',
      { worldFile: ['2', '0', '0', '-2', '480001', ''] },
      SIZE,
      { worldFile: FieldErrorCode.BAD_WORLD_FILE },
    ],
    [
      'a degenerate world file',
      { worldFile: ['0', '0', '0', '-2', '480001', '6479999'] },
      SIZE,
      { worldFile: FieldErrorCode.BAD_WORLD_FILE },
    ],
    ['a zoom that is not a number', { minZoom: 'ten' }, SIZE, { minZoom: 'NOT_A_NUMBER' }],
    ['a zoom out of range', { maxZoom: '23' }, SIZE, { maxZoom: 'OUT_OF_RANGE' }],
    [
      'min zoom above max zoom',
      { minZoom: '15', maxZoom: '12' },
      SIZE,
      { maxZoom: 'OUT_OF_RANGE' },
    ],
    [
      'tiles without a location',
      {
        sourceType: 'tiles',
        bottomLeftLat: '58',
        bottomLeftLng: '8',
        topRightLat: '59',
        topRightLng: '9',
      },
      null,
      { tileLocation: 'REQUIRED' },
    ],
    [
      'tiles at a location without {z}/{x}/{y}',
      {
        sourceType: 'tiles',
        tileLocation: 'https://example.org/tiles.gif',
        bottomLeftLat: '58',
        bottomLeftLng: '8',
        topRightLat: '59',
        topRightLng: '9',
      },
      null,
      { tileLocation: 'INVALID_URL' },
    ],
    [
      'an image without a world file and a box out of range',
      {
        worldFile: ['', '', '', '', '', ''],
        bottomLeftLat: '95',
        bottomLeftLng: '8',
        topRightLat: '59',
        topRightLng: '',
      },
      SIZE,
      { bottomLeftLat: 'OUT_OF_RANGE', topRightLng: 'REQUIRED' },
    ],
  ])('%s', (_name, patch, image, expected) => {
    const check = checkOmapForm(imageForm(patch), image as typeof SIZE | null);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors).toMatchObject(expected);
  });

  it('a tiles map sends its box and no world file', () => {
    const check = checkOmapForm(
      imageForm({
        sourceType: 'tiles',
        tileLocation: 'https://example.org/{z}/{x}/{y}.gif',
        bottomLeftLat: '58',
        bottomLeftLng: '8',
        topRightLat: '59',
        topRightLng: '9',
        state: 'PUBLIC',
      }),
      null,
    );
    expect(check.ok && check.value).toMatchObject({
      sourceType: 'tiles',
      state: 'PUBLIC',
      tileLocation: 'https://example.org/{z}/{x}/{y}.gif',
      bottomLeftLat: 58,
      topRightLng: 9,
      worldFile: null,
      coordinateSystem: null,
    });
  });

  it.each([
    'javascript:alert(1)//{z}/{x}/{y}',
    '/tiles/{z}/{x}/{y}.png',
    'ftp://e.org/{z}/{x}/{y}',
  ])(
    'a tiles map with the tile location %j is marked INVALID_URL ("Enter a valid web address")',
    (tileLocation) => {
      const check = checkOmapForm(
        imageForm({
          sourceType: 'tiles',
          tileLocation,
          bottomLeftLat: '58',
          bottomLeftLng: '8',
          topRightLat: '59',
          topRightLng: '9',
        }),
        null,
      );
      expect(check.ok ? null : check.errors).toEqual({ tileLocation: FieldErrorCode.INVALID_URL });
    },
  );

  it('an image map does not check a tile location left over from the tiles choice', () => {
    const check = checkOmapForm(imageForm({ tileLocation: 'not a web address' }), SIZE);
    expect(check.ok && check.value.tileLocation).toBeNull();
  });
});

describe('readWorldFileTexts', () => {
  it.each([
    [['', '', '', '', '', ''], 'none'],
    [WORLD_FILE_TEXTS, 'ok'],
    [['1', '0', '0', '-1', '1', 'x'], 'bad'],
    [['1,5', '0', '0', '-1', '1', '2'], 'bad'],
  ])('%j is %s', (texts, kind) => {
    expect(readWorldFileTexts(texts).kind).toBe(kind);
  });
});

describe('formFieldOfApiPath', () => {
  itGives(formFieldOfApiPath, '%s -> %s', [
    ['input.name', 'name'],
    ['input.worldFile', 'worldFile'],
    ['input.imageWidth', 'image'],
    ['input.imageLocation', 'image'],
  ]);
});

describe('mapsSearchSchema', () => {
  it.each([
    [{}, { omapId: undefined, mode: undefined }],
    [
      { omapId: 'abc', mode: 'edit' },
      { omapId: 'abc', mode: 'edit' },
    ],
    [
      { omapId: '', mode: 'delete' },
      { omapId: undefined, mode: undefined },
    ],
    [
      { omapId: 12, mode: 'new' },
      { omapId: undefined, mode: 'new' },
    ],
  ])('%j', (input, expected) => {
    expect(v.parse(mapsSearchSchema, input)).toEqual(expected);
  });

  it('editors also search their private maps', () => {
    expect(areaSearchStates(true)).toEqual(['PUBLIC', 'PRIVATE']);
    expect(areaSearchStates(false)).toEqual(['PUBLIC']);
  });
});
