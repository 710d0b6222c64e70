import { createFileRoute } from '@tanstack/react-router';
import { prefetchGameLevels } from '../../../../../../app/editor-prefetch';
import { NewLevelScreen } from '../../../../../../features/levels/level-screens';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';
import { selectionDeps, selectionScreen } from '../../../../../-editor-selection';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/new',
)({
  validateSearch: levelsSearchSchema,
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchGameLevels(deps),
  component: selectionScreen(NewLevelScreen),
});
