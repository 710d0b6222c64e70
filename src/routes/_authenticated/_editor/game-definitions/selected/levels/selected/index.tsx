import { createFileRoute } from '@tanstack/react-router';
import { prefetchLevel } from '../../../../../../../app/editor-prefetch';
import { SelectedLevelScreen } from '../../../../../../../features/levels/level-screens';
import { levelSearchSchema } from '../../../../../../../features/levels/level-search';
import { selectionDeps, selectionScreen } from '../../../../../../-editor-selection';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/',
)({
  validateSearch: levelSearchSchema,
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchLevel(deps),
  component: selectionScreen(SelectedLevelScreen),
});
