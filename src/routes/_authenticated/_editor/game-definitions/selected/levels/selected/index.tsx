import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../../../../../api/game-queries';
import { levelQueries } from '../../../../../../../api/level-queries';
import { prefetchQuery } from '../../../../../../../app/query-prefetch';
import { SelectedLevelScreen } from '../../../../../../../features/levels/level-screens';
import { levelSearchSchema } from '../../../../../../../features/levels/level-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/',
)({
  validateSearch: levelSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch of the game, the level and how many
  // controls it has.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({
    gameDefinitionId: search.gameDefinitionId,
    gameLevelId: search.gameLevelId,
  }),
  loader: ({ deps: { gameDefinitionId, gameLevelId } }) => {
    if (gameDefinitionId === undefined || gameLevelId === undefined) return;
    prefetchQuery(gameQueries.detail(gameDefinitionId));
    prefetchQuery(levelQueries.detail(gameLevelId));
    prefetchQuery(levelQueries.controlCount(gameLevelId));
  },
  component: SelectedLevelRoute,
});

function SelectedLevelRoute() {
  const { gameDefinitionId, gameLevelId } = Route.useSearch();
  return <SelectedLevelScreen gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />;
}
