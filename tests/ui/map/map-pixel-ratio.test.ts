/**
 * The map canvas's device pixels per CSS pixel (src/ui/map/map-pixel-ratio.ts): the device's,
 * at most 2, and 1 where WebGL is drawn in software.
 */
import { describe, expect, it } from 'vitest';
import { mapPixelRatio } from '../../../src/ui/map/map-pixel-ratio';

describe('mapPixelRatio', () => {
  it.each([
    [1, 1],
    [1.5, 1.5],
    [2, 2],
    [2.625, 2],
    [3, 2],
  ])('draws a %s device pixel ratio at %s with a GPU', (device, drawn) => {
    expect(mapPixelRatio(device, false)).toBe(drawn);
  });

  it.each([1, 2, 2.625, 3])('draws a %s device pixel ratio at 1 in software', (device) => {
    expect(mapPixelRatio(device, true)).toBe(1);
  });
});
