import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../../../api/game-queries';
import { prefetchQuery } from '../../../../../app/query-prefetch';
import { SelectedGameDefinitionScreen } from '../../../../../features/games/game-definition-screens';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/')({
  validateSearch: gameSelectionSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch of the game and the maps to link.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ gameDefinitionId: search.gameDefinitionId }),
  loader: ({ deps: { gameDefinitionId } }) => {
    if (gameDefinitionId === undefined) return;
    prefetchQuery(gameQueries.detail(gameDefinitionId));
    prefetchQuery(gameQueries.omapChoices());
  },
  component: SelectedGameRoute,
});

function SelectedGameRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <SelectedGameDefinitionScreen gameDefinitionId={gameDefinitionId} />;
}
