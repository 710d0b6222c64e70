import { describe, expect, it } from 'vitest';
import {
  latLonBoxCorners,
  parseLatLonQuad,
  readLatLonBox,
  worldFileFromLatLonBox,
  worldFileFromQuad,
  type LatLonBox,
  type LatLonQuad,
} from '../../src/domain/kml-overlay';
import { worldFileCorners, type ImageCorners, type WorldFile } from '../../src/domain/world-file';

const TOLERANCE = 1e-9;

function expectClose(actual: readonly number[], expected: readonly number[], what: string): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => {
    expect(Math.abs(value - (expected[index] ?? NaN)), `${what}[${index}] = ${value}`).toBeLessThan(
      TOLERANCE,
    );
  });
}

function numbers(worldFile: WorldFile): number[] {
  return [worldFile.a, worldFile.d, worldFile.b, worldFile.e, worldFile.c, worldFile.f];
}

/** The quad in MapLibre image-corner order (top-left, top-right, bottom-right, bottom-left). */
function asImageCorners([bl, br, tr, tl]: LatLonQuad): ImageCorners {
  return [tl, tr, br, bl];
}

function cornersOf(worldFile: WorldFile, widthPx: number, heightPx: number): ImageCorners {
  return worldFileCorners({ worldFile, widthPx, heightPx, crs: 'EPSG:4326' });
}

const ARENDAL: LatLonBox = { north: 58.47, south: 58.45, east: 8.8, west: 8.76, rotation: 0 };

describe('latLonBoxCorners', () => {
  it.each<{ name: string; box: LatLonBox; expected: LatLonQuad }>([
    {
      name: 'no rotation: the box edges, counter-clockwise from the bottom-left',
      box: { north: 59, south: 58, east: 9, west: 8, rotation: 0 },
      expected: [
        [8, 58],
        [9, 58],
        [9, 59],
        [8, 59],
      ],
    },
    {
      name: '180° swaps opposite corners',
      box: { north: 59, south: 58, east: 9, west: 8, rotation: 180 },
      expected: [
        [9, 59],
        [8, 59],
        [8, 58],
        [9, 58],
      ],
    },
  ])('$name', ({ box, expected }) => {
    const corners = latLonBoxCorners(box);
    corners.forEach((corner, index) => expectClose(corner, expected[index] ?? [], 'corner'));
  });
});

describe('latLonBoxCorners on the ground', () => {
  const box: LatLonBox = { north: 59, south: 58, east: 10, west: 8, rotation: 90 };
  const k = Math.cos((58.5 * Math.PI) / 180);

  it('turns 90° counter-clockwise about the centre with longitudes scaled by cos(latitude)', () => {
    // The bottom-left corner lies 1° of longitude (k units) west and 0.5° south of the centre;
    // a quarter turn counter-clockwise takes it 0.5 units east and k units south.
    const [bl] = latLonBoxCorners(box);
    expectClose(bl, [9 + 0.5 / k, 58.5 - k], 'bottom-left');
  });

  it.each([15, 90, -40])(
    'keeps the right angles and side lengths on the ground at %s°',
    (rotation) => {
      const [bl, br, tr] = latLonBoxCorners({ ...box, rotation });
      const ground = (a: [number, number], b: [number, number]) => [(b[0] - a[0]) * k, b[1] - a[1]];
      const [bx, by] = ground(bl, br);
      const [ux, uy] = ground(br, tr);
      expect(Math.abs((bx ?? NaN) * (ux ?? NaN) + (by ?? NaN) * (uy ?? NaN))).toBeLessThan(1e-12);
      expect(Math.hypot(bx ?? NaN, by ?? NaN)).toBeCloseTo(2 * k, 12);
      expect(Math.hypot(ux ?? NaN, uy ?? NaN)).toBeCloseTo(1, 12);
    },
  );
});

