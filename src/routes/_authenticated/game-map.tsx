import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { runtimeConfigQuery } from '../../api/runtime-config';
import { prefetchQuery } from '../../app/query-prefetch';
import { GameMapPage } from '../../features/play/game-map-page';
import { gameMapSearchSchema } from '../../features/play/play-search';

/** Play on the map: pick a game, start it, punch its controls. */
export const Route = createFileRoute('/_authenticated/game-map')({
  validateSearch: gameMapSearchSchema,
  // The map's base layers, read while the screen's code and the game on the phone load rather
  // than after them.
  loader: () => prefetchQuery(runtimeConfigQuery),
  component: GameMapRoute,
});

function GameMapRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <GameMapPage
      pickedGameId={search.game}
      onPick={(game) => void navigate({ search: { game }, replace: true })}
    />
  );
}
