import { describe, expect, it } from 'vitest';
import type { CoordinateSystem, ImageCorners, WorldFile } from '../../src/domain/world-file';
import {
  COORDINATE_SYSTEMS,
  cornersBounds,
  cornersCentre,
  isCoordinateSystem,
  parseWorldFile,
  worldFileCorners,
  worldFilePixelToMap,
} from '../../src/domain/world-file';

/** 1e-6° is about 0.1 m: well inside the accuracy of a scanned map. */
const DEGREE_TOLERANCE = 1e-6;

/** Each of `actual`'s [lng, lat] corners within DEGREE_TOLERANCE of the same one of `expected`. */
function expectCornersClose(
  actual: readonly [number, number][],
  expected: readonly [number, number][],
): void {
  actual.forEach(([lng, lat], index) => {
    const [expectedLng, expectedLat] = expected[index] ?? [NaN, NaN];
    expect(Math.abs(lng - expectedLng), `corner ${index} lng ${lng}`).toBeLessThanOrEqual(
      DEGREE_TOLERANCE,
    );
    expect(Math.abs(lat - expectedLat), `corner ${index} lat ${lat}`).toBeLessThanOrEqual(
      DEGREE_TOLERANCE,
    );
  });
}

/** A north-up world file whose image's outer top-left corner is (left, top) in map units. */
function northUp(pixelSize: number, left: number, top: number): WorldFile {
  return {
    a: pixelSize,
    d: 0,
    b: 0,
    e: -pixelSize,
    c: left + pixelSize / 2,
    f: top - pixelSize / 2,
  };
}

/**
 * The corners (top-left, top-right, bottom-right, bottom-left) of the WGS84 image rotated 30°
 * anticlockwise in the worldFileCorners tests below.
 */
const ROTATED_CORNERS: ImageCorners = [
  [8.499066987, 58.500616025],
  [8.585669528, 58.550616025],
  [8.635669528, 58.464013485],
  [8.549066987, 58.414013485],
];

