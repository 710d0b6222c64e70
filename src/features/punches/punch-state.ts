/**
 * Where each of the player's punches stands, as /punches shows it: on the phone (not sent yet),
 * waiting for verification (a code punch the server has not checked yet), accepted, refused by
 * a rule (with its code, and when its wait ends if it names one: TOO_MANY_CODE_TRIES), or waiting
 * for the player to sign in again.
 */
import type { ErrorCode } from '../../domain/error-codes';
import type { PunchEntry } from '../../offline/db';

export type PunchState =
  | { kind: 'on-phone' }
  | { kind: 'waiting-verification' }
  | { kind: 'accepted' }
  | {
      kind: 'refused';
      reason: ErrorCode | null;
      /** When the refusal's wait ends (device clock, ms), for a refusal that names one. */
      retryAt?: number;
    }
  | { kind: 'sign-in-needed' };

export function punchState(
  entry: Pick<PunchEntry, 'status' | 'method' | 'reason' | 'retryAfterSeconds' | 'answeredAt'>,
): PunchState {
  switch (entry.status) {
    case 'accepted':
      return { kind: 'accepted' };
    case 'refused': {
      const { retryAfterSeconds, answeredAt } = entry;
      const waits = retryAfterSeconds !== undefined && answeredAt !== undefined;
      return {
        kind: 'refused',
        reason: entry.reason ?? null,
        ...(waits ? { retryAt: answeredAt + retryAfterSeconds * 1000 } : {}),
      };
    }
    case 'sign-in-needed':
      return { kind: 'sign-in-needed' };
    case 'queued':
      return entry.method === 'CODE' ? { kind: 'waiting-verification' } : { kind: 'on-phone' };
  }
}

/** The punches of `entries` newest first (highest seq first). */
export function newestFirst<T extends { seq: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.seq - a.seq);
}
