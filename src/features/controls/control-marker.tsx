import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Marker, type MarkerDragEvent } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import { iconScaleForZoom } from '../../domain/map-display';
import { ControlIconImage } from '../../ui/map/control-icon';

/** An icon's size at scale 1, in CSS pixels (the domain scales it 2x to 5x by zoom). */
const ICON_BASE_PX = 12;

export type MarkerKind = 'control' | 'draft' | 'preview';

interface ControlMarkerProps {
  position: LatLng;
  visualCode: string;
  points: number;
  zoom: number;
  kind?: MarkerKind;
  selected?: boolean;
  /** Given: the marker can be dragged, and reports where it was dropped. */
  onMove?: (position: LatLng) => void;
  onSelect?: () => void;
}

/**
 * A control on the map: its animal (by points) sized by zoom, and its visual code. The marker is
 * a button named after the control, so it is reached and chosen with the keyboard too; a tap or
 * Enter selects it (without reaching the map, where a tap adds a control), and a drag moves it.
 */
export function ControlMarker({
  position,
  visualCode,
  points,
  zoom,
  kind = 'control',
  selected = false,
  onMove,
  onSelect,
}: ControlMarkerProps) {
  const { t } = useLingui();
  const sizePx = ICON_BASE_PX * iconScaleForZoom(zoom);
  const label =
    kind === 'draft'
      ? t`New control`
      : kind === 'preview'
        ? t`Imported control ${visualCode}, ${plural(points, { one: '# point', other: '# points' })} (not saved)`
        : t`Control ${visualCode}, ${plural(points, { one: '# point', other: '# points' })}`;
  return (
    <Marker
      longitude={position.lng}
      latitude={position.lat}
      anchor="center"
      draggable={onMove !== undefined}
      onDragEnd={(event: MarkerDragEvent) =>
        onMove?.({ lat: event.lngLat.lat, lng: event.lngLat.lng })
      }
      onClick={(event) => {
        event.originalEvent.stopPropagation();
        onSelect?.();
      }}
    >
      {kind === 'preview' ? (
        <span className="control-marker control-marker-preview" role="img" aria-label={label}>
          <ControlIconImage points={points} sizePx={sizePx} />
          <span className="control-marker-code">{visualCode}</span>
        </span>
      ) : (
        <button
          type="button"
          className={`control-marker control-marker-${kind}`}
          aria-label={label}
          aria-pressed={kind === 'control' ? selected : undefined}
          data-control-code={visualCode}
        >
          <ControlIconImage points={points} sizePx={sizePx} />
          <span className="control-marker-code" aria-hidden="true">
            {kind === 'draft' ? '+' : visualCode}
          </span>
        </button>
      )}
    </Marker>
  );
}
