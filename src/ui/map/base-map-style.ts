import type { StyleSpecification } from 'maplibre-gl';
import type { BaseLayer } from '../../api/runtime-config';

/** A MapLibre style with one raster source per base layer; only `visibleId` is shown. */
export function baseMapStyle(layers: readonly BaseLayer[], visibleId: string): StyleSpecification {
  return {
    version: 8,
    sources: Object.fromEntries(
      layers.map((layer) => [
        layer.id,
        {
          type: 'raster' as const,
          tiles: [layer.urlTemplate],
          tileSize: 256,
          maxzoom: layer.maxZoom,
          attribution: layer.attribution,
        },
      ]),
    ),
    layers: layers.map((layer) => ({
      id: layer.id,
      type: 'raster' as const,
      source: layer.id,
      layout: { visibility: layer.id === visibleId ? ('visible' as const) : ('none' as const) },
    })),
  };
}
