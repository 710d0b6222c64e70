import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../../../../api/game-queries';
import { levelQueries } from '../../../../../../api/level-queries';
import { prefetchQuery } from '../../../../../../app/query-prefetch';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';
import { LevelsScreen } from '../../../../../../features/levels/levels-screen';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/levels/')({
  validateSearch: levelsSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch of the game and its levels.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ gameDefinitionId: search.gameDefinitionId }),
  loader: ({ deps: { gameDefinitionId } }) => {
    if (gameDefinitionId === undefined) return;
    prefetchQuery(gameQueries.detail(gameDefinitionId));
    prefetchQuery(levelQueries.ofGame(gameDefinitionId));
  },
  component: LevelsRoute,
});

function LevelsRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <LevelsScreen gameDefinitionId={gameDefinitionId} />;
}
