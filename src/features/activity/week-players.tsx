import { Trans, useLingui } from '@lingui/react/macro';
import type { GameControlActivity } from '../../api/activity-api';
import { useLocaleFormat } from '../../ui/locale-format';
import { TableHead } from '../../ui/table-head';
import { HeadedSection } from '../../ui/headed-section';

/** Players who started and completed the game per ISO week, newest first. */
export function WeekPlayers({ activity }: { activity: GameControlActivity }) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  return (
    <HeadedSection title={<Trans>Players per week</Trans>}>
      <table className="activity-weeks">
        <TableHead columns={[t`Week`, t`Started`, t`Completed`]} />
        <tbody>
          {activity.weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">
                <WeekName week={week.week} current={week.week === activity.currentWeek} />
              </th>
              <td>{format.number(week.playersStarted)}</td>
              <td>{format.number(week.playersCompleted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HeadedSection>
  );
}

/** "2026-W48" as people say it: "Week 48, 2026" (Norwegian "Uke 48, 2026"). */
function WeekName({ week, current }: { week: string; current: boolean }) {
  const year = week.slice(0, 4);
  const number = String(Number(week.slice(6)));
  return current ? (
    <Trans>
      Week {number}, {year} (this week)
    </Trans>
  ) : (
    <Trans>
      Week {number}, {year}
    </Trans>
  );
}
