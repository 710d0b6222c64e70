/**
 * The position line under a map: a button that asks for the position (the browser's prompt
 * comes only after this tap, never on page load), the failure in words (denied, timeout,
 * unknown), and for a fix its accuracy and its age, followed by what the screen adds (`extra`,
 * e.g. the distance to the nearest control).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorMessages } from '../error-messages';
import { fixAgeMs, isFixFresh } from './position-fix';
import { startPositionWatch, type PositionWatchState } from './position-watch';
import './position.css';

export function PositionStatus({
  watch,
  now,
  askText,
  extra,
  children,
}: {
  watch: PositionWatchState;
  /** Why the screen wants the position, shown by the "Show my position" button. */
  askText: ReactNode;
  /** The clock the fix's age is measured against (ms since the epoch). */
  now: number;
  /** Appended to the fix line after a separator (only when there is a fix). */
  extra?: ReactNode;
  /** Shown under the fix line. */
  children?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { fix, error, watching } = watch;
  const ageSeconds = fix ? Math.round(fixAgeMs(fix, now) / 1000) : 0;
  const accuracy = fix?.accuracyMeters == null ? null : Math.round(fix.accuracyMeters);
  return (
    <section className="position-status" aria-label={t`Your position`}>
      {!watching ? (
        <div className="position-ask">
          <p>{askText}</p>
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
          {extra ? (
            <>
              {' · '}
              {extra}
            </>
          ) : null}
        </p>
      ) : watching && !error ? (
        <p role="status">
          <Trans>Finding your position…</Trans>
        </p>
      ) : null}
      {children}
    </section>
  );
}
