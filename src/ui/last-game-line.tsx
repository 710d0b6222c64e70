import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { mergeHistory } from '../domain/history-merge';
import { serverPunchesOf, serverStatesOf } from '../offline/history-store';
import { useHistory } from './use-history';

/**
 * One line on how the player's last game ended, on any device (completed or cancelled), with a
 * link to its result; nothing while a game goes on or before any game ended.
 */
export function LastGameLine({ owner }: { owner: string }) {
  const { stored } = useHistory(owner);
  const last = useMemo(() => {
    if (!stored) return null;
    const server = stored.server?.history;
    const [newest] = mergeHistory({
      phonePunches: stored.phone.punches,
      serverPunches: server ? serverPunchesOf(server) : [],
      serverStates: server ? serverStatesOf(server) : [],
      phoneGames: stored.phone.games,
    });
    if (!newest || (newest.outcome !== 'completed' && newest.outcome !== 'cancelled')) return null;
    const id = newest.gameDefinitionId ?? '';
    const name = stored.phone.names[id] ?? server?.games[id]?.name ?? null;
    return { outcome: newest.outcome, name };
  }, [stored]);
  if (!last) return null;
  const name = last.name ?? '';
  return (
    <p data-testid="last-game-line">
      {last.outcome === 'cancelled' ? (
        name ? (
          <Trans>Your last game, {name}, was cancelled.</Trans>
        ) : (
          <Trans>Your last game was cancelled.</Trans>
        )
      ) : name ? (
        <Trans>Your last game, {name}, was completed.</Trans>
      ) : (
        <Trans>Your last game was completed.</Trans>
      )}{' '}
      <Link to="/game-state">
        <Trans>See the result</Trans>
      </Link>
    </p>
  );
}
