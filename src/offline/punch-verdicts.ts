/**
 * The server's verdict on one outbox entry, as the sync engine writes it (sync-answers.ts: the
 * entry's `status` turns `accepted`, or `refused` with its `reason`), read back by Dexie's live
 * query on the entry's record, so the play screen can answer a code punch with the server's word
 * while the player waits (src/features/play/use-punch.ts).
 */
import { liveQuery } from 'dexie';
import type { ErrorCode } from '../domain/error-codes';
import type { MapGameDb, OutboxEntry } from './db';

export type Verdict =
  | { kind: 'accepted' }
  | { kind: 'refused'; code: ErrorCode; retryAfterSeconds?: number }
  /** Not answered (queued, or waiting for the same user to sign in again). */
  | { kind: 'waiting' };

/** The verdict an entry holds now (a missing entry is still waiting: it was not answered). */
export function verdictOf(
  entry: Pick<OutboxEntry, 'status' | 'reason' | 'retryAfterSeconds'> | undefined,
): Verdict {
  if (entry?.status === 'accepted') return { kind: 'accepted' };
  if (entry?.status === 'refused' && entry.reason !== undefined) {
    return {
      kind: 'refused',
      code: entry.reason,
      ...(entry.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: entry.retryAfterSeconds }),
    };
  }
  return { kind: 'waiting' };
}

/**
 * The verdict on entry `id` as soon as the server's answer is written, or `waiting` when none
 * came within `timeoutMs`, when the entry waits for a sign-in (no answer can come before it) or
 * when `signal` aborts. Never rejects: a failed read is a verdict not yet known.
 */
export function waitForVerdict(
  db: MapGameDb,
  id: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Verdict> {
  return new Promise((resolve) => {
    /** The live query's subscription, once made (an answer may come before it is returned). */
    const watch: { subscription?: { unsubscribe(): void } } = {};
    let settled = false;
    const finish = (verdict: Verdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      watch.subscription?.unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(verdict);
    };
    const onAbort = () => finish({ kind: 'waiting' });
    const timer = setTimeout(onAbort, timeoutMs);
    signal?.addEventListener('abort', onAbort);
    watch.subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (entry) => {
        const verdict = verdictOf(entry);
        if (verdict.kind !== 'waiting' || entry?.status === 'sign-in-needed') finish(verdict);
      },
      error: onAbort,
    });
    if (settled) watch.subscription.unsubscribe();
    if (signal?.aborted) onAbort();
  });
}
