import { Trans, useLingui } from '@lingui/react/macro';
import { GameResultCard } from './game-result-card';
import { raceClock } from './game-result';
import { useGameResults } from './use-game-results';

/** Earlier games listed under the last one's result. */
const EARLIER_SHOWN = 20;

/**
 * The results of the games played on this phone: the last one in full (with the ranking place),
 * the ones before it a line each.
 */
export function PastGames({ owner }: { owner: string }) {
  const { t } = useLingui();
  const results = useGameResults(owner);
  if (!results?.length) return null;
  const [last, ...earlier] = results;
  return (
    <>
      <GameResultCard result={last!} owner={owner} />
      {earlier.length > 0 ? (
        <>
          <h2>
            <Trans>Earlier games</Trans>
          </h2>
          <ul className="game-result-earlier">
            {earlier.slice(0, EARLIER_SHOWN).map((result) => {
              const { gameName, points, controlsPunched, levelsCompleted, levelsTotal } = result;
              const time = result.durationMs === null ? '–' : raceClock(result.durationMs);
              const outcome = result.outcome === 'completed' ? t`Completed` : t`Cancelled`;
              return (
                <li key={result.gameId}>
                  <strong>{gameName}</strong>{' '}
                  <Trans>
                    {outcome}: {points} points, time {time}, {controlsPunched} controls, levels{' '}
                    {levelsCompleted} of {levelsTotal}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}
