/**
 * What the play screen says of the connection (pure): offline (the browser knows there is no
 * network), no contact with the server (online, but the sync engine's last try failed), the
 * punches waiting to be sent, and once a batch of waiting punches has all been answered, a short
 * confirmation with how many were refused.
 */
import type { PunchEntry } from '../../offline/db';
import { isUnanswered } from './punch-verdict';

export type ConnectionView =
  | { kind: 'offline'; waiting: number }
  | { kind: 'unreachable'; waiting: number }
  | { kind: 'sending'; waiting: number }
  | { kind: 'all-sent'; sent: number; refused: number }
  | { kind: 'online' };

/** The answered batch: how many punches of it were sent and how many of those were refused. */
export interface SentBatch {
  sent: number;
  refused: number;
}

/** The ids of the punches waiting to be sent (queued, or waiting for a sign-in). */
export function waitingPunchIds(punches: readonly PunchEntry[]): string[] {
  return punches.filter(isUnanswered).map((entry) => entry.id);
}

/**
 * The batch `batchIds` (punches seen waiting) once every one of them has the server's answer
 * (accepted or refused) and nothing else waits; null while some still wait, when nothing was
 * waiting, or when a punch of the batch is gone (a cancelled game: nothing was sent).
 */
export function answeredBatch(
  batchIds: ReadonlySet<string>,
  punches: readonly PunchEntry[],
): SentBatch | null {
  if (batchIds.size === 0 || punches.some(isUnanswered)) return null;
  const ofBatch = punches.filter((entry) => batchIds.has(entry.id));
  if (ofBatch.length !== batchIds.size) return null;
  return {
    sent: ofBatch.length,
    refused: ofBatch.filter((entry) => entry.status === 'refused').length,
  };
}

/**
 * The view: offline wins, then a failing server with punches waiting, then the punches being
 * sent, then the confirmation of the last batch (`justSent`, until the screen drops it), else
 * plain online.
 */
export function connectionView(input: {
  online: boolean;
  /** The sync engine's last try failed (a network error or the server's refusal to answer). */
  failing: boolean;
  waiting: number;
  justSent: SentBatch | null;
}): ConnectionView {
  const { online, failing, waiting, justSent } = input;
  if (!online) return { kind: 'offline', waiting };
  if (waiting > 0) return failing ? { kind: 'unreachable', waiting } : { kind: 'sending', waiting };
  if (justSent) return { kind: 'all-sent', ...justSent };
  return { kind: 'online' };
}
