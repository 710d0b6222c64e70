import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, type CSSProperties } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import {
  CONTROL_LINE_WEIGHT,
  CONTROL_OPACITY,
  controlDisplayStyle,
  zoomRadius,
} from '../../domain/map-display';
import { tagSides, type TagSide } from '../../domain/tag-placement';
import { mapPixels } from '../../domain/tile-grid';
import { ControlIconImage, iconPxForZoom } from '../../ui/map/control-icon';
import { MAP_TAG_CLASS, tagHolder } from '../../ui/map/map-tag';
import type { StoredGameState } from '../../offline/db';
import type { ControlMark, PlayControl } from './play-logic';
import type { CurrentGame } from '../../offline/outbox';
import { usePlayControls } from './use-play-controls';
import './play-map.css';

/** Control markers stack above the player's dot (position-layer.tsx), which never hides them. */
const CONTROL_MARKER_Z_INDEX = 1;
/** Opacity of a punched (or waiting) control's circle: still there, plainly done. */
const DONE_OPACITY = 0.35;
/**
 * A tag's size as play-map.css draws it, for placing the tags (the number's digits at about
 * 10 px each in its bold 0.95rem; the badge 1.3rem).
 */
const TAG_PADDING_PX = 8;
const TAG_PADDING_Y_PX = 4;
const TAG_GAP_PX = 3;
const TAG_DIGIT_PX = 10;
const TAG_BADGE_PX = 21;

function tagWidth(control: PlayControl, iconPx: number): number {
  const badge = control.mark === 'open' ? 0 : TAG_GAP_PX + TAG_BADGE_PX;
  return TAG_PADDING_PX + iconPx + TAG_GAP_PX + control.label.length * TAG_DIGIT_PX + badge;
}

function useMarkWords(): Record<ControlMark, string> {
  const { t } = useLingui();
  return {
    open: t`not punched`,
    punched: t`punched`,
    'waiting-verification': t`waiting for verification`,
  };
}

/**
 * The current level's controls on the map, each a button of at least 44 x 44 px centred on the
 * control, in the seed's orienteering circle (weight 6, opacity 1, radius from the zoom radius
 * helper; faded once punched), with a tag beside the circle: the animal of its points sized by
 * zoom and its number, and a tick once punched (an ellipsis while a code punch waits for the
 * server; both faded). Each is named for screen readers with its number, points and state;
 * choosing one picks it for a code punch. A punch re-renders only its own control's marker (each
 * is memoised on what it shows).
 *
 * The circle is part of the marker rather than a MapLibre layer: a circle layer costs the map its
 * own WebGL program, linked as the map opens (about 25 ms of main thread where WebGL runs in
 * software), and a GeoJSON source parsed in the map's worker, which drew two more frames.
 */
export const PlayControlMarkers = memo(function PlayControlMarkers({
  game,
  current,
  zoom,
  onChoose,
}: {
  game: CurrentGame;
  current: StoredGameState | null;
  zoom: number;
  onChoose: (controlId: string) => void;
}) {
  const controls = usePlayControls(game, current);
  const sizePx = iconPxForZoom(zoom);
  const radiusPx = zoomRadius(zoom);
  // The tag starts just outside the circle's stroke.
  const tagOffsetPx = radiusPx + CONTROL_LINE_WEIGHT + 2;
  // Each tag on the side of its circle where it hides no other control's circle or tag.
  const sides = useMemo(
    () =>
      tagSides(
        controls.map((control) => ({
          ...mapPixels(control, zoom),
          width: tagWidth(control, sizePx),
          height: Math.max(sizePx, TAG_BADGE_PX) + TAG_PADDING_Y_PX,
        })),
        { ringRadius: radiusPx + CONTROL_LINE_WEIGHT, offset: tagOffsetPx },
      ),
    [controls, zoom, sizePx, radiusPx, tagOffsetPx],
  );
  return controls.map((control, index) => (
    <PlayControlMarker
      key={control.id}
      control={control}
      sizePx={sizePx}
      radiusPx={radiusPx}
      tagOffsetPx={tagOffsetPx}
      tagSide={sides[index] ?? 'right'}
      onChoose={onChoose}
    />
  ));
});

interface MarkerProps {
  control: PlayControl;
  sizePx: number;
  /** The circle's radius (to the inside of its stroke), in CSS pixels. */
  radiusPx: number;
  tagOffsetPx: number;
  tagSide: TagSide;
  onChoose: (controlId: string) => void;
}

const PlayControlMarker = memo(
  function PlayControlMarker({
    control,
    sizePx,
    radiusPx,
    tagOffsetPx,
    tagSide,
    onChoose,
  }: MarkerProps) {
    const { t } = useLingui();
    const words = useMarkWords();
    const points = control.points ?? 1;
    const code = control.label;
    const state = words[control.mark];
    const label = t`Control ${code}, ${plural(points, { one: '# point', other: '# points' })}, ${state}`;
    const ring: CSSProperties = {
      width: 2 * (radiusPx + CONTROL_LINE_WEIGHT),
      height: 2 * (radiusPx + CONTROL_LINE_WEIGHT),
      borderWidth: CONTROL_LINE_WEIGHT,
      borderColor: controlDisplayStyle(points).colour,
      opacity: control.mark === 'open' ? CONTROL_OPACITY : DONE_OPACITY,
    };
    const holder = tagHolder(tagSide, tagOffsetPx);
    return (
      <Marker
        longitude={control.lng}
        latitude={control.lat}
        anchor="center"
        style={{ zIndex: CONTROL_MARKER_Z_INDEX }}
      >
        <button
          type="button"
          className={`play-control play-control-${control.mark} ${holder.className}`}
          aria-label={label}
          data-control-code={control.label}
          onClick={() => onChoose(control.controlId)}
          style={holder.style}
        >
          <span className="play-control-ring" aria-hidden="true" style={ring} />
          <span className={`play-control-tag ${MAP_TAG_CLASS}`} aria-hidden="true">
            <ControlIconImage points={points} sizePx={sizePx} />
            <span className="play-control-code">{control.label}</span>
            {control.mark === 'open' ? null : (
              <span className={`play-control-badge play-control-badge-${control.mark}`}>
                {control.mark === 'punched' ? '✓' : '…'}
              </span>
            )}
          </span>
        </button>
      </Marker>
    );
  },
  (before, after) =>
    before.sizePx === after.sizePx &&
    before.radiusPx === after.radiusPx &&
    before.tagOffsetPx === after.tagOffsetPx &&
    before.tagSide === after.tagSide &&
    before.onChoose === after.onChoose &&
    sameShownControl(before.control, after.control),
);

/** True when two controls look the same on the map (the list is rebuilt on every change). */
function sameShownControl(a: PlayControl, b: PlayControl): boolean {
  return (
    a.controlId === b.controlId &&
    a.lat === b.lat &&
    a.lng === b.lng &&
    a.label === b.label &&
    a.mark === b.mark &&
    a.points === b.points
  );
}
