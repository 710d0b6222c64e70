import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { GameResultCard } from './game-result-card';
import { useAllGameResults } from './use-all-game-results';

/** The last game whose result the player put away on the game map (kept on the device). */
const PUT_AWAY_KEY = 'map-game-result-put-away';

function putAwayGameId(): string | null {
  try {
    return localStorage.getItem(PUT_AWAY_KEY);
  } catch {
    return null;
  }
}

/**
 * The game map's end of a game: the result of the player's last game until they put it away to
 * pick a new one; then a line that leads to it on the game state screen.
 */
export function LastGameResult({ owner, gameId }: { owner: string; gameId: string }) {
  const results = useAllGameResults(owner);
  const [putAway, setPutAway] = useState(() => putAwayGameId() === gameId);
  const result = results?.find((candidate) => candidate.gameId === gameId);
  if (!result) return null;
  if (putAway) {
    const { points } = result;
    return (
      <p role="status">
        <Plural
          value={points}
          one="Your last game ended with # point."
          other="Your last game ended with # points."
        />{' '}
        <Link to="/game-state">
          <Trans>See the result</Trans>
        </Link>
      </p>
    );
  }
  return (
    <GameResultCard
      result={result}
      owner={owner}
      actions={
        <button
          type="button"
          className="secondary"
          onClick={() => {
            try {
              localStorage.setItem(PUT_AWAY_KEY, gameId);
            } catch {
              // Without storage the result is put away until the screen opens again.
            }
            setPutAway(true);
          }}
        >
          <Trans>Pick a new game</Trans>
        </button>
      }
    />
  );
}
