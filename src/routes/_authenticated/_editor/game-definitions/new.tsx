import { createFileRoute } from '@tanstack/react-router';
import { NewGameDefinitionScreen } from '../../../../features/games/game-definition-screens';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/new')({
  component: NewGameDefinitionScreen,
});
