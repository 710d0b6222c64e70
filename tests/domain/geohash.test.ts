import { describe, expect, it } from 'vitest';
import type { Bounds } from '../../src/domain/geohash';
import {
  GAME_START_GEOHASH_PRECISION,
  MAP_SEARCH_GEOHASH_PRECISION,
  MAP_SEARCH_MAX_CELLS,
  MAP_SEARCH_MIN_ZOOM,
  boundsRing,
  geohashCellCount,
  geohashCellsCovering,
  mapSearchCells,
  startGeoHash,
} from '../../src/domain/geohash';
import { itHasTheValues } from '../support/table-tests';

// Precision-4 cells are 0.3515625° of longitude × 0.17578125° of latitude. Near Arendal the cell
// edges are at longitudes 8.4375, 8.7890625, 9.140625, 9.4921875, 9.84375 and latitudes
// 58.18359375, 58.359375, 58.53515625, 58.7109375 (k · cell size from −180 / −90).
// Expected hashes were computed with an independent encoder written from the Wikipedia algorithm.

/** Inside one cell (u4qh): 58.40–58.50 N, 8.45–8.75 E. */
const oneCell: Bounds = { south: 58.4, west: 8.45, north: 58.5, east: 8.75 };
/** Crosses the edge at 8.7890625° E: u4qh and u4qk. */
const twoCells: Bounds = { south: 58.45, west: 8.7, north: 58.5, east: 8.85 };
/** Rows 843–845 × columns 536–538: a 3 × 3 block. */
const nineCells: Bounds = { south: 58.3, west: 8.5, north: 58.6, east: 9.2 };
/** Rows 844–845 × columns 536–540: 2 × 5. */
const tenCells: Bounds = { south: 58.4, west: 8.5, north: 58.6, east: 9.9 };
/** Rows 843–846 × columns 536–538: 4 × 3. */
const twelveCells: Bounds = { south: 58.3, west: 8.5, north: 58.75, east: 9.2 };

describe('geohash constants (seed section 9)', () => {
  itHasTheValues([
    { name: 'GAME_START_GEOHASH_PRECISION', value: GAME_START_GEOHASH_PRECISION, expected: 10 },
    { name: 'MAP_SEARCH_GEOHASH_PRECISION', value: MAP_SEARCH_GEOHASH_PRECISION, expected: 4 },
    { name: 'MAP_SEARCH_MIN_ZOOM', value: MAP_SEARCH_MIN_ZOOM, expected: 11 },
    { name: 'MAP_SEARCH_MAX_CELLS', value: MAP_SEARCH_MAX_CELLS, expected: 9 },
  ]);
});

describe('startGeoHash', () => {
  it.each([
    // Wikipedia "Geohash": 57.64911, 10.40744 is u4pruydqqvj (11 characters).
    { point: { lat: 57.64911, lng: 10.40744 }, expected: 'u4pruydqqv' },
    // 0, 0 lies on edges of every cell size; ngeohash puts edge points south-west (`>` not `>=`).
    { point: { lat: 0, lng: 0 }, expected: '7zzzzzzzzz' },
  ])('$point.lat, $point.lng has start geohash $expected', ({ point, expected }) => {
    expect(startGeoHash(point)).toBe(expected);
  });
});

