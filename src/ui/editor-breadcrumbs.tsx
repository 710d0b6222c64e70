import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

interface EditorBreadcrumbsProps {
  game?: { id: string; name: string } | undefined;
  /** The levels step after the game: on the level screens, or the page itself (the list). */
  levels?: 'step' | 'page' | undefined;
  level?: { id: string; name: string | null } | undefined;
  /** The game's controls in the field (the organiser's view) as the page, after the game. */
  activity?: boolean | undefined;
}

/**
 * Where the editor is: Games -> the game -> its levels -> the level (or the game's controls in the
 * field), as far as the screen goes (a step only once the game is known), the last step marked as
 * the current page.
 */
export function EditorBreadcrumbs({ game, levels, level, activity }: EditorBreadcrumbsProps) {
  const { t } = useLingui();
  const current = (here: boolean) => (here ? 'page' : undefined);
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
              aria-current={current(levels === undefined && !activity)}
            >
              {game.name}
            </Link>
          </li>
        ) : null}
        {game && levels ? (
          <li>
            <Link
              to="/game-definitions/selected/levels"
              search={{ gameDefinitionId: game.id }}
              aria-current={current(levels === 'page')}
            >
              <Trans>Levels</Trans>
            </Link>
          </li>
        ) : null}
        {game && level ? (
          <li>
            <Link
              to="/game-definitions/selected/levels/selected"
              search={{ gameDefinitionId: game.id, gameLevelId: level.id }}
              aria-current="page"
            >
              {level.name ?? t`Level`}
            </Link>
          </li>
        ) : null}
        {game && activity ? (
          <li>
            <Link
              to="/game-definitions/selected/activity"
              search={{ gameDefinitionId: game.id }}
              aria-current="page"
            >
              <Trans>Controls in the field</Trans>
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
