import { createFileRoute } from '@tanstack/react-router';
import { NewLevelScreen } from '../../../../../../features/levels/level-screens';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/new',
)({
  validateSearch: levelsSearchSchema,
  component: NewLevelRoute,
});

function NewLevelRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <NewLevelScreen gameDefinitionId={gameDefinitionId} />;
}
