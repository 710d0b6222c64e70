import { createFileRoute } from '@tanstack/react-router';
import { GameDefinitionsPage } from '../../../../features/games/game-definitions-page';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/')({
  component: GameDefinitionsPage,
});
