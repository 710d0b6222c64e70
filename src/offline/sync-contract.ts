/**
 * What the sync engine and a transport say to each other: the session an entry is sent with,
 * what a send gets beside the entry, and how one send ended. The engine (sync-engine.ts) and the
 * default transport (sync-send.ts) both import this module, and neither imports the other's
 * types, so the two stay apart.
 */
import type { ApiGameState } from '../api/play-documents';
import type { ErrorCode } from '../domain/error-codes';

/** The signed-in user's sub and a fresh token. */
export interface SyncSession {
  sub: string;
  token: string;
}

/** What a send gets beside the entry: the server clock offset (ms) and the engine's stop. */
export interface SendContext {
  clockOffsetMs: number;
  signal?: AbortSignal;
}

/** How one entry's sending ended; `serverTime` is the server's clock (ms) when it answered. */
export type SendOutcome = (
  | { kind: 'accepted'; states: ApiGameState[] }
  | { kind: 'refused'; code: ErrorCode; retryAfterSeconds?: number }
  | { kind: 'retry'; why: string; retryAfterMs?: number }
  | { kind: 'sign-in-needed' }
) & { serverTime?: number };
