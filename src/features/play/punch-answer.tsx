import { Trans, useLingui } from '@lingui/react/macro';
import type { StoredFix } from '../../offline/db';
import { isStaleOutcome } from './punch-verdict';
import type { PunchOutcome } from './punch-outcome';
import './punch-answer.css';

/**
 * The answer of the last punch on the play screen: the code being checked (a spinner), the
 * punch (counted, or provisional until the server checks its code, with the level or game it
 * may win), or the refusal with its reason and, when too far, the distance to the control's
 * centre (the status line's) and how much closer to go. A refusal judged on an older fix than
 * the player's latest is gone.
 */
export function PunchAnswer({
  outcome,
  fix = null,
}: {
  outcome: PunchOutcome | null;
  /** The player's latest fix (a refusal judged on an older one is stale). */
  fix?: StoredFix | null;
}) {
  const { i18n } = useLingui();
  const shown = isStaleOutcome(outcome, fix) ? null : outcome;
  return (
    <div aria-live="polite" className="punch-answer">
      {shown ? <AnswerText outcome={shown} i18n={i18n} /> : null}
    </div>
  );
}

function AnswerText({
  outcome,
  i18n,
}: {
  outcome: PunchOutcome;
  i18n: ReturnType<typeof useLingui>['i18n'];
}) {
  const label = outcome.controlLabel;
  switch (outcome.kind) {
    case 'checking':
      return (
        <p className="punch-checking">
          <span className="spinner" aria-hidden="true" />
          <Trans>Checking the code of control {label}…</Trans>
        </p>
      );
    case 'refused': {
      const metres = Math.round(outcome.distanceMeters ?? 0);
      // At least a metre: a refusal never says to go 0 m closer.
      const closer = Math.max(1, Math.ceil(outcome.closerByMeters ?? 0));
      return (
        <div role="alert" className="form-alert punch-refused">
          <p>{i18n._(outcome.message)}</p>
          {outcome.distanceMeters === undefined ? null : (
            <p>
              <Trans>
                Control {label} is {metres} m away: go about {closer} m closer.
              </Trans>
            </p>
          )}
        </div>
      );
    }
    case 'punched': {
      const win = outcome.provisionalWin;
      const order = win?.kind === 'level' ? win.levelOrder : 0;
      return (
        <div className={outcome.provisional || win ? 'punch-ok punch-provisional' : 'punch-ok'}>
          <p>
            {outcome.method === 'GPS' ? (
              <Trans>Control {label} punched.</Trans>
            ) : outcome.provisional ? (
              <Trans>
                Control {label} punched by code: it will count when the code is checked.
              </Trans>
            ) : (
              <Trans>Control {label} punched: the code is right.</Trans>
            )}
          </p>
          {win?.kind === 'level' ? (
            <p>
              <Trans>
                Level {order} is open for now: it counts when the server has checked your codes.
              </Trans>
            </p>
          ) : win?.kind === 'game' ? (
            <p>
              <Trans>
                Every level is done for now: the game counts when the server has checked your codes.
              </Trans>
            </p>
          ) : null}
        </div>
      );
    }
  }
}
