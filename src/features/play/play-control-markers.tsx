import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { iconScaleForZoom } from '../../domain/map-display';
import { ControlIconImage } from '../../ui/map/control-icon';
import type { StoredGameState } from '../../offline/db';
import type { ControlMark, PlayControl } from './play-logic';
import type { CurrentGame } from './use-current-game';
import { usePlayControls } from './use-play-controls';

/** An icon's size at scale 1, in CSS pixels (the domain scales it 2x to 5x by zoom). */
const ICON_BASE_PX = 12;

function useMarkWords(): Record<ControlMark, string> {
  const { t } = useLingui();
  return {
    open: t`not punched`,
    punched: t`punched`,
    'waiting-verification': t`waiting for verification`,
  };
}

/**
 * The current level's controls on the map: the animal of its points sized by zoom, its number,
 * and a tick when punched (a clock while a code punch waits for the server). Each is named for
 * screen readers with its number, points and state; choosing one picks it for a code punch.
 * A punch re-renders only its own control's marker (each is memoised on what it shows).
 */
export function PlayControlMarkers({
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
  const sizePx = ICON_BASE_PX * iconScaleForZoom(zoom);
  return controls.map((control) => (
    <PlayControlMarker key={control.id} control={control} sizePx={sizePx} onChoose={onChoose} />
  ));
}

interface MarkerProps {
  control: PlayControl;
  sizePx: number;
  onChoose: (controlId: string) => void;
}

const PlayControlMarker = memo(
  function PlayControlMarker({ control, sizePx, onChoose }: MarkerProps) {
    const { t } = useLingui();
    const words = useMarkWords();
    const points = control.points ?? 1;
    const code = control.label;
    const state = words[control.mark];
    const label = t`Control ${code}, ${plural(points, { one: '# point', other: '# points' })}, ${state}`;
    return (
      <Marker longitude={control.lng} latitude={control.lat} anchor="center">
        <button
          type="button"
          className={`play-control play-control-${control.mark}`}
          aria-label={label}
          data-control-code={control.label}
          onClick={() => onChoose(control.controlId)}
        >
          <ControlIconImage points={points} sizePx={sizePx} />
          <span className="play-control-code" aria-hidden="true">
            {control.label}
            {control.mark === 'punched'
              ? ' ✓'
              : control.mark === 'waiting-verification'
                ? ' …'
                : ''}
          </span>
        </button>
      </Marker>
    );
  },
  (before, after) =>
    before.sizePx === after.sizePx &&
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
