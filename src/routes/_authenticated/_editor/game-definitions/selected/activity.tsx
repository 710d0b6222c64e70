import { createFileRoute } from '@tanstack/react-router';
import { activityQueries } from '../../../../../api/activity-queries';
import { gameQueries } from '../../../../../api/game-queries';
import { prefetchQuery } from '../../../../../app/query-prefetch';
import { ActivityScreen } from '../../../../../features/activity/activity-screen';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/activity')({
  validateSearch: gameSelectionSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch; the screen shows its own loading.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search: { gameDefinitionId } }) => ({ gameDefinitionId }),
  loader: ({ deps: { gameDefinitionId } }) => {
    if (gameDefinitionId === undefined) return;
    prefetchQuery(gameQueries.detail(gameDefinitionId));
    prefetchQuery(activityQueries.game(gameDefinitionId));
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const { gameDefinitionId } = Route.useSearch();
  return <ActivityScreen gameDefinitionId={gameDefinitionId} />;
}
