import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../../api/game-queries';
import { prefetchQuery } from '../../../../app/query-prefetch';
import { NewGameDefinitionScreen } from '../../../../features/games/game-definition-screens';

export const Route = createFileRoute('/_authenticated/_editor/game-definitions/new')({
  loader: () => prefetchQuery(gameQueries.omapChoices()),
  component: NewGameDefinitionScreen,
});
