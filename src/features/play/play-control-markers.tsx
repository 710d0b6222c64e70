import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Marker } from 'react-map-gl/maplibre';
import { iconScaleForZoom } from '../../domain/map-display';
import { ControlIconImage } from '../../ui/map/control-icon';
import type { ControlMark, PlayControl } from './play-logic';

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
 */
export function PlayControlMarkers({
  controls,
  zoom,
  onChoose,
}: {
  controls: readonly PlayControl[];
  zoom: number;
  onChoose: (controlId: string) => void;
}) {
  const { t } = useLingui();
  const words = useMarkWords();
  const sizePx = ICON_BASE_PX * iconScaleForZoom(zoom);
  return controls.map((control) => {
    const points = control.points ?? 1;
    const code = control.label;
    const state = words[control.mark];
    const label = t`Control ${code}, ${plural(points, { one: '# point', other: '# points' })}, ${state}`;
    return (
      <Marker key={control.id} longitude={control.lng} latitude={control.lat} anchor="center">
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
  });
}
