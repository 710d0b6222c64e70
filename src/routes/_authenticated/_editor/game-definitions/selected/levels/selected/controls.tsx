import { createFileRoute } from '@tanstack/react-router';
import { controlQueries } from '../../../../../../../api/control-queries';
import { prefetchQuery } from '../../../../../../../app/query-prefetch';
import { ControlsScreen } from '../../../../../../../features/controls/controls-screen';
import { controlsSearchSchema } from '../../../../../../../features/controls/controls-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/controls',
)({
  validateSearch: controlsSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch of the game with its maps, the level
  // and its controls.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({
    gameDefinitionId: search.gameDefinitionId,
    gameLevelId: search.gameLevelId,
  }),
  loader: ({ deps: { gameDefinitionId, gameLevelId } }) => {
    if (gameDefinitionId === undefined || gameLevelId === undefined) return;
    prefetchQuery(controlQueries.game(gameDefinitionId));
    prefetchQuery(controlQueries.level(gameLevelId));
    prefetchQuery(controlQueries.levelControls(gameLevelId));
  },
  component: ControlsRoute,
});

function ControlsRoute() {
  const search = Route.useSearch();
  return <ControlsScreen search={search} />;
}
