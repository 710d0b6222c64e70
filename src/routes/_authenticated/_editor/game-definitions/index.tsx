import { createFileRoute } from '@tanstack/react-router';
import { getCurrentUser } from '../../../../api/current-user-store';
import { editableGamesOwner, gameQueries } from '../../../../api/game-queries';
import { prefetchQuery } from '../../../../app/query-prefetch';
import { GameDefinitionsPage } from '../../../../features/games/game-definitions-page';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/')({
  // The loader in a chunk of its own (the query layer stays out of the first load); it starts the
  // list while the screen's code loads and does not wait for it (see app/query-prefetch.ts).
  codeSplitGroupings: [['loader'], ['component']],
  loader: () => prefetchQuery(gameQueries.list(editableGamesOwner(getCurrentUser()))),
  component: GameDefinitionsPage,
});
