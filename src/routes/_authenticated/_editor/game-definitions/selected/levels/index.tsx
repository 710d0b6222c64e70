import { createFileRoute } from '@tanstack/react-router';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';
import { LevelsScreen } from '../../../../../../features/levels/levels-screen';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/levels/')({
  validateSearch: levelsSearchSchema,
  component: LevelsRoute,
});

function LevelsRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <LevelsScreen gameDefinitionId={gameDefinitionId} />;
}
