import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  OMAP_ZOOM_MAX,
  OMAP_ZOOM_MIN,
  isImageLocation,
  isTileUrlTemplate,
  isWebUrl,
  omapSchema,
} from '../../../src/domain/schemas/omap';
import {
  fieldErrorsOf,
  itAcceptsTheField,
  itAcceptsTheValidInput,
  itRefusesTheField,
} from './field-cases';
import { itGives } from '../../support/table-tests';

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
const errorsOf = fieldErrorsOf(omapSchema);

describe('omapSchema', () => {
  itAcceptsTheValidInput(omapSchema, valid, { ...valid, imageLocation: null });

  it('an image map needs no tile location', () => {
    const image = { ...valid, sourceType: 'image', tileLocation: '', attribution: undefined };
    expect(v.parse(omapSchema, image)).toEqual({
      ...image,
      tileLocation: null,
      imageLocation: null,
      attribution: null,
    });
  });

  it('zooms range over 0..22', () => {
    expect([OMAP_ZOOM_MIN, OMAP_ZOOM_MAX]).toEqual([0, 22]);
  });

  itRefusesTheField(omapSchema, valid, [
    ['name', '', FieldErrorCode.REQUIRED],
    ['sourceType', undefined, FieldErrorCode.REQUIRED],
    ['sourceType', 'vector', FieldErrorCode.OUT_OF_RANGE],
    ['state', 'OPEN', FieldErrorCode.OUT_OF_RANGE],
    ['primaryMap', 'true', FieldErrorCode.REQUIRED],
    ['tileLocation', '', FieldErrorCode.REQUIRED],
    ['tileLocation', 'tiles.example.org/{z}/{x}/{y}', FieldErrorCode.INVALID_URL],
    ['tileLocation', 'https://tiles.example.org/arendal?key=1', FieldErrorCode.INVALID_URL],
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
  ]);

  itAcceptsTheField(omapSchema, valid, [
    ['minZoom', 0],
    ['maxZoom', 22],
    ['maxZoom', 10],
  ]);
});

describe('isTileUrlTemplate', () => {
  itGives(isTileUrlTemplate, '%j is %s', [
    ['https://a.example.org/{z}/{x}/{y}.png', true],
    ['http://a.example.org/t?z={z}&x={x}&y={y}', true],
    ['https://a.example.org/{z}/{x}/{y', false],
    ['ftp://a.example.org/{z}/{x}/{y}', false],
    ['https:// a.example.org/{z}/{x}/{y}', false],
    ['https://a.example.org/{z}/{x}/{y} .png', false],
  ]);
});

describe('isWebUrl', () => {
  itGives(isWebUrl, '%j is %s', [
    ['https://kart.example.org/map.png', true],
    ['http://kart.example.org:8080/a/b?c=d#e', true],
    ['https://kart.bø.no/map.png', true],
    ['https://[2001:db8::1]/map.png', true],
    ['HTTPS://KART.EXAMPLE.ORG/', true],
    ['javascript:alert(1)', false],
    ['JavaScript://kart.example.org/%0Aalert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['file:///etc/passwd', false],
    ['ftp://kart.example.org/map.png', false],
    ['//kart.example.org/map.png', false],
    ['https://user:secret@kart.example.org/map.png', false],
    ['https:///map.png', false],
    ['https://kart.example.org/a b.png', false],
    [' https://kart.example.org/map.png', false],
  ]);
});

describe('isImageLocation', () => {
  itGives(isImageLocation, '%j is %s', [
    ['https://kart.example.org/map.png', true],
    ['/map-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/image.png', true],
    ['/demo/arendal-demo-map.png', true],
    ['/map-images/../config.json', false],
    ['/map-images/x/../../etc/passwd', false],
    ['/map-images/', false],
    ['/other/image.png', false],
    ['map-images/x/image.png', false],
    ['/map-images/x/image.png?x=1', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
  ]);
});

describe('the URL fields of omapSchema', () => {
  it('refuses a tile location that is no web URL template, also on an image map', () => {
    const image = { ...valid, sourceType: 'image' };
    expect(errorsOf({ ...image, tileLocation: 'javascript:alert(1)//{z}{x}{y}' })).toEqual({
      tileLocation: FieldErrorCode.INVALID_URL,
    });
  });

  it('refuses an image location that is no web URL nor an own path', () => {
    expect(errorsOf({ ...valid, imageLocation: 'data:image/png;base64,AAAA' })).toEqual({
      imageLocation: FieldErrorCode.INVALID_URL,
    });
  });

  it('keeps an attribution with HTML as the text it is', () => {
    const attribution = '<img src=x onerror=alert(1)> © Club';
    expect(v.parse(omapSchema, { ...valid, attribution }).attribution).toBe(attribution);
  });
});
