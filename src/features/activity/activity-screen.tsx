/**
 * `/game-definitions/selected/activity?gameDefinitionId=ID`: the organiser's view of a game's
 * controls in the field (issue 18 item 4). Flagged controls come first (the server's order), each
 * flag said in words; then the players per week. Only the game's owner or an Admin may read it:
 * the server answers anyone else FORBIDDEN, which the screen says in words.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { activityQueries } from '../../api/activity-queries';
import { gameQueries } from '../../api/game-queries';
import { apiErrorCode } from '../../api/graphql-errors';
import { ErrorCode } from '../../domain/error-codes';
import { EditorBreadcrumbs } from '../../ui/editor-breadcrumbs';
import { ControlActivityItem } from './control-activity-item';
import { WeekPlayers } from './week-players';
import '../../ui/editor-lists.css';
import './activity.css';

export function ActivityScreen({ gameDefinitionId }: { gameDefinitionId: string | undefined }) {
  return (
    <section className="page activity-page" aria-labelledby="activity-title">
      {gameDefinitionId === undefined ? (
        <Problem>
          <Trans>The address does not say which game to open.</Trans>
        </Problem>
      ) : (
        <GameActivity gameDefinitionId={gameDefinitionId} />
      )}
    </section>
  );
}

function GameActivity({ gameDefinitionId }: { gameDefinitionId: string }) {
  const game = useQuery({ ...gameQueries.detail(gameDefinitionId), meta: { handlesErrors: true } });
  const activity = useQuery({
    ...activityQueries.game(gameDefinitionId),
    meta: { handlesErrors: true },
  });
  const named = game.data ? { id: game.data.id, name: game.data.name } : undefined;
  if (activity.isPending) {
    return (
      <>
        <EditorBreadcrumbs game={named} activity />
        <Title />
        <p role="status">
          <Trans>Loading the controls…</Trans>
        </p>
      </>
    );
  }
  if (activity.isError) {
    const code = apiErrorCode(activity.error);
    return (
      <Problem game={named}>
        {code === ErrorCode.FORBIDDEN ? (
          <Trans>Only the game’s owner or an admin sees its controls in the field.</Trans>
        ) : code === ErrorCode.NOT_FOUND ? (
          <Trans>There is no such game. It may have been deleted.</Trans>
        ) : (
          <>
            <Trans>Could not load the controls.</Trans>{' '}
            <button type="button" className="secondary" onClick={() => void activity.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </>
        )}
      </Problem>
    );
  }
  const { controls } = activity.data;
  const flagged = controls.filter((control) => control.flags.length > 0).length;
  return (
    <>
      <EditorBreadcrumbs game={named} activity />
      <Title />
      {named ? <p className="activity-game">{named.name}</p> : null}
      <p role="status" className="activity-summary">
        {controls.length === 0 ? (
          <Trans>The game has no controls yet.</Trans>
        ) : flagged === 0 ? (
          <Trans>Every control looks fine.</Trans>
        ) : (
          <Plural
            value={flagged}
            one="# control needs a look (listed first)."
            other="# controls need a look (listed first)."
          />
        )}
      </p>
      <ul className="activity-controls">
        {controls.map((control) => (
          <ControlActivityItem
            key={control.controlId}
            control={control}
            gameDefinitionId={gameDefinitionId}
          />
        ))}
      </ul>
      <WeekPlayers activity={activity.data} />
    </>
  );
}

function Title() {
  return (
    <h1 id="activity-title">
      <Trans>Controls in the field</Trans>
    </h1>
  );
}

function Problem({
  game,
  children,
}: {
  game?: { id: string; name: string } | undefined;
  children: React.ReactNode;
}) {
  return (
    <>
      <EditorBreadcrumbs game={game} activity />
      <Title />
      <div role="alert">
        <p>{children}</p>
      </div>
      <p>
        <Link to="/game-definitions">
          <Trans>Back to the list of games</Trans>
        </Link>
      </p>
    </>
  );
}
