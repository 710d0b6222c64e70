/**
 * The map every map screen draws on: the base layers from `/config.json` (street map and the
 * national topographic map, chosen in a map control), the given maps (Omaps) over them, and
 * the screen's own markers as children (react-map-gl's `Marker`, `Source`, `Layer`). MapLibre is
 * heavy: import this only from screens that show a map, which the router loads on demand.
 */
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { prewarm, setWorkerUrl, type Map as MaplibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map-canvas.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { InNextTask } from './in-next-task';
import { FIRST_DRAW_WAIT_MS } from './first-draw';
import {
  AttributionControl,
  Layer,
  Map as MapView,
  NavigationControl,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import { runtimeConfigQuery } from '../../api/runtime-config';
import type { LatLng } from '../../domain/geo';
import type { Bounds } from '../../domain/geohash';
import { DEFAULT_MAP_CENTRE } from '../../domain/map-display';
import { omapAttributions } from './attribution-html';
import { baseMapStyle } from './base-map-style';
import { LayerControl } from './layer-control';
import { mapPixelRatio, webglInSoftware } from './map-pixel-ratio';
import { layersInView, omapLayers, type OmapDisplay, type OmapLayer } from './omap-sources';

setWorkerUrl(workerUrl);
// MapLibre's web workers start in a task of their own as this module loads, rather than inside
// the long task that makes the first map (its WebGL context and style).
setTimeout(prewarm, 0);

export interface MapViewport {
  centre: LatLng;
  zoom: number;
  bounds: Bounds;
}

export interface MapCanvasProps {
  /** The map's accessible name. */
  label: string;
  initialView?: { centre: LatLng; zoom: number };
  /** Maps drawn over the base layers, bottom first. */
  omaps?: readonly OmapDisplay[];
  onMapClick?: (point: LatLng) => void;
  /** After every move, and once when the map's style has loaded (and again when it has loaded). */
  onViewportChange?: (viewport: MapViewport) => void;
  mapRef?: Ref<MapRef>;
  /** For tests that read pixels. */
  preserveDrawingBuffer?: boolean;
  children?: ReactNode;
}

/**
 * A browser test may set, before the app starts:
 * - `window.__onMapCanvasLoad`, to receive each map as soon as its style has loaded (and again on
 *   each style change), with its accessible name, and read what MapLibre draws (sources, layers);
 * - `window.__firstDrawWaitMs`, to replace FIRST_DRAW_WAIT_MS, so that a test of the first idle
 *   is not decided by how busy the machine is.
 * Nothing sets them in the app.
 */
interface MapCanvasTestHook {
  __onMapCanvasLoad?: (map: MaplibreMap, label: string) => void;
  __firstDrawWaitMs?: number;
}

function viewportOf(map: MaplibreMap): MapViewport {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    centre: { lat: centre.lat, lng: centre.lng },
    zoom: map.getZoom(),
    bounds: {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    },
  };
}

/**
 * Each map's sources and layers, worked out once per map object: a large map's pyramid tiles are
 * placed by projecting every corner, which took a long task on a slow phone when it ran on each
 * render (every move of the map renders the canvas again). The map objects are read-only data.
 */
const layersOfOmap = new WeakMap<OmapDisplay, OmapLayer[]>();

function layersOf(omap: OmapDisplay): OmapLayer[] {
  let layers = layersOfOmap.get(omap);
  if (!layers) {
    layers = omapLayers(omap);
    layersOfOmap.set(omap, layers);
  }
  return layers;
}

/**
 * A tile or image that could not be fetched (no signal, or a tile server that is down) stays blank
 * until the view asks for it again: expected in an app played offline, so it is not logged as an
 * error (a console full of them hides real faults). MapLibre's fetch failures carry the HTTP
 * status and the URL (its `AJAXError`); a tile whose answer is no image (a failed request the
 * service worker answered, say: "Could not load image") comes with the tile in the event; anything
 * else is logged as react-map-gl logs it.
 */
function logMapError(event: { error: Error; tile?: unknown }): void {
  const { status, url } = event.error as { status?: unknown; url?: unknown };
  if (typeof status === 'number' && typeof url === 'string') return;
  if (event.tile !== undefined) return;
  console.error(event.error);
}

/**
 * The map lies over its whole box, whatever layout the screen gives the box (a grid, a flex
 * column, a fixed height). Laid out as the box's content instead, MapLibre's canvas (sized in
 * pixels from the box) widened the box it is sized from: 935 px on a 390 px phone in the editors.
 */
const MAP_VIEW_STYLE: CSSProperties = { position: 'absolute', inset: 0 };
const DRAWING_MAP_VIEW_STYLE: CSSProperties = { ...MAP_VIEW_STYLE, visibility: 'hidden' };

/**
 * MapLibre 6 draws the style's sky before every frame, and so compiles and links the sky's WebGL
 * program as the map opens, whether or not the style has a sky. These maps have none, are flat
 * (Mercator) and pitch at most 60 degrees, where the horizon never shows: the sky draws nothing.
 * Where WebGL runs in software, linking that program cost the opening map 4 to 25 ms of main
 * thread (docs/DECISIONS.md, "The map where WebGL runs in software"). The painter's table of draw
 * functions is public in MapLibre's types; the map's own copy gets a sky that draws nothing.
 */
function withoutSky(map: MaplibreMap): void {
  const { painter } = map;
  if (painter.drawFunctions.sky === drawNoSky) return;
  painter.drawFunctions = { ...painter.drawFunctions, sky: drawNoSky };
}

function drawNoSky(): void {}

export function MapCanvas({
  label,
  initialView,
  omaps = [],
  onMapClick,
  onViewportChange,
  mapRef,
  preserveDrawingBuffer = false,
  children,
}: MapCanvasProps) {
  const config = useQuery(runtimeConfigQuery);
  const [layerId, setLayerId] = useState<string | undefined>(undefined);
  const [view, setView] = useState<MapViewport | null>(null);
  // Hidden from its style's load until its first idle, or the wait (see first-draw.ts).
  const [styleLoaded, setStyleLoaded] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!styleLoaded || drawn) return;
    const wait = (window as MapCanvasTestHook).__firstDrawWaitMs ?? FIRST_DRAW_WAIT_MS;
    const shown = setTimeout(() => setDrawn(true), wait);
    return () => clearTimeout(shown);
  }, [styleLoaded, drawn]);
  const layers = config.data?.baseLayers;
  const visibleId = layerId ?? layers?.[0]?.id ?? '';
  // One style object per choice: react-map-gl calls MapLibre's setStyle (a diff of the whole
  // style) whenever it gets a new one, which every render of a screen with a map did.
  const mapStyle = useMemo(() => baseMapStyle(layers ?? [], visibleId), [layers, visibleId]);
  const attributions = omapAttributions(omaps);

  if (config.isPending) {
    return (
      <p role="status">
        <Trans>Loading map…</Trans>
      </p>
    );
  }
  if (config.isError) {
    return (
      <p role="alert">
        <Trans>Could not load the map settings. Check your connection and try again.</Trans>
      </p>
    );
  }
  const centre = initialView?.centre ?? DEFAULT_MAP_CENTRE;
  const report = (event: { target: MaplibreMap }) => {
    const viewport = viewportOf(event.target);
    setView(viewport);
    onViewportChange?.(viewport);
  };

  return (
    <div className="map-canvas" role="region" aria-label={label}>
      <LayerControl layers={config.data.baseLayers} visibleId={visibleId} onChoose={setLayerId} />
      <MapView
        ref={mapRef}
        initialViewState={{
          latitude: centre.lat,
          longitude: centre.lng,
          zoom: initialView?.zoom ?? 12,
        }}
        mapStyle={mapStyle}
        style={drawn ? MAP_VIEW_STYLE : DRAWING_MAP_VIEW_STYLE}
        onIdle={drawn ? undefined : () => setDrawn(true)}
        attributionControl={false}
        canvasContextAttributes={{ preserveDrawingBuffer: preserveDrawingBuffer }}
        // Each frame costs a slow phone a task: tiles appear at once rather than fading in over
        // 300 ms of frames, and tiles past their cache time are not fetched and drawn again while
        // the map is open (the offline pack's tiles do not change during a game).
        fadeDuration={0}
        refreshExpiredTiles={false}
        pixelRatio={mapPixelRatio(window.devicePixelRatio, webglInSoftware())}
        onClick={(event: MapLayerMouseEvent) =>
          onMapClick?.({ lat: event.lngLat.lat, lng: event.lngLat.lng })
        }
        onError={logMapError}
        onLoad={report}
        onStyleData={(event: { target: MaplibreMap }) => {
          withoutSky(event.target);
          setStyleLoaded(true);
          (window as MapCanvasTestHook).__onMapCanvasLoad?.(event.target, label);
          // The view is known once the style is in: report it then rather than waiting for
          // 'load', which waits for every base tile (long on a slow or offline connection).
          if (view === null) report(event);
        }}
        onMoveEnd={report}
      >
        <NavigationControl position="top-right" />
        {/* The base layers' attributions come from their sources, the maps' are added (a new
            control when they change): see omapAttributions. */}
        <AttributionControl key={attributions.join('\n')} customAttribution={attributions} />
        {omaps.flatMap((omap) =>
          layersInView(layersOf(omap), view).map(({ sourceId, source, layer }) => (
            <Source key={sourceId} id={sourceId} {...source}>
              <Layer {...layer} />
            </Source>
          )),
        )}
        {/* The screen's markers render in a task after the one that makes the map (its WebGL
            context alone takes tens of ms on a slow phone), not in the same long task. */}
        <InNextTask>{children}</InNextTask>
      </MapView>
    </div>
  );
}
