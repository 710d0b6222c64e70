import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EditorBreadcrumbs } from '../../ui/editor-breadcrumbs';

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
      <EditorBreadcrumbs />
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