describe('worldFileFromQuad', () => {
  it.each<{ name: string; quad: LatLonQuad; width: number; height: number; expected: WorldFile }>([
    {
      name: 'a north-up box, 1000 × 500 px',
      quad: [
        [8, 58],
        [9, 58],
        [9, 59],
        [8, 59],
      ],
      width: 1000,
      height: 500,
      expected: { a: 0.001, d: 0, b: 0, e: -0.002, c: 8.0005, f: 58.999 },
    },
    {
      name: 'a one-pixel image: the pixel centre is the middle of the box',
      quad: [
        [8, 58],
        [9, 58],
        [9, 59],
        [8, 59],
      ],
      width: 1,
      height: 1,
      expected: { a: 1, d: 0, b: 0, e: -1, c: 8.5, f: 58.5 },
    },
  ])('$name', ({ quad, width, height, expected }) => {
    expectClose(numbers(worldFileFromQuad(quad, width, height)), numbers(expected), 'world file');
  });

  it.each<{ name: string; quad: LatLonQuad }>([
    {
      name: 'a sheared parallelogram',
      quad: [
        [8.76, 58.45],
        [8.8, 58.452],
        [8.802, 58.472],
        [8.762, 58.47],
      ],
    },
    {
      name: 'a mirrored one (corners listed clockwise on the ground)',
      quad: [
        [8.8, 58.45],
        [8.76, 58.45],
        [8.76, 58.47],
        [8.8, 58.47],
      ],
    },
  ])('places a parallelogram exactly: $name', ({ quad }) => {
    const corners = cornersOf(worldFileFromQuad(quad, 800, 600), 800, 600);
    expectClose(corners.flat(), asImageCorners(quad).flat(), 'corners');
  });

  it('fits a quad that is not a parallelogram by least squares (the mean corner is kept)', () => {
    const quad: LatLonQuad = [
      [8.76, 58.45],
      [8.8, 58.45],
      [8.81, 58.47],
      [8.76, 58.47],
    ];
    const corners = cornersOf(worldFileFromQuad(quad, 400, 400), 400, 400);
    const mean = (points: readonly (readonly number[])[], i: number) =>
      points.reduce((sum, point) => sum + (point[i] ?? NaN), 0) / points.length;
    expectClose([mean(corners, 0), mean(corners, 1)], [mean(quad, 0), mean(quad, 1)], 'mean');
    // Each corner moves by a quarter of the misfit (0.01° at the top right).
    corners.forEach((corner, index) => {
      const target = asImageCorners(quad)[index] ?? [NaN, NaN];
      expect(Math.abs(corner[0] - target[0])).toBeCloseTo(0.0025, 9);
      expect(Math.abs(corner[1] - target[1])).toBeLessThan(TOLERANCE);
    });
  });
});

describe('worldFileFromLatLonBox', () => {
  it.each([0, 17.5, -30, 90, 180])(
    'an 800 × 600 image at rotation %s° lands exactly on the rotated box',
    (rotation) => {
      const box = { ...ARENDAL, rotation };
      const corners = cornersOf(worldFileFromLatLonBox(box, 800, 600), 800, 600);
      expectClose(corners.flat(), asImageCorners(latLonBoxCorners(box)).flat(), 'corners');
    },
  );

  it('keeps a north-up box north-up (no rotation terms)', () => {
    const worldFile = worldFileFromLatLonBox(ARENDAL, 800, 600);
    expect(worldFile.b).toBe(0);
    expect(worldFile.d).toBe(0);
    expect(worldFile.a).toBeCloseTo(0.04 / 800, 12);
    expect(worldFile.e).toBeCloseTo(-0.02 / 600, 12);
  });
});

describe('parseLatLonQuad', () => {
  it.each<{ text: string; expected: LatLonQuad | null }>([
    {
      text: '8,58 9,58 9,59 8,59',
      expected: [
        [8, 58],
        [9, 58],
        [9, 59],
        [8, 59],
      ],
    },
    {
      text: '\n  8.1,58.1,0\t9,58,12.5\n 9,59,0 8,59,0 \n',
      expected: [
        [8.1, 58.1],
        [9, 58],
        [9, 59],
        [8, 59],
      ],
    },
    { text: '8,58 9,58 9,59', expected: null },
    { text: '8,58 9,58 9,59 8,59 8,58', expected: null },
    { text: '8,58 9,58 9,59 8', expected: null },
    { text: '8,58 9,x 9,59 8,59', expected: null },
    { text: '8,58 9,91 9,59 8,59', expected: null },
    { text: '8,58 181,58 9,59 8,59', expected: null },
    { text: '', expected: null },
  ])('"$text"', ({ text, expected }) => {
    expect(parseLatLonQuad(text)).toEqual(expected);
  });
});

describe('readLatLonBox', () => {
  const texts = { north: '59', south: '58', east: '9', west: '8', rotation: null };
  it.each<{ name: string; input: Parameters<typeof readLatLonBox>[0]; expected: LatLonBox | null }>(
    [
      {
        name: 'no rotation element: 0',
        input: texts,
        expected: { north: 59, south: 58, east: 9, west: 8, rotation: 0 },
      },
      {
        name: 'with rotation and white space',
        input: { ...texts, north: ' 59.5 ', rotation: ' -12.5\n' },
        expected: { north: 59.5, south: 58, east: 9, west: 8, rotation: -12.5 },
      },
      { name: 'a missing edge', input: { ...texts, east: null }, expected: null },
      { name: 'an edge that is not a number', input: { ...texts, west: 'west' }, expected: null },
      { name: 'a bad rotation', input: { ...texts, rotation: 'x' }, expected: null },
      { name: 'north below south', input: { ...texts, north: '57' }, expected: null },
      { name: 'east equal to west', input: { ...texts, east: '8' }, expected: null },
      { name: 'a latitude beyond 90', input: { ...texts, north: '91' }, expected: null },
      { name: 'a longitude beyond 180', input: { ...texts, east: '181' }, expected: null },
    ],
  )('$name', ({ input, expected }) => {
    expect(readLatLonBox(input)).toEqual(expected);
  });
});
