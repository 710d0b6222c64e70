import { Trans } from '@lingui/react/macro';
import { isFixFresh } from '../../ui/position/position-fix';
import type { PositionWatchState } from '../../ui/position/position-watch';
import { useNow } from '../../ui/use-now';
import { nearestOpenControl, type PlayControl } from './play-logic';
import type { PunchRequest } from './use-punch';

/**
 * The GPS punch: enabled while a fresh fix exists, it punches the nearest open control. It and
 * its hint tick by themselves (a fix goes stale with time), so the rest of the screen does not
 * re-render every second.
 */
export function GpsPunchButton({
  controls,
  watch,
  punch,
}: {
  controls: readonly PlayControl[];
  watch: PositionWatchState;
  punch: (request: PunchRequest) => Promise<boolean>;
}) {
  const now = useNow();
  const fresh = isFixFresh(watch.fix, now);
  const nearest = watch.fix ? nearestOpenControl(controls, watch.fix) : null;
  const nearestLabel = nearest?.control.label ?? '';
  return (
    <button
      type="button"
      className="punch-main"
      disabled={!fresh || nearest === null}
      aria-describedby="gps-punch-hint"
      onClick={() =>
        nearest &&
        void punch({
          controlId: nearest.control.controlId,
          controlLabel: nearest.control.label,
          method: 'GPS',
          fix: watch.fix,
        })
      }
    >
      {nearest ? <Trans>Punch control {nearestLabel} by GPS</Trans> : <Trans>Punch by GPS</Trans>}
    </button>
  );
}

export function GpsPunchHint({ watch }: { watch: PositionWatchState }) {
  const now = useNow();
  return (
    <p id="gps-punch-hint" className="field-hint">
      {isFixFresh(watch.fix, now) ? (
        <Trans>Punches the nearest control you have not punched yet.</Trans>
      ) : (
        <Trans>GPS punching needs a position fix from the last 30 seconds.</Trans>
      )}
    </p>
  );
}
