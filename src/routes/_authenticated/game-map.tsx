import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { getCurrentUser } from '../../api/current-user-store';
import { runtimeConfigQuery } from '../../api/runtime-config';
import { prefetchQuery } from '../../app/query-prefetch';
import { GameMapPage } from '../../features/play/game-map-page';
import { readGameMapAhead } from '../../features/play/game-map-read-ahead';
import { gameMapSearchSchema } from '../../features/play/play-search';

/** Play on the map: pick a game, start it, punch its controls. */
export const Route = createFileRoute('/_authenticated/game-map')({
  validateSearch: gameMapSearchSchema,
  // The map's base layers, read while the screen's code loads rather than after the screen; the
  // game and the map view on the phone, read so that the screen's first render has them.
  loader: () => {
    prefetchQuery(runtimeConfigQuery);
    return readGameMapAhead(getCurrentUser()?.sub);
  },
  component: GameMapRoute,
});

function GameMapRoute() {
  const search = Route.useSearch();
  const ahead = Route.useLoaderData();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <GameMapPage
      pickedGameId={search.game}
      onPick={(game) => void navigate({ search: { game }, replace: true })}
      readAhead={ahead}
    />
  );
}
