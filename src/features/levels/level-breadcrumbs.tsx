import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

interface LevelBreadcrumbsProps {
  game?: { id: string; name: string } | undefined;
  level?: { id: string; name: string | null } | undefined;
  /** The last step is the level list itself. */
  atLevels?: boolean;
}

/** Where the user is: Games -> the game -> its levels -> the level. */
export function LevelBreadcrumbs({ game, level, atLevels = false }: LevelBreadcrumbsProps) {
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
                to="/game-definitions/selected/levels"
                search={{ gameDefinitionId: game.id }}
                aria-current={atLevels ? 'page' : undefined}
              >
                <Trans>Levels</Trans>
              </Link>
            </li>
          </>
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
      </ol>
    </nav>
  );
}

/** A missing or unknown selection, with the way back. */
export function SelectionProblem({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { gameDefinitionId: string } | null;
}) {
  return (
    <>
      <LevelBreadcrumbs />
      <h1 id="levels-title">{title}</h1>
      <p role="alert">{text}</p>
      <p>
        {back ? (
          <Link to="/game-definitions/selected/levels" search={back}>
            <Trans>Back to the levels of the game</Trans>
          </Link>
        ) : (
          <Link to="/game-definitions">
            <Trans>Back to the list of games</Trans>
          </Link>
        )}
      </p>
    </>
  );
}
