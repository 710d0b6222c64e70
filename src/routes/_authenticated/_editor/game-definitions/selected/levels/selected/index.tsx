import { createFileRoute } from '@tanstack/react-router';
import { prefetchLevel } from '../../../../../../../app/editor-prefetch';
import { SelectedLevelScreen } from '../../../../../../../features/levels/level-screens';
import { levelSearchSchema } from '../../../../../../../features/levels/level-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/',
)({
  validateSearch: levelSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch (app/editor-prefetch.ts).
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search: { gameDefinitionId, gameLevelId } }) => ({
    gameDefinitionId,
    gameLevelId,
  }),
  loader: ({ deps }) => prefetchLevel(deps),
  component: SelectedLevelRoute,
});

function SelectedLevelRoute() {
  const { gameDefinitionId, gameLevelId } = Route.useSearch();
  return <SelectedLevelScreen gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />;
}
