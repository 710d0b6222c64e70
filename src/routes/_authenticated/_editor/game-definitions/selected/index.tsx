import { createFileRoute } from '@tanstack/react-router';
import { prefetchGame } from '../../../../../app/editor-prefetch';
import { SelectedGameDefinitionScreen } from '../../../../../features/games/game-definition-screens';
import { gameSelectionSearchSchema } from '../../../../../features/games/game-search';
import { selectionDeps, selectionScreen } from '../../../../-editor-selection';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/selected/')({
  validateSearch: gameSelectionSearchSchema,
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchGame(deps),
  component: selectionScreen(SelectedGameDefinitionScreen),
});
