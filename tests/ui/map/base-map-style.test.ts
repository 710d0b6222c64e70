/**
 * The base layers' style (src/ui/map/base-map-style.ts): a raster source per layer, only the
 * chosen one shown, and tiles that appear at once rather than fading in over frames.
 */
import { describe, expect, it } from 'vitest';
import type { BaseLayer } from '../../../src/api/runtime-config';
import { baseMapStyle } from '../../../src/ui/map/base-map-style';

const layers: BaseLayer[] = [
  {
    id: 'street',
    urlTemplate: 'https://tiles.example/{z}/{x}/{y}.png',
    maxZoom: 19,
    attribution: 'Street',
    allowOffline: true,
  },
  {
    id: 'topo',
    urlTemplate: 'https://topo.example/{z}/{y}/{x}.png',
    maxZoom: 17,
    attribution: 'Topo',
    allowOffline: false,
  },
];

describe('baseMapStyle', () => {
  it('shows only the chosen layer, each tile at once', () => {
    const style = baseMapStyle(layers, 'topo');
    expect(style.layers).toEqual([
      {
        id: 'street',
        type: 'raster',
        source: 'street',
        paint: { 'raster-fade-duration': 0 },
        layout: { visibility: 'none' },
      },
      {
        id: 'topo',
        type: 'raster',
        source: 'topo',
        paint: { 'raster-fade-duration': 0 },
        layout: { visibility: 'visible' },
      },
    ]);
    expect(style.sources.topo).toMatchObject({
      type: 'raster',
      tiles: ['https://topo.example/{z}/{y}/{x}.png'],
      maxzoom: 17,
    });
  });
});
