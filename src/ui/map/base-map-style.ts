import type { StyleSpecification } from 'maplibre-gl';
import type { BaseLayer } from '../../api/runtime-config';

/**
 * A raster tile or image appears at once when it arrives. MapLibre's default fades each one in
 * over 300 ms, drawing a frame for every step of the fade: on a phone drawing WebGL in software
 * each frame is a long task (software-frame-pacing.ts), and on any phone a map that opens with a
 * dozen tiles arriving drew frames without pause for most of a second.
 */
export const NO_FADE = { 'raster-fade-duration': 0 } as const;

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
      paint: NO_FADE,
      layout: { visibility: layer.id === visibleId ? ('visible' as const) : ('none' as const) },
    })),
  };
}
