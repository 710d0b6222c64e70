import { Trans } from '@lingui/react/macro';
import type { GameControlActivity } from '../../api/activity-api';
import { useLocaleFormat } from '../../ui/locale-format';

/** Players who started and completed the game per ISO week, newest first. */
export function WeekPlayers({ activity }: { activity: GameControlActivity }) {
  const format = useLocaleFormat();
  return (
    <section aria-labelledby="activity-weeks-title">
      <h2 id="activity-weeks-title">
        <Trans>Players per week</Trans>
      </h2>
      <table className="activity-weeks">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Week</Trans>
            </th>
            <th scope="col">
              <Trans>Started</Trans>
            </th>
            <th scope="col">
              <Trans>Completed</Trans>
            </th>
          </tr>
        </thead>
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
    </section>
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
