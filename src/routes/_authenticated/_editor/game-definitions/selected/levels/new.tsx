import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../../../../api/game-queries';
import { levelQueries } from '../../../../../../api/level-queries';
import { prefetchQuery } from '../../../../../../app/query-prefetch';
import { NewLevelScreen } from '../../../../../../features/levels/level-screens';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/new',
)({
  validateSearch: levelsSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch of the game and its levels (the next
  // free order).
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ gameDefinitionId: search.gameDefinitionId }),
  loader: ({ deps: { gameDefinitionId } }) => {
    if (gameDefinitionId === undefined) return;
    prefetchQuery(gameQueries.detail(gameDefinitionId));
    prefetchQuery(levelQueries.ofGame(gameDefinitionId));
  },
  component: NewLevelRoute,
});

function NewLevelRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <NewLevelScreen gameDefinitionId={gameDefinitionId} />;
}
