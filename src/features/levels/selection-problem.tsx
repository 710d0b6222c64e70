import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SelectionProblem } from '../../ui/selection-problem';

/** A missing or unknown level of a known game on the levels' screens, with the way back to its levels. */
export function LevelProblem({
  title,
  text,
  gameDefinitionId,
}: {
  title: string;
  text: string;
  gameDefinitionId: string;
}) {
  return (
    <SelectionProblem titleId="levels-title" title={title} text={text}>
      <Link to="/game-definitions/selected/levels" search={{ gameDefinitionId }}>
        <Trans>Back to the levels of the game</Trans>
      </Link>
    </SelectionProblem>
  );
}
