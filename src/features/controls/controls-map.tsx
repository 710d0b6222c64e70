import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LevelControl } from '../../api/controls-api';
import type { LatLng } from '../../domain/geo';
import type { ImportedControl } from '../../domain/iof-course-data';
import { DEFAULT_MAP_CENTRE } from '../../domain/map-display';
import { MapCanvas } from '../../ui/map/map-canvas';
import type { OmapDisplay } from '../../ui/map/omap-sources';
import { ControlMarker } from './control-marker';
import { controlTagLayout, DRAFT_LABEL } from './control-tags';
import { fitPositions } from './fit-positions';

interface ControlsMapProps {
  controls: readonly LevelControl[];
  omaps: readonly OmapDisplay[];
  /** Where to look when the level has no controls yet (the game's start, a map's centre). */
  fallbackCentre: LatLng | null;
  selectedControlId: string | undefined;
  draft: LatLng | null;
  draftPoints: number;
  preview: readonly ImportedControl[];
  onMapClick: (position: LatLng) => void;
  /** The middle of the map after every move (for adding a control without tapping). */
  onCentreChange: (centre: LatLng) => void;
  onSelect: (controlId: string) => void;
  onMove: (link: LevelControl, position: LatLng) => void;
  onDraftMove: (position: LatLng) => void;
}

const INITIAL_ZOOM = 15;

function centreOf(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const lng = points.reduce((sum, p) => sum + p.lng, 0) / points.length;
  return { lat, lng };
}

/** Fitted clear of the map's edges, more on the right where its zoom buttons are. */
const FIT_PADDING = { top: 56, bottom: 56, left: 48, right: 72 };

/**
 * The level's controls on the game's maps: tap the map to add one, tap (or Enter on) a control to
 * edit it, drag it to move it. Controls of an import being previewed are drawn too, apart.
 */
export function ControlsMap(props: ControlsMapProps) {
  const { t } = useLingui();
  const { controls, preview, draft } = props;
  const mapRef = useRef<MapRef>(null);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const fitted = useRef(false);
  const placed = useMemo(
    () => controls.flatMap((link) => (link.control ? [{ link, control: link.control }] : [])),
    [controls],
  );
  // Every label beside its animal where it hides no other control's animal or label: the placed
  // controls' labels choose their side first, then the preview's, then the new control's "+".
  const tags = useMemo(
    () =>
      controlTagLayout(
        [
          ...placed.map(({ control }) => ({ position: control, label: control.visualCode })),
          ...preview.map((control) => ({ position: control, label: control.visualCode })),
          ...(draft ? [{ position: draft, label: DRAFT_LABEL }] : []),
        ],
        zoom,
      ),
    [placed, preview, draft, zoom],
  );
  const sideAt = (index: number) => tags.sides[index] ?? 'right';
  const positions = placed.map(({ control }) => ({ lat: control.lat, lng: control.lng }));
  const centre = centreOf(positions) ?? props.fallbackCentre ?? DEFAULT_MAP_CENTRE;

  function fitOnce() {
    if (fitted.current || positions.length < 2) return;
    fitted.current = true;
    fitPositions(mapRef.current, positions, FIT_PADDING);
  }

  // An import being previewed may lie elsewhere: show it.
  useEffect(() => {
    if (preview.length > 0) fitPositions(mapRef.current, preview, FIT_PADDING);
  }, [preview]);

  return (
    <div className="controls-map map-frame">
      <MapCanvas
        label={t`Map of the level's controls`}
        initialView={{ centre, zoom: INITIAL_ZOOM }}
        omaps={props.omaps}
        mapRef={mapRef}
        onMapClick={props.onMapClick}
        onViewportChange={(viewport) => {
          setZoom(viewport.zoom);
          props.onCentreChange(viewport.centre);
          fitOnce();
        }}
      >
        {placed.map(({ link, control }, index) => (
          <ControlMarker
            key={link.id}
            position={{ lat: control.lat, lng: control.lng }}
            visualCode={control.visualCode}
            points={link.points}
            iconPx={tags.iconPx}
            tagOffsetPx={tags.tagOffsetPx}
            tagSide={sideAt(index)}
            selected={control.id === props.selectedControlId}
            onSelect={() => props.onSelect(control.id)}
            onMove={(position) => props.onMove(link, position)}
          />
        ))}
        {preview.map((control, index) => (
          <ControlMarker
            key={`preview-${control.visualCode}`}
            kind="preview"
            position={{ lat: control.lat, lng: control.lng }}
            visualCode={control.visualCode}
            points={control.points}
            iconPx={tags.iconPx}
            tagOffsetPx={tags.tagOffsetPx}
            tagSide={sideAt(placed.length + index)}
          />
        ))}
        {draft ? (
          <ControlMarker
            kind="draft"
            position={draft}
            visualCode=""
            points={props.draftPoints}
            iconPx={tags.iconPx}
            tagOffsetPx={tags.tagOffsetPx}
            tagSide={sideAt(placed.length + preview.length)}
            onMove={props.onDraftMove}
          />
        ) : null}
      </MapCanvas>
    </div>
  );
}
