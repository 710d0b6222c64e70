/**
 * The connection at the top of the play sheet: "Offline" (the browser knows there is no network) or
 * "No contact with the server" (the sync engine's last try failed), with the punches waiting on
 * the phone; "Sending…" while they go; and, once a batch that had to wait has all been answered,
 * a short confirmation ("All 3 punches sent", or how many were refused: the notices under the
 * map say which). Nothing while online with nothing waiting.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../ui/use-online';
import type { PunchEntry } from '../../offline/db';
import {
  answeredBatch,
  connectionView,
  waitingPunchIds,
  type ConnectionView,
  type SentBatch,
} from './connection';
import './connection-status.css';

/** How long the "all sent" confirmation stays (ms). */
export const SENT_CONFIRMATION_MS = 8000;

/** True while the sync engine's last try failed for want of the server (not offline, not sign-in). */
function useSyncFailing(): boolean {
  const [failing, setFailing] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../offline/app-sync')
      .then(({ startAppSync }) => {
        if (gone) return;
        stop = startAppSync().subscribe((state) => {
          const error = state.lastError;
          setFailing(error !== undefined && error !== 'offline' && error !== 'sign-in-needed');
        });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return failing;
}

/**
 * The batch of punches that had to wait (seen waiting while offline or without the server) and
 * its confirmation once all of it is answered, shown for SENT_CONFIRMATION_MS.
 */
function useSentConfirmation(punches: readonly PunchEntry[], held: boolean): SentBatch | null {
  const batch = useRef(new Set<string>());
  const [justSent, setJustSent] = useState<SentBatch | null>(null);
  useEffect(() => {
    const waiting = waitingPunchIds(punches);
    if (held) for (const id of waiting) batch.current.add(id);
    if (waiting.length > 0) return;
    const answered = answeredBatch(batch.current, punches);
    batch.current = new Set();
    if (answered) setJustSent(answered);
  }, [punches, held]);
  useEffect(() => {
    if (!justSent) return;
    const timer = setTimeout(() => setJustSent(null), SENT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [justSent]);
  return justSent;
}

function useConnectionText(view: ConnectionView): string | null {
  const { t } = useLingui();
  const refusedText = (sent: number, refused: number) =>
    t`${plural(sent, { one: '# punch sent', other: '# punches sent' })}, ${refused} refused`;
  switch (view.kind) {
    case 'offline':
      return view.waiting === 0
        ? t`Offline`
        : t`Offline · ${plural(view.waiting, { one: '# punch waiting', other: '# punches waiting' })}`;
    case 'unreachable':
      return t`No contact with the server · ${plural(view.waiting, { one: '# punch waiting', other: '# punches waiting' })}`;
    case 'sending':
      return t`Sending ${plural(view.waiting, { one: '# punch', other: '# punches' })}…`;
    case 'all-sent':
      return view.refused === 0
        ? t`${plural(view.sent, { one: 'The punch was sent', other: 'All # punches sent' })}`
        : refusedText(view.sent, view.refused);
    case 'online':
      return null;
  }
}

export function ConnectionStatus({ punches }: { punches: readonly PunchEntry[] }) {
  const online = useOnline();
  const failing = useSyncFailing();
  const waiting = waitingPunchIds(punches).length;
  const justSent = useSentConfirmation(punches, !online || failing);
  const view = connectionView({ online, failing, waiting, justSent });
  const text = useConnectionText(view);
  return (
    <p role="status" className={`connection-status connection-${view.kind}`}>
      {text === null ? null : (
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {view.kind === 'all-sent' ? (
              <path d="M4 12.5 9.5 18 20 6" />
            ) : view.kind === 'sending' ? (
              <path d="M12 19V5M6 11l6-6 6 6" />
            ) : (
              <path d="M3 3l18 18M8.5 8.6A6 6 0 0 0 6 18h11M12 6a6 6 0 0 1 5.9 5A4 4 0 0 1 20.5 17" />
            )}
          </svg>
          <span>{text}</span>
        </>
      )}
    </p>
  );
}
