import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { isNetworkError } from '../../api/auth-errors';
import { useOnline } from '../../ui/use-online';
import { raceClock, type GameResult } from './game-result';
import { ShareResultButton } from './share-result-button';
import { TestPlayNote, useTestPlay } from './test-play-note';
import { useRankingPlace, type RankingPlace } from './use-ranking-place';
import './game-result.css';

/**
 * The result of one ended game: points, the time from the start to the last punch, the controls
 * punched and the levels completed, the player's place in this week's ranking of the game's area
 * (online only, and only once the game's punches have reached the server), and links to that
 * ranking and to the punches with their GPX export, and (a completed game) a way to share it.
 * `actions` adds buttons of the screen it is on.
 */
export function GameResultCard({
  result,
  owner,
  actions,
}: {
  result: GameResult;
  owner: string;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const [now] = useState(() => new Date());
  const settled = result.waitingPunches === 0;
  const { query, area } = useRankingPlace({
    owner,
    startGeoHash: result.startGeoHash,
    now,
    enabled: online && settled,
    settled: `${result.gameId}:${result.points}:${result.controlsPunched}`,
  });
  // A ranking that got no answer at all means no network, whatever the browser says: just after
  // a page opened without one, Chromium can still report itself online.
  const reachable = !(query.isError && isNetworkError(query.error));
  // A test play scores nothing: no points and no place in the ranking.
  const testPlay = useTestPlay(result.gameDefinitionId);
  const clock = result.durationMs === null ? null : raceClock(result.durationMs);
  const { levelsCompleted, levelsTotal, controlsPunched, points, waitingPunches } = result;
  return (
    <section className="game-result" aria-labelledby={titleId} data-testid="game-result">
      <h2 id={titleId}>
        {result.outcome === 'completed' ? (
          <Trans>Game completed</Trans>
        ) : (
          <Trans>Game cancelled</Trans>
        )}
      </h2>
      <p className="game-result-name">{result.gameName ?? t`A game no longer listed`}</p>
      <TestPlayNote gameDefinitionId={result.gameDefinitionId} />
      <dl className="game-result-figures">
        <div>
          <dt>
            <Trans>Points</Trans>
          </dt>
          <dd>{testPlay ? 0 : points}</dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{clock ?? '–'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Controls punched</Trans>
          </dt>
          <dd>{controlsPunched}</dd>
        </div>
        <div>
          <dt>
            <Trans>Levels completed</Trans>
          </dt>
          <dd>
            {levelsTotal === null ? (
              levelsCompleted
            ) : (
              <Trans>
                {levelsCompleted} of {levelsTotal}
              </Trans>
            )}
          </dd>
        </div>
        {area === null || testPlay ? null : (
          <div className="game-result-place">
            <dt>
              <Trans>Place this week in the game's area</Trans>
            </dt>
            <PlaceFigure
              online={online && reachable}
              settled={settled}
              loading={query.isLoading}
              failed={query.isError}
              place={query.data}
            />
          </div>
        )}
      </dl>
      <p className="field-hint">
        <Trans>The time runs from the start to the last punch.</Trans>
      </p>
      {waitingPunches > 0 ? (
        <p role="status">
          <Plural
            value={waitingPunches}
            one="# punch is still waiting on the phone to be sent: the points are not final."
            other="# punches are still waiting on the phone to be sent: the points are not final."
          />
        </p>
      ) : null}
      <div className="game-result-links">
        <Link to="/score" search={area === null ? {} : { period: 'week', area }} className="button">
          <Trans>See the ranking</Trans>
        </Link>
        <Link to="/punches" className="button secondary">
          <Trans>Punches and GPX export</Trans>
        </Link>
        {testPlay ? null : <ShareResultButton result={result} />}
        {actions}
      </div>
    </section>
  );
}

function PlaceFigure({
  online,
  settled,
  loading,
  failed,
  place,
}: {
  online: boolean;
  settled: boolean;
  loading: boolean;
  failed: boolean;
  place: RankingPlace | undefined;
}) {
  const { t } = useLingui();
  if (!online) {
    return (
      <dd className="game-result-note">
        <Trans>You are offline: your place in the ranking shows when you are online again.</Trans>
      </dd>
    );
  }
  if (!settled) {
    return (
      <dd className="game-result-note">
        <Trans>Your place shows when your punches have been sent.</Trans>
      </dd>
    );
  }
  if (failed) {
    return (
      <dd className="game-result-note">
        <Trans>Could not fetch the ranking. Check your connection and try again.</Trans>
      </dd>
    );
  }
  if (loading || place === undefined) {
    return (
      <dd className="game-result-note">
        <Trans>Looking up your place…</Trans>
      </dd>
    );
  }
  switch (place.kind) {
    case 'place': {
      const rank = place.place;
      return <dd>{t`No. ${rank}`}</dd>;
    }
    case 'private':
      return (
        <dd className="game-result-note">
          <Trans>Your results are private, so you have no place in the public ranking.</Trans>
        </dd>
      );
    case 'beyond': {
      const rowsRead = place.rowsRead;
      return (
        <dd className="game-result-note">
          <Trans>Below the first {rowsRead} of this week's ranking.</Trans>
        </dd>
      );
    }
    case 'unranked':
      return (
        <dd className="game-result-note">
          <Trans>Not in this week's ranking yet.</Trans>
        </dd>
      );
  }
}
