import { useLingui } from '@lingui/react/macro';
import { Marker } from 'react-map-gl/maplibre';
import type { NearbyGame } from '../../api/game-search-api';

/** The start of each game near the view, as a flag button that picks the game. */
export function GameStartMarkers({
  games,
  pickedId,
  onPick,
}: {
  games: readonly NearbyGame[];
  pickedId: string | undefined;
  onPick: (gameId: string) => void;
}) {
  const { t } = useLingui();
  return games.map((game) => {
    const name = game.name;
    return game.startLat === null || game.startLng === null ? null : (
      <Marker key={game.id} longitude={game.startLng} latitude={game.startLat} anchor="bottom">
        <button
          type="button"
          className="game-start-marker"
          aria-label={t`Game start: ${name}`}
          aria-pressed={game.id === pickedId}
          onClick={() => onPick(game.id)}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M5 22V3h2v1h12l-3 5 3 5H7v8z" />
          </svg>
        </button>
      </Marker>
    );
  });
}
