import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  PACK_DETAILS,
  formatPackSize,
  megabytes,
  packDetailOf,
  packDetailZooms,
  packSize,
} from '../../../src/features/play/pack-zoom';
import { readMapView } from '../../../src/ui/map/map-view-setting';
import { gameMapSearchSchema } from '../../../src/features/play/play-search';
import { DEFAULT_MAP_CENTRE } from '../../../src/domain/map-display';

describe('the pack detail choices', () => {
  it.each([
    ['less', 13, 15],
    ['normal', 13, 16],
    ['more', 13, 17],
    ['most', 13, 18],
  ] as const)('%s detail is map zooms %d to %d', (detail, minZoom, maxZoom) => {
    expect(packDetailZooms(detail)).toEqual({ minZoom, maxZoom });
  });

  it('go from less to most detail, each one zoom finer', () => {
    const highest = PACK_DETAILS.map((choice) => choice.maxZoom);
    expect(highest).toEqual([15, 16, 17, 18]);
  });

  it.each([
    [12, 'less'],
    [15, 'less'],
    [16, 'normal'],
    [17, 'more'],
    [18, 'most'],
    [19, 'most'],
  ] as const)('a stored pack up to zoom %d reads as %s detail', (maxZoom, detail) => {
    expect(packDetailOf(maxZoom)).toBe(detail);
  });
  it('shows bytes as megabytes with one decimal', () => {
    expect(megabytes(1_250_000)).toBe(1.3);
    expect(megabytes(0)).toBe(0);
  });
});

describe('the stored map view', () => {
  it('is read back when valid', () => {
    expect(readMapView({ lat: 59.9, lng: 10.7, zoom: 14 })).toEqual({
      centre: { lat: 59.9, lng: 10.7 },
      zoom: 14,
    });
  });

  it.each([undefined, null, 'x', { lat: 91, lng: 0, zoom: 3 }, { lat: 1, lng: 2 }])(
    'falls back to the default near Arendal for %j',
    (value) => {
      expect(readMapView(value).centre).toEqual(DEFAULT_MAP_CENTRE);
    },
  );
});

describe('the game map search parameters', () => {
  it('keep a picked game and drop anything implausible', () => {
    expect(v.parse(gameMapSearchSchema, { game: 'demo-game' })).toEqual({ game: 'demo-game' });
    expect(v.parse(gameMapSearchSchema, { game: '' })).toEqual({});
    expect(v.parse(gameMapSearchSchema, { game: 5 })).toEqual({});
  });
});

describe('a pack’s size in words', () => {
  it.each([
    [0, 0, 'kB'],
    [1, 1, 'kB'],
    [40_000, 40, 'kB'],
    [499, 1, 'kB'],
    [999_499, 999, 'kB'],
    [999_500, 1, 'MB'],
    [-5, 0, 'kB'],
    [1_250_000, 1.3, 'MB'],
  ])('%i bytes read as %d %s', (bytes, value, unit) => {
    expect(packSize(bytes)).toEqual({ value, unit });
  });

  it('uses the locale’s decimal sign', () => {
    const nb = (value: number, options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('nb', options).format(value);
    expect(formatPackSize(1_250_000, nb)).toBe('1,3 MB');
    expect(formatPackSize(40_000, nb)).toBe('40 kB');
  });
});
