import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EditorBreadcrumbs } from '../../ui/editor-breadcrumbs';
import { GameDefinitionForm } from './game-definition-form';
import { gameQueries } from '../../api/game-queries';
import { useCurrentUser } from '../../api/use-current-user';
import { PublishSection } from './publish-section';
import { EditorScreenLoading } from '../../ui/editor-screen-loading';
import { GameNotFound } from '../../ui/selection-problem';
import { gameScreen } from '../../ui/game-screen';
import '../../ui/editor-lists.css';
import './games.css';

/** `/game-definitions/new`: an empty game form. */
export function NewGameDefinitionScreen() {
  return (
    <section className="page games-page" aria-labelledby="game-title">
      <EditorBreadcrumbs />
      <h1 id="game-title">
        <Trans>New game</Trans>
      </h1>
      <GameDefinitionForm game={null} />
    </section>
  );
}

/** `/game-definitions/selected?gameDefinitionId=ID`: the chosen game, to edit. */
export const SelectedGameDefinitionScreen = gameScreen(SelectedGame, {
  className: 'page games-page',
  titleId: 'game-title',
  notChosen: msg`The address does not say which game to open.`,
});

function SelectedGame({ gameDefinitionId }: { gameDefinitionId: string }) {
  const { t } = useLingui();
  const game = useQuery({ ...gameQueries.detail(gameDefinitionId), meta: { handlesErrors: true } });
  // The organiser's view is the owner's (or an Admin's): nobody else gets a link to it.
  const user = useCurrentUser();
  if (game.isPending || game.isError) {
    return (
      <EditorScreenLoading
        titleId="game-title"
        title={t`Game`}
        queries={[game]}
        loading={<Trans>Loading the game…</Trans>}
        failed={<Trans>Could not load the game.</Trans>}
      />
    );
  }
  if (game.data === null) return <GameNotFound titleId="game-title" />;
  const data = game.data;
  const gameName = data.name;
  return (
    <>
      <EditorBreadcrumbs game={data} />
      <h1 id="game-title">{data.name}</h1>
      <p>
        <Link
          to="/game-definitions/selected/levels"
          search={{ gameDefinitionId: data.id }}
          className="button"
          aria-label={t`Levels of ${gameName}`}
        >
          <Trans>Levels</Trans>
        </Link>
      </p>
      {user && (user.isAdmin || user.sub === data.owner) ? (
        <p>
          <Link
            to="/game-definitions/selected/activity"
            search={{ gameDefinitionId: data.id }}
            className="button"
          >
            <Trans>Controls in the field</Trans>
          </Link>
        </p>
      ) : null}
      <PublishSection gameDefinitionId={data.id} />
      {/* Published or made private above: the form starts again from the game's new flags. */}
      <GameDefinitionForm key={`${data.id}:${data.active}:${data.state}`} game={data} />
    </>
  );
}
