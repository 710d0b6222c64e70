import { Trans, useLingui } from '@lingui/react/macro';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

interface EditorBreadcrumbsProps {
  game?: { id: string; name: string } | undefined;
  /** The levels step after the game: on the level screens, or the page itself (the list). */
  levels?: 'step' | 'page' | undefined;
  level?: { id: string; name: string | null } | undefined;
  /** The game's controls in the field (the organiser's view) as the page, after the game. */
  activity?: boolean | undefined;
}

/**
 * One step of the trail (`Step`, a `Link` to the step's screen): marked the current page when it
 * is the page shown (`here`), and only then. The router marks every link whose screen is open,
 * which on a level's screen is every step before it too: a screen reader heard four "current
 * page"s.
 */
const StepAnchor = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { here?: boolean }
>(function StepAnchor({ here = false, ...anchor }, ref) {
  return (
    <li>
      <a ref={ref} {...anchor} aria-current={here ? 'page' : undefined} />
    </li>
  );
});

const Step = createLink(StepAnchor);

/**
 * Where the editor is: Games -> the game -> its levels -> the level (or the game's controls in the
 * field), as far as the screen goes (a step only once the game is known), the last step marked as
 * the current page.
 */
export function EditorBreadcrumbs({ game, levels, level, activity }: EditorBreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        <Step to="/game-definitions">
          <Trans>Games</Trans>
        </Step>
        {game ? <GameSteps game={game} levels={levels} level={level} activity={activity} /> : null}
      </ol>
    </nav>
  );
}

/** The steps after Games, once the game is known: each opens its screen of that game. */
function GameSteps({
  game,
  levels,
  level,
  activity,
}: EditorBreadcrumbsProps & { game: { id: string; name: string } }) {
  const { t } = useLingui();
  const search = { gameDefinitionId: game.id };
  return (
    <>
      <Step
        to="/game-definitions/selected"
        search={search}
        here={levels === undefined && !activity}
      >
        {game.name}
      </Step>
      {levels ? (
        <Step to="/game-definitions/selected/levels" search={search} here={levels === 'page'}>
          <Trans>Levels</Trans>
        </Step>
      ) : null}
      {level ? (
        <Step
          to="/game-definitions/selected/levels/selected"
          search={{ ...search, gameLevelId: level.id }}
          here
        >
          {level.name ?? t`Level`}
        </Step>
      ) : null}
      {activity ? (
        <Step to="/game-definitions/selected/activity" search={search} here>
          <Trans>Controls in the field</Trans>
        </Step>
      ) : null}
    </>
  );
}
