/**
 * Where each of the player's punches stands, as /punches shows it: on the phone (not sent yet),
 * waiting for verification (a code punch the server has not checked yet), accepted, refused by
 * a rule (with its code), or waiting for the player to sign in again.
 */
import type { ErrorCode } from '../../domain/error-codes';
import type { PunchEntry } from '../../offline/db';

export type PunchState =
  | { kind: 'on-phone' }
  | { kind: 'waiting-verification' }
  | { kind: 'accepted' }
  | { kind: 'refused'; reason: ErrorCode | null }
  | { kind: 'sign-in-needed' };

export function punchState(entry: Pick<PunchEntry, 'status' | 'method' | 'reason'>): PunchState {
  switch (entry.status) {
    case 'accepted':
      return { kind: 'accepted' };
    case 'refused':
      return { kind: 'refused', reason: entry.reason ?? null };
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
