import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessages } from '../../ui/error-messages';
import { fixAgeMs, isFixFresh, nearestOpenControl, type PlayControl } from './play-logic';
import { startPositionWatch, type PositionWatchState } from './position-watch';

/**
 * The position line under the map: a button that asks for the position (the browser's prompt
 * comes only after this tap, never on page load), the failure in words (denied, timeout,
 * unknown), and for a fix its accuracy, its age and the distance to the nearest open control.
 */
export function PositionStatus({
  watch,
  controls,
  now,
}: {
  watch: PositionWatchState;
  controls: readonly PlayControl[];
  now: number;
}) {
  const { i18n, t } = useLingui();
  const { fix, error, watching } = watch;
  const nearest = fix ? nearestOpenControl(controls, fix) : null;
  const ageSeconds = fix ? Math.round(fixAgeMs(fix, now) / 1000) : 0;
  const accuracy = fix?.accuracyMeters == null ? null : Math.round(fix.accuracyMeters);
  const nearestLabel = nearest?.control.label ?? '';
  const nearestMeters = nearest ? Math.round(nearest.distanceMeters) : 0;
  return (
    <section className="position-status" aria-label={t`Your position`}>
      {!watching ? (
        <div className="position-ask">
          <p>
            <Trans>
              The map can show where you are, and your position lets you punch by GPS. Your browser
              will ask you first.
            </Trans>
          </p>
          <button type="button" onClick={startPositionWatch}>
            <Trans>Show my position</Trans>
          </button>
        </div>
      ) : null}
      <div role="alert" className={error ? 'form-alert' : undefined}>
        {error ? i18n._(errorMessages[error]) : null}
      </div>
      {fix ? (
        <p className={isFixFresh(fix, now) ? 'fix-line' : 'fix-line fix-stale'} aria-live="off">
          {accuracy === null ? (
            <Trans>Accuracy unknown</Trans>
          ) : (
            <Trans>Accuracy ±{accuracy} m</Trans>
          )}
          {' · '}
          <Trans>fix {ageSeconds} s old</Trans>
          {nearest ? (
            <>
              {' · '}
              <Trans>
                nearest control {nearestLabel}: {nearestMeters} m
              </Trans>
            </>
          ) : null}
        </p>
      ) : watching && !error ? (
        <p role="status">
          <Trans>Finding your position…</Trans>
        </p>
      ) : null}
    </section>
  );
}
