/**
 * The sync engine: replays the outbox to the server in the order the entries were made, one tab
 * at a time (a Web Lock), only the signed-in user's entries and only with their own token. It
 * runs when started, when the browser reports it is online, when the page becomes visible, when
 * asked (after each punch) and on a back-off timer with jitter while entries wait for a retry.
 *
 * Each answer is sorted (see sync-send.ts) and written (sync-answers.ts): accepted and refused
 * entries are done (a refusal never blocks the rest); a retry stops the pass so that the order
 * is kept (the entries behind it wait); a sign-in request keeps the owner's entries until the
 * same user has a session again. Once the punches are answered, the queued post reports follow
 * the same way (report-sync.ts). Unsent entries never expire. The server treats a replayed id
 * as the same request, so an answer lost on the way is simply asked for again. Once per start
 * and user, a pass that left nothing waiting also reads the server's view of the user's games
 * (`refresh`: a game cancelled or completed on another device stops being ongoing here).
 *
 * While the browser says it is offline (`navigator.onLine` false: no network at all) a pass sends
 * nothing and touches no record; the back-off timer keeps running and the 'online' event wakes the
 * engine. A failed send would only rewrite the entries and wake every live query of the page, in
 * the middle of the player's next punch (a tap then waited 100-300 ms behind those reads).
 */
import { ErrorCode } from '../domain/error-codes';
import {
  CLOCK_OFFSET_CHANGE_MS,
  CLOCK_OFFSET_STORE_MS,
  measureClockOffset,
  readClockOffset,
  storeClockOffset,
} from './clock-offset';
import type { MapGameDb, OutboxEntry } from './db';
import { waitingEntries } from './outbox';
import { createFetchReportSend, sendWaitingReports, type ReportSend } from './report-sync';
import { applyAccepted, applyRefused, applyRetry, applySignInNeeded } from './sync-answers';
import type { SendContext, SendOutcome, SyncSession } from './sync-contract';
import { backoffDelayMs } from './sync-schedule';
import { createFetchSend } from './sync-send';

export type SyncLock = <T>(fn: () => Promise<T>) => Promise<T | undefined>;

export interface SyncEngineOptions {
  db: MapGameDb;
  /** The signed-in user's sub and a fresh token, or null when nobody is signed in. */
  session: () => Promise<SyncSession | null>;
  /** Default: GraphQL over fetch to `endpoint`. */
  send?: (entry: OutboxEntry, session: SyncSession, context: SendContext) => Promise<SendOutcome>;
  /** Sends one post report (report-sync.ts); default: GraphQL over fetch to `endpoint`. */
  sendReport?: ReportSend;
  /** The GraphQL endpoint of the default send (default `/graphql`). */
  endpoint?: string | (() => Promise<string>);
  /** Default: navigator.locks 'outbox-sync' ifAvailable (undefined: another tab holds it). */
  lock?: SyncLock;
  /**
   * Learns the server's view of the user's games (server-refresh.ts `refreshGameStates`): run
   * under the lock after a pass that left nothing of the user waiting, until it succeeds once per
   * start and user. A throw (offline) is tried again after the next such pass. Default: none.
   */
  refresh?: (session: SyncSession, signal: AbortSignal) => Promise<unknown>;
  /** False when the device has no network at all. Default: `navigator.onLine` (true without it). */
  online?: () => boolean;
  now?: () => number;
  random?: () => number;
}

export interface SyncReport {
  sent: number;
  accepted: number;
  refused: number;
  retryLater: number;
  signInNeeded: number;
  skippedLocked?: boolean;
  /** True when the server's view of the user's games was read (`refresh`) in this run. */
  refreshed?: boolean;
  /** True when nothing was tried because the device was offline (a retry later). */
  skippedOffline?: boolean;
}

export interface SyncState {
  running: boolean;
  lastError?: string;
  /** When the back-off timer fires next (device clock, ms). */
  nextAttemptAt?: number;
}

export const SYNC_LOCK_NAME = 'outbox-sync';

/** A lock shared by everything holding the same instance (one process: tests, no Web Locks). */
export function createMemoryLock(): SyncLock {
  let held = false;
  return async (fn) => {
    if (held) return undefined;
    held = true;
    try {
      return await fn();
    } finally {
      held = false;
    }
  };
}

