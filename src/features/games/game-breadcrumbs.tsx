import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Where the user is: Games -> the game (when one is chosen). */
export function GameBreadcrumbs({ game }: { game?: { id: string; name: string } | undefined }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/game-definitions">
            <Trans>Games</Trans>
          </Link>
        </li>
        {game ? (
          <li>
            <Link
              to="/game-definitions/selected"
              search={{ gameDefinitionId: game.id }}
              aria-current="page"
            >
              {game.name}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
