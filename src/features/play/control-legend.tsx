/**
 * The map's key: a map control that opens a small dialog naming each control icon by its points
 * (1 dog, 2 dove, 3 frog, 4 cat, 5 horse) and what the marks on the map mean. A native modal
 * dialog (on the page's body, away from the map controls' styles): focus goes into it and back to
 * the button, Escape closes it.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CONTROL_ICONS, type ControlIcon } from '../../domain/map-display';
import { ControlIconImage } from '../../ui/map/control-icon';
import { MapControlPortal } from '../../ui/map/map-control-portal';
import '../../ui/position/position.css';
import './play-map.css';

function useAnimalNames(): Record<ControlIcon, string> {
  const { t } = useLingui();
  return { dog: t`dog`, dove: t`dove`, frog: t`frog`, cat: t`cat`, horse: t`horse` };
}

export function ControlLegend() {
  const { t } = useLingui();
  const animals = useAnimalNames();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <MapControlPortal position="top-right" className="maplibregl-ctrl-group play-map-control">
      <button
        type="button"
        className="legend-button"
        aria-haspopup="dialog"
        aria-label={t`Map key`}
        title={t`Map key`}
        onClick={() => dialog.current?.showModal()}
      >
        <span aria-hidden="true">?</span>
      </button>
      {createPortal(
        <dialog ref={dialog} className="control-legend" aria-labelledby={titleId}>
          <h2 id={titleId}>
            <Trans>Map key</Trans>
          </h2>
          <ul>
            {CONTROL_ICONS.map((icon, index) => {
              const points = index + 1;
              const animal = animals[icon];
              return (
                <li key={icon}>
                  <ControlIconImage points={points} sizePx={32} />
                  <span>{t`${plural(points, { one: '# point', other: '# points' })}: ${animal}`}</span>
                </li>
              );
            })}
            <li>
              <span className="legend-ring" aria-hidden="true" />
              <span>
                <Trans>The circle: where the control stands</Trans>
              </span>
            </li>
            <li>
              <span className="legend-badge legend-badge-punched" aria-hidden="true">
                ✓
              </span>
              <span>
                <Trans>Punched (faded)</Trans>
              </span>
            </li>
            <li>
              <span className="legend-badge legend-badge-waiting" aria-hidden="true">
                …
              </span>
              <span>
                <Trans>Punched by code, waiting for verification</Trans>
              </span>
            </li>
            <li>
              <span className="player-dot" aria-hidden="true" />
              <span>
                <Trans>You (the arrow points the way you move)</Trans>
              </span>
            </li>
          </ul>
          <form method="dialog">
            <button type="submit">
              <Trans>Close</Trans>
            </button>
          </form>
        </dialog>,
        document.body,
      )}
    </MapControlPortal>
  );
}
