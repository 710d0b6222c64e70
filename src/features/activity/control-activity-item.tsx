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
  const figures: readonly (readonly [string, string])[] = [
    [t`Punches this week`, format.number(control.punchesThisWeek)],
    [t`Punches in total`, format.number(control.punchesTotal)],
    [t`Last punched`, control.lastPunchedAt ? format.dateTime(control.lastPunchedAt) : t`Never`],
    [t`Wrong codes tried`, format.number(control.wrongCodeTries)],
    [t`Punched with the right code`, format.number(control.rightCodePunches)],
  ];
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
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
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
