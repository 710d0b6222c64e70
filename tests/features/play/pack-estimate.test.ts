import { describe, expect, it } from 'vitest';
import type { BaseLayer } from '../../../src/api/runtime-config';
import { packSizesByDetail } from '../../../src/features/play/pack-estimate';
import { MEAN_TILE_BYTES } from '../../../src/offline/pack-download';
import { packTileUrls } from '../../../src/offline/pack-plan';

const LAYER: BaseLayer = {
  id: 'street',
  urlTemplate: 'https://tiles.example.org/{z}/{x}/{y}.png',
  attribution: 'Example',
  maxZoom: 19,
  allowOffline: true,
};

/** About 1.5 km × 1 km near Arendal. */
const AREA = { south: 58.455, west: 8.76, north: 58.465, east: 8.785 };

describe('packSizesByDetail: the size of each detail choice before a download', () => {
  const sizes = packSizesByDetail({
    game: { omaps: [] },
    area: AREA,
    baseLayers: [LAYER],
    origin: 'https://app.example.org',
  });

  it('is the tiles the download would fetch at the mean tile size', () => {
    const tiles = packTileUrls({
      game: { omaps: [] },
      area: AREA,
      minZoom: 13,
      maxZoom: 16,
      baseLayers: [LAYER],
      origin: 'https://app.example.org',
    }).length;
    expect(sizes.normal).toBe(tiles * MEAN_TILE_BYTES);
  });

  it('grows about four times with each step of detail', () => {
    expect(sizes.less).toBeLessThan(sizes.normal);
    expect(sizes.more / sizes.normal).toBeGreaterThan(3);
    expect(sizes.more / sizes.normal).toBeLessThan(5);
    expect(sizes.most / sizes.more).toBeGreaterThan(3);
    expect(sizes.most / sizes.more).toBeLessThan(5);
  });
});
