import { Trans, useLingui } from '@lingui/react/macro';
import type { PunchOutcome } from './use-punch';

/** The answer of the last punch on the play screen: its refusal with the reason, or the punch. */
export function PunchAnswer({ outcome }: { outcome: PunchOutcome | null }) {
  const { i18n } = useLingui();
  const metres = outcome?.kind === 'refused' ? Math.round(outcome.distanceMeters ?? 0) : 0;
  const label = outcome?.kind === 'punched' ? outcome.controlLabel : '';
  return (
    <div aria-live="polite" className="punch-answer">
      {outcome?.kind === 'refused' ? (
        <div role="alert" className="form-alert">
          <p>{i18n._(outcome.message)}</p>
          {outcome.distanceMeters === undefined ? null : (
            <p>
              <Trans>Distance to the control: {metres} m</Trans>
            </p>
          )}
        </div>
      ) : outcome?.kind === 'punched' ? (
        <p className="punch-ok">
          {outcome.method === 'CODE' ? (
            <Trans>Control {label} punched by code: waiting for verification by the server.</Trans>
          ) : (
            <Trans>Control {label} punched.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
