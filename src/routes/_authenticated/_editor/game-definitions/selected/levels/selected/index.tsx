import { createFileRoute } from '@tanstack/react-router';
import { SelectedLevelScreen } from '../../../../../../../features/levels/level-screens';
import { levelSearchSchema } from '../../../../../../../features/levels/level-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/',
)({
  validateSearch: levelSearchSchema,
  component: SelectedLevelRoute,
});

function SelectedLevelRoute() {
  const { gameDefinitionId, gameLevelId } = Route.useSearch();
  return <SelectedLevelScreen gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />;
}
