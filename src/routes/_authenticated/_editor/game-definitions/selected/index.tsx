import { createFileRoute } from '@tanstack/react-router';
import { prefetchGame } from '../../../../../app/editor-prefetch';
import { SelectedGameDefinitionScreen } from '../../../../../features/games/game-definition-screens';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/')({
  validateSearch: gameSelectionSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch (app/editor-prefetch.ts).
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search: { gameDefinitionId } }) => ({ gameDefinitionId }),
  loader: ({ deps }) => prefetchGame(deps),
  component: SelectedGameRoute,
});

function SelectedGameRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <SelectedGameDefinitionScreen gameDefinitionId={gameDefinitionId} />;
}
