import { createFileRoute } from '@tanstack/react-router';
import { SelectedGameDefinitionScreen } from '../../../../../features/games/game-definition-screens';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/')({
  validateSearch: gameSelectionSearchSchema,
  component: SelectedGameRoute,
});

function SelectedGameRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <SelectedGameDefinitionScreen gameDefinitionId={gameDefinitionId} />;
}
