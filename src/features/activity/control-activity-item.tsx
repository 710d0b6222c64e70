import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ControlActivity } from '../../api/activity-api';
import { useLocaleFormat } from '../../ui/locale-format';
import { flagWords } from './activity-words';
import { OpenReport } from './open-report';

/** One control in the field: its flags in words, its figures and its open reports. */
export function ControlActivityItem({
  control,
  gameDefinitionId,
}: {
  control: ControlActivity;
  gameDefinitionId: string;
}) {
  const { i18n, t } = useLingui();
  const format = useLocaleFormat();
  const code = control.visualCode;
  const titleId = `activity-control-${control.controlId}`;
  const flagged = control.flags.length > 0;
  return (
    <li className={flagged ? 'activity-control activity-flagged' : 'activity-control'}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>
          <Trans>Control {code}</Trans>
        </h3>
        {flagged ? (
          <ul className="activity-flags" aria-label={t`Why control ${code} needs a look`}>
            {control.flags.map((flag) => (
              <li key={flag}>
                <span aria-hidden="true" className="activity-flag-mark">
                  !
                </span>
                {i18n._(flagWords[flag])}
              </li>
            ))}
          </ul>
        ) : (
          <p className="activity-ok">
            <Trans>Nothing to look into</Trans>
          </p>
        )}
        <dl className="activity-figures">
          <div>
            <dt>
              <Trans>Punches this week</Trans>
            </dt>
            <dd>{format.number(control.punchesThisWeek)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Punches in total</Trans>
            </dt>
            <dd>{format.number(control.punchesTotal)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Last punched</Trans>
            </dt>
            <dd>
              {control.lastPunchedAt ? (
                format.dateTime(control.lastPunchedAt)
              ) : (
                <Trans>Never</Trans>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Wrong codes tried</Trans>
            </dt>
            <dd>{format.number(control.wrongCodeTries)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Punched with the right code</Trans>
            </dt>
            <dd>{format.number(control.rightCodePunches)}</dd>
          </div>
        </dl>
        {control.openReports.length > 0 ? (
          <>
            <h4>
              <Plural
                value={control.openReports.length}
                one="# open report"
                other="# open reports"
              />
            </h4>
            <ul className="activity-reports">
              {control.openReports.map((report) => (
                <OpenReport
                  key={report.id}
                  report={report}
                  gameDefinitionId={gameDefinitionId}
                  visualCode={code}
                />
              ))}
            </ul>
          </>
        ) : null}
      </article>
    </li>
  );
}
