import { describe, expect, it } from 'vitest';
import { planMosaic } from '../../src/domain/kml-mosaic';
import type { LatLonQuad } from '../../src/domain/kml-overlay';

// Two north-up pieces side by side on the equator, 0.001° square, 100 × 100 px each.
const LEFT: LatLonQuad = [
  [0, 0],
  [0.001, 0],
  [0.001, 0.001],
  [0, 0.001],
];
const RIGHT: LatLonQuad = [
  [0.001, 0],
  [0.002, 0],
  [0.002, 0.001],
  [0.001, 0.001],
];

const SIDE_BY_SIDE = [
  { widthPx: 100, heightPx: 100, corners: LEFT },
  { widthPx: 100, heightPx: 100, corners: RIGHT },
];

describe('planMosaic', () => {
  it('joins two north-up pieces side by side into one image of both', () => {
    const plan = planMosaic(SIDE_BY_SIDE, 8192);
    expect([plan.widthPx, plan.heightPx]).toEqual([200, 100]);
    plan.corners.flat().forEach((value, index) => {
      expect(value).toBeCloseTo([0, 0, 0.002, 0, 0.002, 0.001, 0, 0.001][index] ?? NaN, 9);
    });
    const [left, right] = plan.transforms;
    left?.forEach((value, index) => expect(value).toBeCloseTo([1, 0, 0, 1, 0, 0][index] ?? NaN, 6));
    right?.forEach((value, index) =>
      expect(value).toBeCloseTo([1, 0, 0, 1, 100, 0][index] ?? NaN, 6),
    );
  });

  it('makes the image coarser to keep within the largest side', () => {
    const plan = planMosaic(SIDE_BY_SIDE, 50);
    expect([plan.widthPx, plan.heightPx]).toEqual([50, 25]);
  });
});
