import { createFileRoute } from '@tanstack/react-router';
import { prefetchGameActivity } from '../../../../../app/editor-prefetch';
import { ActivityScreen } from '../../../../../features/activity/activity-screen';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';
import { selectionDeps, selectionScreen } from '../../../../-editor-selection';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/activity')({
  validateSearch: gameSelectionSearchSchema,
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchGameActivity(deps),
  component: selectionScreen(ActivityScreen),
});