describe('parseWorldFile', () => {
  it('reads the lines in the order A, D, B, E, C, F', () => {
    expect(parseWorldFile('1\n2\n3\n-4\n5\n6\n')).toEqual({
      ok: true,
      worldFile: { a: 1, d: 2, b: 3, e: -4, c: 5, f: 6 },
    });
  });

  it.each([
    { name: 'CRLF line ends', text: '0.5\r\n0\r\n0\r\n-0.5\r\n486000.25\r\n6480999.75\r\n' },
    { name: 'no final line end', text: '0.5\n0\n0\n-0.5\n486000.25\n6480999.75' },
    {
      name: 'blank lines and padding',
      text: '\n  0.5 \n\t0\n0\n\n-0.5\n486000.25\n6480999.75\n\n',
    },
    { name: 'a byte-order mark', text: '\uFEFF0.5\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'one line', text: '0.5 0 0 -0.5 486000.25 6480999.75' },
    { name: 'exponents and signs', text: '5.0E-01\n0.0\n0E0\n-5e-1\n+486000.25\n6.48099975E+06\n' },
  ])('accepts $name', ({ text }) => {
    expect(parseWorldFile(text)).toEqual({
      ok: true,
      worldFile: { a: 0.5, d: 0, b: 0, e: -0.5, c: 486000.25, f: 6480999.75 },
    });
  });

  it('accepts a file rotated by 90° (A = E = 0)', () => {
    expect(parseWorldFile('0\n-1\n-1\n0\n100\n200\n')).toEqual({
      ok: true,
      worldFile: { a: 0, d: -1, b: -1, e: 0, c: 100, f: 200 },
    });
  });

  it.each([
    { name: 'empty text', text: '' },
    { name: 'five numbers', text: '0.5\n0\n0\n-0.5\n486000.25\n' },
    { name: 'seven numbers', text: '0.5\n0\n0\n-0.5\n486000.25\n6480999.75\n1\n' },
    { name: 'a word', text: '0.5\n0\n0\n-0.5\nabc\n6480999.75\n' },
    { name: 'a comma decimal', text: '0,5\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'hexadecimal', text: '0x10\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'NaN', text: 'NaN\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'Infinity', text: 'Infinity\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'an overflowing number', text: '1e400\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'A = 0 without rotation', text: '0\n0\n0\n-0.5\n486000.25\n6480999.75\n' },
    { name: 'E = 0 without rotation', text: '0.5\n0\n0\n0\n486000.25\n6480999.75\n' },
    { name: 'a degenerate grid (a·e = b·d)', text: '1\n1\n1\n1\n486000.25\n6480999.75\n' },
  ])('refuses $name with BAD_WORLD_FILE', ({ text }) => {
    expect(parseWorldFile(text)).toEqual({ ok: false, code: 'BAD_WORLD_FILE' });
  });
});

describe('worldFilePixelToMap', () => {
  it.each([
    { col: 0, row: 0, expected: { x: 100, y: 200 } },
    { col: 1, row: 0, expected: { x: 102, y: 203 } },
    { col: 0, row: 1, expected: { x: 105, y: 193 } },
    { col: -0.5, row: -0.5, expected: { x: 96.5, y: 202 } },
  ])(
    'maps pixel ($col, $row) with x = a·col + b·row + c, y = d·col + e·row + f',
    ({ col, row, expected }) => {
      const worldFile = { a: 2, d: 3, b: 5, e: -7, c: 100, f: 200 };
      expect(worldFilePixelToMap(worldFile, { col, row })).toEqual(expected);
    },
  );
});

describe('worldFileCorners', () => {
  it('gives the outer corners of a WGS84 image, half a pixel outside the pixel centres', () => {
    const corners = worldFileCorners({
      worldFile: { a: 0.001, d: 0, b: 0, e: -0.001, c: 8.0005, f: 58.9995 },
      widthPx: 1000,
      heightPx: 500,
      crs: 'EPSG:4326',
    });
    expectCornersClose(corners, [
      [8, 59],
      [9, 59],
      [9, 58.5],
      [8, 58.5],
    ]);
  });

  // Expected values: the Krüger series of the Wikipedia "Universal Transverse Mercator coordinate
  // system" article on GRS80, evaluated by hand in a separate script (not with proj4).
  it.each<{
    name: string;
    topLeft: [number, number];
    crs: CoordinateSystem;
    expected: ImageCorners;
  }>([
    {
      name: 'a UTM zone 32N image (20 km × 10 km, 2 m pixels, west of 9° E)',
      topLeft: [480_000, 6_480_000],
      crs: 'EPSG:25832',
      expected: [
        [8.657233494, 58.46021348],
        [9, 58.460671414],
        [9, 58.370856754],
        [8.658104672, 58.370400418],
      ],
    },
    {
      name: 'a UTM zone 33N image (20 km × 10 km, east of 15° E)',
      topLeft: [500_000, 6_500_000],
      crs: 'EPSG:25833',
      expected: [
        [15, 58.640296935],
        [15.344524795, 58.639835782],
        [15.34364298, 58.550025267],
        [15, 58.550484807],
      ],
    },
  ])('projects $name', ({ topLeft: [x, y], crs, expected }) => {
    const corners = worldFileCorners({
      worldFile: northUp(2, x, y),
      widthPx: 10_000,
      heightPx: 5_000,
      crs,
    });
    expectCornersClose(corners, expected);
  });

  it.each<{
    name: string;
    topLeft: [number, number];
    crs: CoordinateSystem;
    expected: [number, number];
  }>([
    {
      name: 'a UTM zone 32N corner near Arendal back to 58.46 N, 8.77 E',
      topLeft: [486_579.6843786, 6_479_948.2004918],
      crs: 'EPSG:25832',
      expected: [8.77, 58.46],
    },
    {
      // mathematica.stackexchange.com question 17448: N45 E15 is E 500000, N 4982950.4 in zone 33.
      name: 'the published UTM 33N point E 500000, N 4982950.4 to 45° N, 15° E',
      topLeft: [500_000, 4_982_950.4],
      crs: 'EPSG:25833',
      expected: [15, 45],
    },
  ])('projects $name', ({ topLeft: [x, y], crs, expected }) => {
    const [topLeft] = worldFileCorners({
      worldFile: northUp(1, x, y),
      widthPx: 1,
      heightPx: 1,
      crs,
    });
    expectCornersClose([topLeft], [expected]);
  });

  it('projects a Web Mercator image with x = R·λ and y = R·ln tan(π/4 + φ/2), R = 6 378 137 m', () => {
    // 8.77° E is x = 976 271.934 m; 58.46° N is y = 8 064 576.372 m; the bottom-left is 0, 0.
    const corners = worldFileCorners({
      worldFile: {
        a: 976.2719342570092,
        d: 0,
        b: 0,
        e: -8_064.576372263045,
        c: 976.2719342570092 / 2,
        f: 8_064_576.372263045 - 8_064.576372263045 / 2,
      },
      widthPx: 1000,
      heightPx: 1000,
      crs: 'EPSG:3857',
    });
    expectCornersClose(corners, [
      [0, 58.46],
      [8.77, 58.46],
      [8.77, 0],
      [0, 0],
    ]);
  });

  describe('a WGS84 file rotated 30° anticlockwise (pixels 0.001° wide, 0.002° high)', () => {
    // a = 0.001·cos 30°, d = 0.001·sin 30°, b = 0.002·sin 30°, e = −0.002·cos 30°.
    const rotated = {
      worldFile: {
        a: 0.000866025403784,
        d: 0.0005,
        b: 0.001,
        e: -0.001732050807569,
        c: 8.5,
        f: 58.5,
      },
      widthPx: 100,
      heightPx: 50,
      crs: 'EPSG:4326' as CoordinateSystem,
    };

    it('places every corner, rotation terms included', () => {
      expectCornersClose(worldFileCorners(rotated), ROTATED_CORNERS);
    });

    it('turns the top edge (top-left to top-right) by 30°', () => {
      const [topLeft, topRight] = worldFileCorners(rotated);
      const angleDegrees =
        (Math.atan2(topRight[1] - topLeft[1], topRight[0] - topLeft[0]) * 180) / Math.PI;
      expect(angleDegrees).toBeCloseTo(30, 9);
    });

    it('keeps a rectangle: the top and left edges are perpendicular', () => {
      const [topLeft, topRight, , bottomLeft] = worldFileCorners(rotated);
      const dot =
        (topRight[0] - topLeft[0]) * (bottomLeft[0] - topLeft[0]) +
        (topRight[1] - topLeft[1]) * (bottomLeft[1] - topLeft[1]);
      expect(dot).toBeCloseTo(0, 12);
    });
  });
});

describe('cornersBounds', () => {
  it('holds every corner of a rotated image', () => {
    expect(cornersBounds(ROTATED_CORNERS)).toEqual({
      south: 58.414013485,
      west: 8.499066987,
      north: 58.550616025,
      east: 8.635669528,
    });
  });
});

describe('cornersCentre', () => {
  it.each([
    {
      name: 'a north-up image',
      corners: [
        [8, 59],
        [9, 59],
        [9, 58.5],
        [8, 58.5],
      ] as ImageCorners,
      expected: { lat: 58.75, lng: 8.5 },
    },
    {
      name: 'a rotated image (mean of the corners, not the middle of the bounds)',
      corners: [
        [0, 1],
        [2, 3],
        [4, 1],
        [2, -1],
      ] as ImageCorners,
      expected: { lat: 1, lng: 2 },
    },
  ])('is the mean of the corners for $name', ({ corners, expected }) => {
    const centre = cornersCentre(corners);
    expect(centre.lat).toBeCloseTo(expected.lat, 12);
    expect(centre.lng).toBeCloseTo(expected.lng, 12);
  });
});

describe('COORDINATE_SYSTEMS', () => {
  it('lists UTM 32-35 N on ETRS89 and WGS 84, Web Mercator and WGS 84 once each', () => {
    expect(COORDINATE_SYSTEMS.map((system) => system.id).sort()).toEqual([
      'EPSG:25832',
      'EPSG:25833',
      'EPSG:25834',
      'EPSG:25835',
      'EPSG:32632',
      'EPSG:32633',
      'EPSG:32634',
      'EPSG:32635',
      'EPSG:3857',
      'EPSG:4326',
    ]);
  });

  it.each([
    { value: 'EPSG:25832', expected: true },
    { value: 'EPSG:3857', expected: true },
    { value: 'EPSG:32632', expected: true },
    { value: 'EPSG:32636', expected: false },
    { value: 'epsg:4326', expected: false },
    { value: undefined, expected: false },
  ])('isCoordinateSystem($value) is $expected', ({ value, expected }) => {
    expect(isCoordinateSystem(value)).toBe(expected);
  });
});
