import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SelectionProblem as Problem } from '../../ui/selection-problem';

/** A missing or unknown selection on the levels' screens, with the way back. */
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
    <Problem titleId="levels-title" title={title} text={text}>
      {back ? (
        <Link to="/game-definitions/selected/levels" search={back}>
          <Trans>Back to the levels of the game</Trans>
        </Link>
      ) : (
        <Link to="/game-definitions">
          <Trans>Back to the list of games</Trans>
        </Link>
      )}
    </Problem>
  );
}
