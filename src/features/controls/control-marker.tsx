import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Marker, type MarkerDragEvent } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import type { TagSide } from '../../domain/tag-placement';
import { ControlIconImage } from '../../ui/map/control-icon';
import { MAP_TAG_CLASS, tagHolder } from '../../ui/map/map-tag';
import { DRAFT_LABEL } from './control-tags';

export type MarkerKind = 'control' | 'draft' | 'preview';

interface ControlMarkerProps {
  position: LatLng;
  visualCode: string;
  points: number;
  /** The animal's size, and where its label goes (control-tags.ts). */
  iconPx: number;
  tagOffsetPx: number;
  tagSide: TagSide;
  kind?: MarkerKind;
  selected?: boolean;
  /** Given: the marker can be dragged, and reports where it was dropped. */
  onMove?: (position: LatLng) => void;
  onSelect?: () => void;
}

/**
 * A control on the map: its animal (by points) sized by zoom and centred on the control's
 * position, and its visual code on a label beside it. The marker is a button named after the
 * control, so it is reached and chosen with the keyboard too; a tap or Enter selects it (without
 * reaching the map, where a tap adds a control), and a drag moves it.
 */
export function ControlMarker({
  position,
  visualCode,
  points,
  iconPx,
  tagOffsetPx,
  tagSide,
  kind = 'control',
  selected = false,
  onMove,
  onSelect,
}: ControlMarkerProps) {
  const { t } = useLingui();
  const holder = tagHolder(tagSide, tagOffsetPx);
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
        <span
          className={`control-marker control-marker-preview ${holder.className}`}
          style={holder.style}
          role="img"
          aria-label={label}
        >
          <ControlIconImage points={points} sizePx={iconPx} />
          <span className={`control-marker-code ${MAP_TAG_CLASS}`}>{visualCode}</span>
        </span>
      ) : (
        <button
          type="button"
          className={`control-marker control-marker-${kind} ${holder.className}`}
          style={holder.style}
          aria-label={label}
          aria-pressed={kind === 'control' ? selected : undefined}
          data-control-code={visualCode}
        >
          <ControlIconImage points={points} sizePx={iconPx} />
          <span className={`control-marker-code ${MAP_TAG_CLASS}`} aria-hidden="true">
            {kind === 'draft' ? DRAFT_LABEL : visualCode}
          </span>
        </button>
      )}
    </Marker>
  );
}