describe('geohashCellsCovering', () => {
  it.each([
    { name: 'one cell', bounds: oneCell, expected: ['u4qh'] },
    { name: 'a viewport crossing a cell edge', bounds: twoCells, expected: ['u4qh', 'u4qk'] },
    {
      name: 'a 3 × 3 block, sorted',
      bounds: nineCells,
      expected: ['u4q5', 'u4q7', 'u4qe', 'u4qh', 'u4qj', 'u4qk', 'u4qm', 'u4qs', 'u4qt'],
    },
  ])('$name', ({ bounds, expected }) => {
    expect(geohashCellsCovering(bounds, 4)).toEqual(expected);
  });

  it('puts a bound exactly on a cell edge in the south-west cell', () => {
    const bounds = { south: 58.45, west: 8.7, north: 58.5, east: 8.7890625 };
    expect(geohashCellsCovering(bounds, 4)).toEqual(['u4qh']);
  });

  it('accepts south and north in either order', () => {
    const flipped = { ...twoCells, south: twoCells.north, north: twoCells.south };
    expect(geohashCellsCovering(flipped, 4)).toEqual(['u4qh', 'u4qk']);
  });

  it.each([
    {
      name: 'MapLibre unwrapped bounds past 180°',
      bounds: { south: -10, west: 170, north: 10, east: 190 },
    },
    {
      name: 'GeoJSON bounds with east < west',
      bounds: { south: -10, west: 170, north: 10, east: -170 },
    },
  ])('covers both sides of the antimeridian for $name', ({ bounds }) => {
    expect(geohashCellsCovering(bounds, 2)).toEqual([
      '2n',
      '2p',
      '80',
      '81',
      'ry',
      'rz',
      'xb',
      'xc',
    ]);
  });

  it('is empty when a coordinate is not a number', () => {
    expect(geohashCellsCovering({ ...twoCells, east: Number.NaN }, 4)).toEqual([]);
  });
});

describe('geohashCellCount', () => {
  it.each([
    { name: 'one cell', bounds: oneCell, expected: 1 },
    { name: 'two cells', bounds: twoCells, expected: 2 },
    { name: '3 × 3', bounds: nineCells, expected: 9 },
    { name: '2 × 5', bounds: tenCells, expected: 10 },
    { name: '4 × 3', bounds: twelveCells, expected: 12 },
  ])('$name gives $expected', ({ bounds, expected }) => {
    expect(geohashCellCount(bounds, 4)).toBe(expected);
  });

  it('counts the whole world at precision 4 (2^20 cells) without listing them', () => {
    const world = { south: -90, west: -180, north: 90, east: 180 };
    expect(geohashCellCount(world, 4)).toBe(2 ** 20);
  });
});

describe('mapSearchCells', () => {
  it.each([
    { zoom: 10.99, expected: { kind: 'zoom-in' } },
    { zoom: 11, expected: { kind: 'cells', cells: ['u4qh', 'u4qk'] } },
    { zoom: 18, expected: { kind: 'cells', cells: ['u4qh', 'u4qk'] } },
    { zoom: Number.NaN, expected: { kind: 'zoom-in' } },
  ])('at zoom $zoom gives $expected.kind', ({ zoom, expected }) => {
    expect(mapSearchCells({ bounds: twoCells, zoom })).toEqual(expected);
  });

  it.each([
    { name: '3 × 3 = 9 cells (the maximum)', bounds: nineCells, kind: 'cells' },
    { name: '2 × 5 = 10 cells', bounds: tenCells, kind: 'zoom-in' },
    { name: '4 × 3 = 12 cells', bounds: twelveCells, kind: 'zoom-in' },
    {
      name: 'the whole world',
      bounds: { south: -90, west: -180, north: 90, east: 180 },
      kind: 'zoom-in',
    },
  ])('a viewport of $name at zoom 12 gives $kind', ({ bounds, kind }) => {
    expect(mapSearchCells({ bounds, zoom: 12 }).kind).toBe(kind);
  });

  it('lists the nine cells of a 3 × 3 viewport', () => {
    expect(mapSearchCells({ bounds: nineCells, zoom: 12 })).toEqual({
      kind: 'cells',
      cells: ['u4q5', 'u4q7', 'u4qe', 'u4qh', 'u4qj', 'u4qk', 'u4qm', 'u4qs', 'u4qt'],
    });
  });
});

describe('boundsRing', () => {
  it('goes round the box from the south-west corner, anticlockwise, and closes', () => {
    const box: Bounds = { south: 58.4, west: 8.7, north: 58.5, east: 8.8 };
    expect(boundsRing(box)).toEqual([
      [8.7, 58.4],
      [8.8, 58.4],
      [8.8, 58.5],
      [8.7, 58.5],
      [8.7, 58.4],
    ]);
  });
});
