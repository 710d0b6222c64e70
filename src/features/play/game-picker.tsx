import { Trans, useLingui } from '@lingui/react/macro';
import type { NearbyGame } from '../../api/game-search-api';
import { errorMessages } from '../../ui/error-messages';

/** The games near the map view, as a list of choices (the same as the flags on the map). */
export function GamePicker({
  games,
  loading,
  failed,
  zoomIn,
  pickedId,
  onPick,
}: {
  games: readonly NearbyGame[];
  loading: boolean;
  failed: boolean;
  zoomIn: boolean;
  pickedId: string | undefined;
  onPick: (gameId: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <section className="game-picker" aria-labelledby="picker-title">
      <h2 id="picker-title" className="visually-hidden">
        <Trans>Games near the map view</Trans>
      </h2>
      {zoomIn ? (
        <p role="status">{i18n._(errorMessages.MAP_SEARCH_AREA_TOO_LARGE)}</p>
      ) : failed ? (
        <p role="alert">
          <Trans>Could not search for games. Check your connection and try again.</Trans>
        </p>
      ) : loading ? (
        <p role="status">
          <Trans>Looking for games…</Trans>
        </p>
      ) : games.length === 0 ? (
        <p>
          <Trans>No games start in this area. Move the map to find one.</Trans>
        </p>
      ) : (
        <ul className="game-list">
          {games.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                className={game.id === pickedId ? undefined : 'secondary'}
                aria-pressed={game.id === pickedId}
                onClick={() => onPick(game.id)}
              >
                {game.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
