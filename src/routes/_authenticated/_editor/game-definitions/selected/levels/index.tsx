import { createFileRoute } from '@tanstack/react-router';
import { prefetchGameLevels } from '../../../../../../app/editor-prefetch';
import { levelsSearchSchema } from '../../../../../../features/levels/level-search';
import { LevelsScreen } from '../../../../../../features/levels/levels-screen';
import { selectionDeps, selectionScreen } from '../../../../../-editor-selection';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/levels/')({
  validateSearch: levelsSearchSchema,
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchGameLevels(deps),
  component: selectionScreen(LevelsScreen),
});