const processLock = createMemoryLock();

/** The Web Lock shared by every tab of the origin, or a process-wide lock without Web Locks. */
export function defaultSyncLock(): SyncLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return processLock;
  return async (fn) =>
    locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? fn() : undefined));
}

/** The browser's word on the network: false only when it knows there is none. */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

const emptyReport = (): SyncReport => ({
  sent: 0,
  accepted: 0,
  refused: 0,
  retryLater: 0,
  signInNeeded: 0,
});

/** Just below the `seq` of the owner's first waiting entry (so a pass skips the history). */
async function firstWaitingSeq(db: MapGameDb, owner: string): Promise<number> {
  const waiting = await waitingEntries(db, owner);
  return (
    waiting.reduce((lowest, entry) => Math.min(lowest, entry.seq), Number.MAX_SAFE_INTEGER) - 1
  );
}

/** The owner's next waiting entry after `afterSeq`, in the order made. */
function nextEntry(db: MapGameDb, owner: string, afterSeq: number) {
  return db.outbox
    .where('seq')
    .above(afterSeq)
    .filter(
      (entry) =>
        entry.owner === owner && (entry.status === 'queued' || entry.status === 'sign-in-needed'),
    )
    .first();
}

interface PassResult {
  report: SyncReport;
  retryAfterMs?: number;
  lastError?: string;
}

