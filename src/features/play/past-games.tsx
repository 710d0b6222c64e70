import { Trans, useLingui } from '@lingui/react/macro';
import { GameResultCard } from './game-result-card';
import { raceClock } from './game-result';
import { useAllGameResults } from './use-all-game-results';

/** Earlier games listed under the last one's result. */
const EARLIER_SHOWN = 20;

/**
 * The results of the player's ended games on any device (completed or cancelled): the last one
 * in full (with the ranking place), the ones before it a line each.
 */
export function PastGames({ owner }: { owner: string }) {
  const { t } = useLingui();
  const results = useAllGameResults(owner);
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
              const { points, controlsPunched, levelsCompleted, levelsTotal } = result;
              const time = result.durationMs === null ? '–' : raceClock(result.durationMs);
              const outcome = result.outcome === 'completed' ? t`Completed` : t`Cancelled`;
              return (
                <li key={result.gameId} data-game-id={result.gameId}>
                  <strong>{result.gameName ?? t`A game no longer listed`}</strong>{' '}
                  {levelsTotal === null ? (
                    <Trans>
                      {outcome}: {points} points, time {time}, {controlsPunched} controls, levels
                      completed {levelsCompleted}
                    </Trans>
                  ) : (
                    <Trans>
                      {outcome}: {points} points, time {time}, {controlsPunched} controls, levels{' '}
                      {levelsCompleted} of {levelsTotal}
                    </Trans>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}
