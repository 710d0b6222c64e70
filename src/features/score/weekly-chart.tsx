import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { scoreQueries } from '../../api/score-queries';
import { seasonWeekKeys, weekNumber, SEASON_WEEKS } from './score-logic';
import { LoadingOrFailed } from '../../ui/load-failed';
import { TableHead } from '../../ui/table-head';
import { HeadedSection } from '../../ui/headed-section';

const WIDTH = 360;
const HEIGHT = 170;
const TOP = 18;
const BOTTOM = 22;

/**
 * The player's own points per week over the season (the last weeks up to this one, every area,
 * public and private together) as a bar chart, with a sentence and a table saying the same.
 */
export function WeeklyChart({ owner, now }: { owner: string; now: Date }) {
  const [weeks] = useState(() => seasonWeekKeys(now, SEASON_WEEKS));
  const weekly = useQuery(scoreQueries.weekly(owner, weeks));
  return (
    <HeadedSection className="score-chart" title={<Trans>Your points per week</Trans>}>
      {weekly.isSuccess ? (
        <WeeklyBars weeks={weeks} points={weekly.data} />
      ) : (
        <LoadingOrFailed
          queries={[weekly]}
          loading={<Trans>Loading your points…</Trans>}
          failed={
            <Trans>Could not load your points per week. Check your connection and try again.</Trans>
          }
        />
      )}
    </HeadedSection>
  );
}

export function WeeklyBars({
  weeks,
  points,
}: {
  weeks: readonly string[];
  points: readonly number[];
}) {
  const { t } = useLingui();
  const total = points.reduce((sum, value) => sum + value, 0);
  const max = Math.max(1, ...points);
  const count = weeks.length;
  const first = weekNumber(weeks[0] ?? '');
  const last = weekNumber(weeks[count - 1] ?? '');
  const summary =
    total === 0
      ? t`No points in weeks ${first} to ${last}.`
      : t`Points in weeks ${first} to ${last}: ${total} in all, ${max} in the best week.`;
  const slot = WIDTH / Math.max(1, count);
  const barWidth = slot * 0.64;
  const plot = HEIGHT - TOP - BOTTOM;

  return (
    <>
      <p className="score-chart-summary">{summary}</p>
      <svg
        className="score-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t`Bar chart of your points per week. ${summary}`}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="score-axis" />
        {weeks.map((week, index) => {
          const value = points[index] ?? 0;
          const height = (value / max) * plot;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={week}>
              <rect x={x} y={y} width={barWidth} height={height} className="score-bar" />
              {value > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={y - 4}
                  textAnchor="middle"
                  className="score-bar-value"
                >
                  {value}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="score-bar-label"
              >
                {weekNumber(week)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="score-chart-table">
        <summary>
          <Trans>Show the points as a table</Trans>
        </summary>
        <table>
          <caption className="score-sr-only">
            <Trans>Your points per week</Trans>
          </caption>
          <TableHead columns={[t`Week`, { label: t`Points`, className: 'score-points' }]} />
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week}>
                <th scope="row">{week}</th>
                <td className="score-points">{points[index] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