export function createSyncEngine(options: SyncEngineOptions) {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const online = options.online ?? browserOnline;
  const lock = options.lock ?? defaultSyncLock();
  const send = options.send ?? createFetchSend({ endpoint: options.endpoint ?? '/graphql' });
  const sendReport =
    options.sendReport ?? createFetchReportSend({ endpoint: options.endpoint ?? '/graphql' });

  let state: SyncState = { running: false };
  const listeners = new Set<(state: SyncState) => void>();
  let started = false;
  let stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let current: Promise<SyncReport> | undefined;
  let again = false;
  /** The user whose games were refreshed from the server since the start. */
  let refreshedFor: string | undefined;

  function setState(next: SyncState): void {
    state = next;
    for (const listener of listeners) listener(state);
  }

  /** Sends one entry, measuring the server clock; a stale clock gets one more try. */
  async function sendOne(entry: OutboxEntry, session: SyncSession, report: SyncReport) {
    let offset = await readClockOffset(db);
    for (let tries = 0; ; tries += 1) {
      const sentAt = now();
      const outcome = await send(entry, session, { clockOffsetMs: offset, signal: stop.signal });
      report.sent += 1;
      if (outcome.serverTime === undefined) return outcome;
      const measured = measureClockOffset({
        serverTime: outcome.serverTime,
        sentAt,
        receivedAt: now(),
      });
      if (Math.abs(measured - offset) > CLOCK_OFFSET_STORE_MS) await storeClockOffset(db, measured);
      const stale = Math.abs(measured - offset) > CLOCK_OFFSET_CHANGE_MS;
      const timeRefused =
        outcome.kind === 'refused' && outcome.code === ErrorCode.PUNCH_TIME_INVALID;
      if (!(timeRefused && stale && tries === 0) || stop.signal.aborted) return outcome;
      offset = measured;
    }
  }

  /** The server's view of the user's games, once per start and user (see `refresh`). */
  async function refreshOnce(session: SyncSession, report: SyncReport): Promise<void> {
    if (!options.refresh || refreshedFor === session.sub || stop.signal.aborted) return;
    try {
      await options.refresh(session, stop.signal);
      refreshedFor = session.sub;
      report.refreshed = true;
    } catch {
      // Offline or refused: the next pass with nothing waiting tries again.
    }
  }

  async function pass(): Promise<PassResult> {
    const report = emptyReport();
    if (!online()) return { report: { ...report, skippedOffline: true }, lastError: 'offline' };
    let session = await options.session();
    if (!session) return { report };
    let afterSeq = await firstWaitingSeq(db, session.sub);
    let renewed = false;
    for (;;) {
      if (stop.signal.aborted) return { report };
      const entry = await nextEntry(db, session.sub, afterSeq);
      if (!entry) {
        // The punches are all answered: then the post reports (report-sync.ts), in order.
        const context = { clockOffsetMs: await readClockOffset(db), signal: stop.signal };
        const reports = await sendWaitingReports(db, session, sendReport, context, now);
        for (const key of ['sent', 'accepted', 'refused', 'retryLater', 'signInNeeded'] as const) {
          report[key] += reports[key];
        }
        if (reports.lastError !== undefined) {
          return { report, retryAfterMs: reports.retryAfterMs, lastError: reports.lastError };
        }
        await refreshOnce(session, report);
        return { report };
      }
      const outcome = await sendOne(entry, session, report);
      // A stopped engine is a closed page: the answer is never written; the replay asks again.
      if (stop.signal.aborted) return { report };
      switch (outcome.kind) {
        case 'accepted':
          await applyAccepted(db, entry, outcome.states, now());
          report.accepted += 1;
          afterSeq = entry.seq;
          break;
        case 'refused':
          await applyRefused(db, entry, outcome, now());
          report.refused += 1;
          afterSeq = entry.seq;
          break;
        case 'retry':
          await applyRetry(db, entry, now());
          report.retryLater += 1;
          return { report, retryAfterMs: outcome.retryAfterMs, lastError: outcome.why };
        case 'sign-in-needed': {
          // A token refused on the way may just have expired: ask for a fresh one once.
          const fresh = renewed ? null : await options.session();
          renewed = true;
          if (fresh && fresh.sub === session.sub && fresh.token !== session.token) {
            session = fresh;
            break;
          }
          report.signInNeeded += await applySignInNeeded(db, entry, now());
          return { report, lastError: 'sign-in-needed' };
        }
      }
    }
  }

  function schedule(result: PassResult | undefined): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const report = result?.report;
    const retry =
      report === undefined ||
      report.retryLater > 0 ||
      report.skippedLocked === true ||
      report.skippedOffline === true;
    if (!retry) failures = 0;
    if (!started || !retry) {
      setState({ running: false, ...(result?.lastError ? { lastError: result.lastError } : {}) });
      return;
    }
    if (!report?.skippedLocked) failures += 1;
    const delay = backoffDelayMs({
      failures: Math.max(failures, 1),
      random: random(),
      retryAfterMs: result?.retryAfterMs,
    });
    timer = setTimeout(() => void syncNow().catch(() => undefined), delay);
    setState({
      running: false,
      nextAttemptAt: now() + delay,
      ...(result?.lastError ? { lastError: result.lastError } : {}),
    });
  }

  async function run(): Promise<SyncReport> {
    const total = emptyReport();
    let last: PassResult | undefined;
    setState({ ...state, running: true });
    try {
      do {
        again = false;
        const result = await lock(pass);
        last = result ?? { report: { ...emptyReport(), skippedLocked: true } };
        for (const key of ['sent', 'accepted', 'refused', 'retryLater', 'signInNeeded'] as const) {
          total[key] += last.report[key];
        }
        if (last.report.skippedLocked) total.skippedLocked = true;
        if (last.report.skippedOffline) total.skippedOffline = true;
        if (last.report.refreshed) total.refreshed = true;
        // Asked again during the pass: once more, unless it waits for a retry or the lock, or
        // still for a network (the 'online' event may have come just after the pass looked).
      } while (
        again &&
        last.report.retryLater === 0 &&
        !last.report.skippedLocked &&
        (!last.report.skippedOffline || online())
      );
      schedule(last);
      return total;
    } catch (error) {
      schedule({ report: { ...emptyReport(), retryLater: 1 }, lastError: String(error) });
      throw error;
    }
  }

  /** Replays now (or, when a pass is running, once more after it). */
  function syncNow(): Promise<SyncReport> {
    if (current) {
      again = true;
      return current;
    }
    current = run().finally(() => {
      current = undefined;
    });
    return current;
  }

  const wake = () => void syncNow().catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };

  return {
    start(): void {
      if (started) return;
      started = true;
      stop = new AbortController();
      refreshedFor = undefined;
      if (typeof window !== 'undefined') window.addEventListener('online', wake);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
      wake();
    },
    stop(): void {
      started = false;
      stop.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (typeof window !== 'undefined') window.removeEventListener('online', wake);
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisible);
      }
    },
    syncNow,
    subscribe(listener: (state: SyncState) => void): () => void {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
