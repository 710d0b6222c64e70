import { createFileRoute } from '@tanstack/react-router';
import { getCurrentUser } from '../../../../api/current-user-store';
import { editableGamesOwner, gameQueries } from '../../../../api/game-queries';
import { prefetchQuery } from '../../../../app/query-prefetch';
import { GameDefinitionsPage } from '../../../../features/games/game-definitions-page';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/')({
  loader: () => prefetchQuery(gameQueries.list(editableGamesOwner(getCurrentUser()))),
  component: GameDefinitionsPage,
});
