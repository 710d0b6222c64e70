import { describe, expect, it } from 'vitest';
import {
  IMAGE_TILE_SIZE_PX,
  MAX_UNTILED_IMAGE_SIDE_PX,
  imagePyramid,
  levelMinZoom,
  needsTiling,
  tileCorners,
  tileRectangle,
  tileUrl,
} from '../../src/domain/image-pyramid';
import { worldFileCorners, type WorldFile } from '../../src/domain/world-file';

describe('needsTiling', () => {
  it('draws an image whole up to 4096 px on its longer side and tiles one pixel more', () => {
    expect(MAX_UNTILED_IMAGE_SIDE_PX).toBe(4096);
    expect(needsTiling(4096, 4096)).toBe(false);
    expect(needsTiling(4097, 10)).toBe(true);
    expect(needsTiling(10, 4097)).toBe(true);
  });
});

describe('imagePyramid', () => {
  it('has no levels for an image drawn whole', () => {
    expect(imagePyramid(4096, 3000)).toEqual([]);
  });

  it('halves a 6000 x 6000 image down to one tile', () => {
    const levels = imagePyramid(6000, 6000);
    expect(levels.map((l) => [l.level, l.factor, l.widthPx, l.columns, l.rows])).toEqual([
      [0, 1, 6000, 6, 6],
      [1, 2, 3000, 3, 3],
      [2, 4, 1500, 2, 2],
      [3, 8, 750, 1, 1],
    ]);
  });

  it('rounds odd sizes up and follows the longer side', () => {
    const levels = imagePyramid(4097, 1025);
    expect(levels[0]).toMatchObject({ widthPx: 4097, heightPx: 1025, columns: 5, rows: 2 });
    expect(levels[1]).toMatchObject({ widthPx: 2049, heightPx: 513, columns: 3, rows: 1 });
    expect(levels[2]).toMatchObject({ widthPx: 1025, heightPx: 257, columns: 2, rows: 1 });
    expect(levels.at(-1)).toMatchObject({ level: 3, widthPx: 513, heightPx: 129, columns: 1 });
  });
});

describe('tileRectangle', () => {
  it('cuts full tiles and a narrower last column and row', () => {
    const [level0] = imagePyramid(6000, 5000);
    if (!level0) throw new Error('expected a level');
    expect(tileRectangle(level0, 0, 0)).toEqual({ left: 0, top: 0, width: 1024, height: 1024 });
    expect(tileRectangle(level0, 5, 4)).toEqual({
      left: 5 * IMAGE_TILE_SIZE_PX,
      top: 4 * IMAGE_TILE_SIZE_PX,
      width: 6000 - 5120,
      height: 5000 - 4096,
    });
  });
});

describe('tileCorners', () => {
  // 0.5 m pixels in UTM 32N near Arendal, rotated slightly.
  const worldFile: WorldFile = { a: 0.5, d: 0.02, b: 0.02, e: -0.5, c: 480000.25, f: 6480000 };
  const image = { worldFile, crs: 'EPSG:25832' as const, imageWidthPx: 6000, imageHeightPx: 5000 };
  const whole = worldFileCorners({ worldFile, widthPx: 6000, heightPx: 5000, crs: 'EPSG:25832' });
  const levels = imagePyramid(6000, 5000);

  it('puts the corner tiles of every level on the corners of the whole image', () => {
    for (const level of levels) {
      const first = tileCorners({ ...image, level, column: 0, row: 0 });
      const last = tileCorners({
        ...image,
        level,
        column: level.columns - 1,
        row: level.rows - 1,
      });
      expect(first[0][0]).toBeCloseTo(whole[0][0], 9);
      expect(first[0][1]).toBeCloseTo(whole[0][1], 9);
      expect(last[2][0]).toBeCloseTo(whole[2][0], 9);
      expect(last[2][1]).toBeCloseTo(whole[2][1], 9);
    }
  });

  it('makes neighbouring tiles share their edge', () => {
    const level = levels[1];
    if (!level) throw new Error('expected a level');
    const left = tileCorners({ ...image, level, column: 0, row: 1 });
    const right = tileCorners({ ...image, level, column: 1, row: 1 });
    expect(right[0][0]).toBeCloseTo(left[1][0], 9);
    expect(right[0][1]).toBeCloseTo(left[1][1], 9);
    expect(right[3][0]).toBeCloseTo(left[2][0], 9);
    expect(right[3][1]).toBeCloseTo(left[2][1], 9);
  });
});

describe('tileUrl', () => {
  it('fills the template', () => {
    expect(tileUrl('/map-images/a/tiles/{level}/{column}_{row}.webp', 2, 3, 4)).toBe(
      '/map-images/a/tiles/2/3_4.webp',
    );
  });
});

describe('levelMinZoom', () => {
  it('shows a finer level from a higher zoom, one zoom step per halving', () => {
    const [level0, level1] = imagePyramid(6000, 6000);
    if (!level0 || !level1) throw new Error('expected levels');
    const z0 = levelMinZoom(0.5, 58.46, level0);
    expect(levelMinZoom(0.5, 58.46, level1)).toBeCloseTo(z0 - 1, 9);
    // 0.5 m pixels at 58.46 N: 40 075 016.7 · cos(58.46°) / 512 / 2^z = 2 · 0.5 at z ≈ 15.32.
    expect(z0).toBeCloseTo(15.32, 2);
  });
});
