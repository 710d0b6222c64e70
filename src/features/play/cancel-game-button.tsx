import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { cancelGame } from '../../offline/play-actions';
import { reportUnexpectedError } from '../../ui/toast-store';
import { stopPositionWatch } from '../../ui/position/position-watch';
import { requestSync } from './request-sync';

/**
 * Cancel the ongoing game, after a confirmation: the cancel is written to the outbox (the game
 * leaves the device at once), the position watch stops, and the sync engine sends it.
 */
export function CancelGameButton({ owner, gameId }: { owner: string; gameId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      await cancelGame({
        owner,
        gameId,
        now: Date.now(),
        newId: () => crypto.randomUUID(),
      });
      stopPositionWatch();
      requestSync();
    } catch (error) {
      reportUnexpectedError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  if (!confirming) {
    return (
      <button type="button" className="secondary" onClick={() => setConfirming(true)}>
        <Trans>Cancel game</Trans>
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-labelledby="cancel-game-question">
      <p id="cancel-game-question">
        <Trans>
          Cancel this game? It ends at once; the punches you have made stay in your punch list.
        </Trans>
      </p>
      <button type="button" disabled={busy} onClick={() => void cancel()} autoFocus>
        <Trans>Yes, cancel the game</Trans>
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setConfirming(false)}>
        <Trans>No, keep playing</Trans>
      </button>
    </div>
  );
}
