import { createFileRoute } from '@tanstack/react-router';
import { prefetchGameLevels } from '../../../../../../app/editor-prefetch';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';
import { LevelsScreen } from '../../../../../../features/levels/levels-screen';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/levels/')({
  validateSearch: levelsSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch (app/editor-prefetch.ts).
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search: { gameDefinitionId } }) => ({ gameDefinitionId }),
  loader: ({ deps }) => prefetchGameLevels(deps),
  component: LevelsRoute,
});

function LevelsRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <LevelsScreen gameDefinitionId={gameDefinitionId} />;
}
