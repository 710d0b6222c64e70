import { Trans } from '@lingui/react/macro';
import { useHistory } from '../../ui/use-history';

/**
 * How far the game going on elsewhere has come, from the server's punches as last fetched: the
 * controls punched and the points so far (nothing before the history has been fetched).
 */
export function ElsewhereProgress({ owner, gameId }: { owner: string; gameId: string }) {
  const { stored } = useHistory(owner);
  const visits = stored?.server?.history.visits.filter((visit) => visit.gameStateGameId === gameId);
  if (!visits) return null;
  const controls = new Set(visits.map((visit) => visit.controlId)).size;
  const points = visits.reduce((sum, visit) => sum + (visit.controlPoints ?? 0), 0);
  return (
    <p data-testid="elsewhere-progress">
      <Trans>
        Punched so far: {controls} · Points: {points}
      </Trans>
    </p>
  );
}
