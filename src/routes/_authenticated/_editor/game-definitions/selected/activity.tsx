import { createFileRoute } from '@tanstack/react-router';
import { prefetchGameActivity } from '../../../../../app/editor-prefetch';
import { ActivityScreen } from '../../../../../features/activity/activity-screen';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';
import { selectionDeps, selectionScreen } from '../../../../-editor-selection';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/activity')({
  validateSearch: gameSelectionSearchSchema,
  // See game-definitions/index.tsx: a non-blocking prefetch (app/editor-prefetch.ts).
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchGameActivity(deps),
  component: selectionScreen(ActivityScreen),
});
