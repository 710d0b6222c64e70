import { describe, expect, it } from 'vitest';
import {
  metresPerMapPixel,
  boundsAround,
  fillTileTemplate,
  intersectBounds,
  mapPixels,
  MAX_MERCATOR_LAT,
  tileAt,
  tileCount,
  tileRange,
  tilesCovering,
  tileZoomAt,
  zoomsBetween,
} from '../../src/domain/tile-grid';

describe('tileAt', () => {
  it.each([
    // London at zoom 10 (the OpenStreetMap wiki's worked example).
    { lat: 51.5074, lng: -0.1278, z: 10, x: 511, y: 340 },
    // Arendal, the demo world.
    { lat: 58.46, lng: 8.77, z: 14, x: 8591, y: 4894 },
    // Zoom 0 has one tile whatever the position.
    { lat: 0, lng: 0, z: 0, x: 0, y: 0 },
    { lat: 89, lng: 179.9, z: 0, x: 0, y: 0 },
    // The origin lies on a border: the tile east and south of it.
    { lat: 0, lng: 0, z: 1, x: 1, y: 1 },
    // The world's edges belong to the first and last tiles.
    { lat: MAX_MERCATOR_LAT, lng: -180, z: 3, x: 0, y: 0 },
    { lat: -MAX_MERCATOR_LAT, lng: 180, z: 3, x: 7, y: 7 },
    // Beyond the Mercator limit: clamped into the world.
    { lat: 90, lng: 0, z: 2, x: 2, y: 0 },
    { lat: -90, lng: 0, z: 2, x: 2, y: 3 },
  ])('($lat, $lng) at zoom $z is tile $x/$y', ({ lat, lng, z, x, y }) => {
    expect(tileAt({ lat, lng }, z)).toEqual({ z, x, y });
  });
});

describe('tileRange', () => {
  it('covers the tiles a small box touches', () => {
    // Around Arendal at zoom 14: a box spanning two columns and two rows.
    const range = tileRange({ south: 58.455, west: 8.77, north: 58.46, east: 8.8 }, 14);
    expect(range).toEqual({ z: 14, minX: 8591, maxX: 8592, minY: 4894, maxY: 4895 });
  });

  it('is the one tile at zoom 0', () => {
    expect(tileRange({ south: -80, west: -170, north: 80, east: 170 }, 0)).toEqual({
      z: 0,
      minX: 0,
      maxX: 0,
      minY: 0,
      maxY: 0,
    });
  });

  it('does not take in the tile beyond an east or south edge lying on a border', () => {
    // At zoom 1 the borders are the prime meridian and the equator.
    expect(tileRange({ south: 0, west: -10, north: 10, east: 0 }, 1)).toEqual({
      z: 1,
      minX: 0,
      maxX: 0,
      minY: 0,
      maxY: 0,
    });
  });

  it('takes in the tile beyond a west or north edge lying on a border', () => {
    expect(tileRange({ south: -10, west: 0, north: 0, east: 10 }, 1)).toEqual({
      z: 1,
      minX: 1,
      maxX: 1,
      minY: 1,
      maxY: 1,
    });
  });

  it('covers the tile a box of no size lies in, even on a border', () => {
    expect(tileRange({ south: 0, west: 0, north: 0, east: 0 }, 1)).toEqual({
      z: 1,
      minX: 1,
      maxX: 1,
      minY: 1,
      maxY: 1,
    });
  });

  it('accepts a box with its corners swapped', () => {
    const box = { south: 58.455, west: 8.77, north: 58.46, east: 8.8 };
    const swapped = { south: box.north, west: box.east, north: box.south, east: box.west };
    expect(tileRange(swapped, 14)).toEqual(tileRange(box, 14));
  });
});

describe('tileCount and tilesCovering', () => {
  it('counts the whole world as 1 + 4 + 16 tiles for zooms 0..2', () => {
    const world = { south: -90, west: -180, north: 90, east: 180 };
    expect(tileCount(world, 0, 2)).toBe(21);
    expect(tilesCovering(world, 0, 2)).toHaveLength(21);
  });

  it('lists the same tiles it counts, coarsest zoom first, each once', () => {
    const box = { south: 58.44, west: 8.7, north: 58.5, east: 8.8 };
    const tiles = tilesCovering(box, 10, 15);
    expect(tiles).toHaveLength(tileCount(box, 10, 15));
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(tiles[0]?.z).toBe(10);
    expect(tiles.at(-1)?.z).toBe(15);
  });

  it('is empty when the zoom range is empty', () => {
    expect(tileCount({ south: 0, west: 0, north: 1, east: 1 }, 5, 4)).toBe(0);
    expect(zoomsBetween(5, 4)).toEqual([]);
    expect(zoomsBetween(-2, 1)).toEqual([0, 1]);
  });
});

