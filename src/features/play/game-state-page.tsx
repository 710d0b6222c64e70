import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/use-current-user';
import { SignInNeededNotice } from '../../ui/sign-in-needed-notice';
import { CancelGameButton } from './cancel-game-button';
import { ElsewhereProgress } from './elsewhere-progress';
import { OngoingElsewherePanel } from './ongoing-elsewhere-panel';
import { PackFacts } from './pack-facts';
import { PastGames } from './past-games';
import { currentLevelControls, levelOf, levelProgress, type ControlMark } from './play-logic';
import { useServerOngoingGame } from './server-ongoing';
import { useCurrentGame, usePendingCount } from './use-current-game';
import './play.css';

/**
 * The current game's state, as the phone knows it: the game, its level, its progress, the
 * controls of the level (punched, waiting for verification, or not yet) and how many actions
 * wait on the phone to be sent. Without an ongoing game on the phone: the server's ongoing game
 * (started on another device) with the way to continue it here, and the results of the games
 * ended on any device (past-games.tsx).
 */
export function GameStatePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const owner = user?.sub ?? '';
  const game = useCurrentGame(owner);
  const pending = usePendingCount(owner) ?? 0;
  const idle = game === null || game?.current === null;
  const elsewhere = useServerOngoingGame(owner, idle);
  const marks: Record<ControlMark, string> = {
    open: t`Not punched`,
    punched: t`Punched`,
    'waiting-verification': t`Waiting for verification`,
  };
  return (
    <section className="page game-state-page" aria-labelledby="game-state-title">
      <h1 id="game-state-title">
        <Trans>Game state</Trans>
      </h1>
      <SignInNeededNotice owner={owner} email={user?.email} returnTo="/game-state" />
      {game === undefined ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : game === null || game.current === null ? (
        <>
          {elsewhere.state ? (
            <>
              <OngoingElsewherePanel
                owner={owner}
                state={elsewhere.state}
                serverStates={elsewhere.serverStates}
              />
              <ElsewhereProgress owner={owner} gameId={elsewhere.state.gameId} />
            </>
          ) : (
            <p>
              <Trans>You have no ongoing game.</Trans>
            </p>
          )}
          <PastGames owner={owner} />
          {elsewhere.state ? null : (
            <Link to="/game-map" className="button">
              <Trans>Pick a game on the map</Trans>
            </Link>
          )}
        </>
      ) : (
        <GameStateDetails owner={owner} game={{ ...game, current: game.current }} marks={marks} />
      )}
      <p className="pending-line">
        <Trans>Waiting on the phone to be sent: {pending}</Trans>{' '}
        <Link to="/punches">
          <Trans>See your punches</Trans>
        </Link>
      </p>
    </section>
  );
}

function GameStateDetails({
  owner,
  game,
  marks,
}: {
  owner: string;
  game: NonNullable<ReturnType<typeof useCurrentGame>> & {
    current: NonNullable<NonNullable<ReturnType<typeof useCurrentGame>>['current']>;
  };
  marks: Record<ControlMark, string>;
}) {
  const { t } = useLingui();
  const { current } = game;
  const level = levelOf(game.game, current);
  const controls = currentLevelControls(game.game, current, game.punches);
  const levels = game.game.levels.length;
  const order = current.gameLevel.order;
  const levelName = level?.name ?? '';
  const { punched, required } = levelProgress(controls, current);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>
            <Trans>Game</Trans>
          </dt>
          <dd>{game.game.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Level</Trans>
          </dt>
          <dd>{levelName ? t`${order} of ${levels}: ${levelName}` : t`${order} of ${levels}`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Progress</Trans>
          </dt>
          <dd>
            {current.progress === 'ONGOING' ? <Trans>Ongoing</Trans> : <Trans>Complete</Trans>}
            {' · '}
            <Trans>
              {punched} of {required} controls punched on this level
            </Trans>
          </dd>
        </div>
        <PackFacts gameDefinitionId={current.gameDefinitionId} />
      </dl>
      <h2>
        <Trans>Controls of the level</Trans>
      </h2>
      <ul className="control-list">
        {controls.map(({ id, mark, label }) => (
          <li key={id} className={`control-${mark}`}>
            <span>{t`Control ${label}`}</span> <span>{marks[mark]}</span>
          </li>
        ))}
      </ul>
      <p className="play-links">
        <Link to="/game-map" className="button">
          <Trans>Back to the map</Trans>
        </Link>
      </p>
      <CancelGameButton owner={owner} gameId={current.gameId} />
    </>
  );
}
