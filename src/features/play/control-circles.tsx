/**
 * The orienteering circle around each control of the current level (seed: weight 6, opacity 1,
 * radius from the zoom radius helper plus the optional offset), drawn by MapLibre as one GeoJSON
 * layer rather than an element per control, so the map stays quick under a tap. The circle's
 * radius follows the zoom inside MapLibre (a step expression built from `zoomRadiusSteps`), so
 * zooming redraws nothing in React. Punched controls are faded, as their markers are.
 */
import type { ExpressionSpecification } from 'maplibre-gl';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import {
  CONTROL_LINE_WEIGHT,
  CONTROL_OPACITY,
  controlDisplayStyle,
  zoomRadius,
  zoomRadiusSteps,
} from '../../domain/map-display';
import { useOverlayLayersOnTop } from '../../ui/map/overlay-layers';
import type { PlayControl } from './play-logic';

export const CONTROL_CIRCLES_LAYER = 'play-control-circles';
/** Opacity of a punched control's circle: still there, plainly done. */
const DONE_OPACITY = 0.35;

/** The circle radius in pixels by zoom, as MapLibre evaluates it (`zoomRadius` as steps). */
function radiusExpression(offset: number): ExpressionSpecification {
  const stops = zoomRadiusSteps(offset).flat();
  return ['step', ['zoom'], zoomRadius(0, offset), ...stops] as ExpressionSpecification;
}

export function ControlCircles({
  controls,
  radiusOffset = 0,
}: {
  controls: readonly PlayControl[];
  /** Pixels added to every radius (the seed helper's optional offset). */
  radiusOffset?: number;
}) {
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: controls.map((control) => ({
        type: 'Feature' as const,
        properties: {
          colour: controlDisplayStyle(control.points).colour,
          opacity: control.mark === 'open' ? CONTROL_OPACITY : DONE_OPACITY,
        },
        geometry: { type: 'Point' as const, coordinates: [control.lng, control.lat] },
      })),
    }),
    [controls],
  );
  const paint = useMemo(
    () => ({
      'circle-radius': radiusExpression(radiusOffset),
      'circle-opacity': 0,
      'circle-stroke-width': CONTROL_LINE_WEIGHT,
      'circle-stroke-color': ['get', 'colour'] as ExpressionSpecification,
      'circle-stroke-opacity': ['get', 'opacity'] as ExpressionSpecification,
      'circle-pitch-alignment': 'map' as const,
    }),
    [radiusOffset],
  );
  useOverlayLayersOnTop();
  return (
    <Source id="play-control-circles" type="geojson" data={data}>
      <Layer id={CONTROL_CIRCLES_LAYER} type="circle" paint={paint} />
    </Source>
  );
}
