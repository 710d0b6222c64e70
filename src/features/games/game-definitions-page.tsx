import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/use-current-user';
import { activeLabel, gameTypeLabel, visibilityLabel } from './game-messages';
import { editableGamesOwner, gameQueries } from '../../api/game-queries';
import { LoadingOrFailed } from '../../ui/load-failed';
import '../../ui/editor-lists.css';
import './games.css';
import { HeadedSection } from '../../ui/headed-section';

/**
 * The games the editor can edit: their own, or every game for an Admin (listGameDefinitions, by
 * owner for an Editor), with the way to create one and to open one.
 */
export function GameDefinitionsPage() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const owner = editableGamesOwner(user);
  const games = useQuery({ ...gameQueries.list(owner), meta: { handlesErrors: true } });

  return (
    <HeadedSection level={1} className="page games-page" title={<Trans>Game definitions</Trans>}>
      <p>
        {user?.isAdmin ? (
          <Trans>As an administrator you see every game.</Trans>
        ) : (
          <Trans>The games you have made.</Trans>
        )}
      </p>
      <Link to="/game-definitions/new" className="button">
        <Trans>New game</Trans>
      </Link>
      {games.isPending || games.isError ? (
        <LoadingOrFailed
          queries={[games]}
          loading={<Trans>Loading games…</Trans>}
          failed={<Trans>Could not load the games.</Trans>}
        />
      ) : games.data.length === 0 ? (
        <p>
          <Trans>You have no games yet.</Trans>
        </p>
      ) : (
        <ul className="item-list" aria-label={t`Games`}>
          {[...games.data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((game) => {
              const gameName = game.name;
              return (
                <li key={game.id}>
                  <Link
                    to="/game-definitions/selected"
                    search={{ gameDefinitionId: game.id }}
                    className="item-title"
                  >
                    {game.name}
                  </Link>
                  <p className="item-facts">
                    {i18n._(gameTypeLabel(game.type))} · {i18n._(activeLabel(game.active))} ·{' '}
                    {i18n._(visibilityLabel(game.state))}
                  </p>
                  <Link
                    to="/game-definitions/selected/levels"
                    search={{ gameDefinitionId: game.id }}
                    aria-label={t`Levels of ${gameName}`}
                    className="item-link"
                  >
                    <Trans>Levels</Trans>
                  </Link>
                </li>
              );
            })}
        </ul>
      )}
    </HeadedSection>
  );
}