describe('fillTileTemplate', () => {
  it.each([
    [
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/14/8591/4894.png',
    ],
    // Kartverket puts the row before the column.
    [
      'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png',
      'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/14/4894/8591.png',
    ],
    ['/tiles/{z}/{x}/{y}.png?z={z}', '/tiles/14/8591/4894.png?z=14'],
  ])('%s', (template, url) => {
    expect(fillTileTemplate(template, { z: 14, x: 8591, y: 4894 })).toBe(url);
  });
});

describe('boundsAround', () => {
  it('grows the box of the positions by the margin in metres', () => {
    const box = boundsAround(
      [
        { lat: 58.46, lng: 8.77 },
        { lat: 58.47, lng: 8.75 },
      ],
      1000,
    );
    // 1 km is about 0.008983° of latitude, and 0.008983° / cos(58.47°) ≈ 0.01717° of longitude.
    expect(box?.south).toBeCloseTo(58.46 - 0.008983, 5);
    expect(box?.north).toBeCloseTo(58.47 + 0.008983, 5);
    expect(box?.west).toBeCloseTo(8.75 - 0.01717, 4);
    expect(box?.east).toBeCloseTo(8.77 + 0.01717, 4);
  });

  it('is the point itself with no margin, and null without positions', () => {
    expect(boundsAround([{ lat: 1, lng: 2 }], 0)).toEqual({
      south: 1,
      north: 1,
      west: 2,
      east: 2,
    });
    expect(boundsAround([], 100)).toBeNull();
    expect(boundsAround([{ lat: Number.NaN, lng: 2 }], 100)).toBeNull();
  });

  it('stays inside the world', () => {
    const box = boundsAround([{ lat: 89.99, lng: 179.99 }], 10_000);
    expect(box?.north).toBe(90);
    expect(box?.east).toBe(180);
  });
});

describe('intersectBounds', () => {
  it('is the overlap, or null when the boxes are apart', () => {
    const a = { south: 0, west: 0, north: 10, east: 10 };
    expect(intersectBounds(a, { south: 5, west: -5, north: 20, east: 5 })).toEqual({
      south: 5,
      west: 0,
      north: 10,
      east: 5,
    });
    expect(intersectBounds(a, { south: 11, west: 0, north: 12, east: 10 })).toBeNull();
  });
});

describe('tileZoomAt', () => {
  it.each([
    [0, 256, 1],
    [13, 256, 14],
    [15.4, 256, 16],
    [15.5, 256, 17],
    [13, 512, 13],
    [-3, 256, 0],
  ])('map zoom %s with %s px tiles asks for zoom %s tiles', (mapZoom, size, z) => {
    expect(tileZoomAt(mapZoom, size)).toBe(z);
  });
});

describe('metresPerMapPixel', () => {
  it.each([
    // The equator, 40 075 016.686 m, over 512 px at zoom 0.
    { lat: 0, zoom: 0, metres: 78_271.517 },
    // Each zoom level halves it.
    { lat: 0, zoom: 16, metres: 1.194_33 },
    // At 60° a parallel is half the equator.
    { lat: 60, zoom: 16, metres: 0.597_17 },
  ])('at $lat° and zoom $zoom is $metres m', ({ lat, zoom, metres }) => {
    expect(metresPerMapPixel(lat, zoom)).toBeCloseTo(metres, 3);
  });
});

describe('mapPixels', () => {
  it('places positions on the 512 px world of zoom 0, twice as large at each zoom', () => {
    expect(mapPixels({ lat: 0, lng: 0 }, 0)).toEqual({ x: 256, y: 256 });
    expect(mapPixels({ lat: 0, lng: 90 }, 1)).toEqual({ x: 768, y: 512 });
    // North is up: a position further north is higher on the map.
    const south = mapPixels({ lat: 58.46, lng: 8.77 }, 16);
    const north = mapPixels({ lat: 58.4609, lng: 8.77 }, 16);
    expect(north.x).toBe(south.x);
    // 100 m of latitude is about 100 / 0.3124 px at 58.46° and zoom 16 (metresPerMapPixel).
    expect(south.y - north.y).toBeCloseTo(100 / metresPerMapPixel(58.46, 16), 0);
  });
});
