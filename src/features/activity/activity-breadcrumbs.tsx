import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Where the organiser is: Games -> the game -> Controls in the field. */
export function ActivityBreadcrumbs({ game }: { game?: { id: string; name: string } | undefined }) {
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
          <>
            <li>
              <Link to="/game-definitions/selected" search={{ gameDefinitionId: game.id }}>
                {game.name}
              </Link>
            </li>
            <li>
              <Link
                to="/game-definitions/selected/activity"
                search={{ gameDefinitionId: game.id }}
                aria-current="page"
              >
                <Trans>Controls in the field</Trans>
              </Link>
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}
