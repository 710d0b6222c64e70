/**
 * The server's late word on the play screen: each punch refused after the screen had answered it
 * (made offline, or no verdict in the wait), with the reason and the level it took back, until
 * the player closes it (see late-verdicts.ts). Not only /punches says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import {
  dismissLateRefusal,
  getLateRefusals,
  lookAtGame,
  subscribeLateRefusals,
} from './late-verdicts';
import { refusalMessage } from './use-punch';
import './punch-answer.css';
import type { CurrentGame } from '../../offline/outbox';

export function LateVerdictNotices({ game }: { game: CurrentGame | null | undefined }) {
  const { i18n } = useLingui();
  useEffect(() => {
    const gameId = game?.states[0]?.gameId;
    if (!game || gameId === undefined) return;
    lookAtGame(gameId, game);
  }, [game]);
  const notices = useSyncExternalStore(subscribeLateRefusals, getLateRefusals);
  if (notices.length === 0) return null;
  return (
    <div role="alert" className="form-alert late-verdicts">
      {notices.map((notice) => {
        const label = notice.controlLabel;
        const order = notice.backToLevelOrder;
        return (
          <div key={notice.id} className="late-verdict">
            <p>
              <strong>
                <Trans>Control {label} was not counted:</Trans>
              </strong>{' '}
              {i18n._(refusalMessage(notice.code, notice.retryAfterSeconds))}
              {order === undefined ? null : (
                <>
                  {' '}
                  <Trans>You are back on level {order}.</Trans>
                </>
              )}
            </p>
            <button
              type="button"
              className="secondary"
              onClick={() => dismissLateRefusal(notice.id)}
            >
              <Trans>OK</Trans>
            </button>
          </div>
        );
      })}
    </div>
  );
}
