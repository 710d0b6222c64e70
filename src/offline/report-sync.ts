/**
 * Sending the phone's queued post reports (report-store.ts), by the sync engine after the
 * punches: each as `createPostReport` through the client's one wire, in the order made, with the
 * report's time moved onto the server's clock. Answers are sorted as the punches' are
 * (sync-send.ts `unansweredOutcome`): accepted and refused reports are done (a refusal, such as
 * POST_REPORT_OPEN when another device reported the post first, is kept with its code); a retry
 * stops the run so the rest wait for the engine's back-off; a sign-in request leaves the reports
 * queued until the same user signs in again. A resent id is answered with the stored report.
 */
import { postGraphql, type GraphqlWire } from '../api/graphql-client';
import { CREATE_POST_REPORT, type CreatePostReportVariables } from '../api/post-report-api';
import type { MapGameDb, StoredReport } from './db';
import { waitingReports } from './report-store';
import type { SendContext, SendOutcome, SyncSession } from './sync-contract';
import { deviceTimeOnServer, postedAnswer, SEND_TIMEOUT_MS, unansweredOutcome } from './sync-send';

/** How one report's sending ended (an accepted report carries no game states). */
export type ReportSendOutcome = Exclude<SendOutcome, { kind: 'accepted' }> | { kind: 'accepted' };

export type ReportSend = (
  report: StoredReport,
  session: SyncSession,
  context: SendContext,
) => Promise<ReportSendOutcome>;

/** The report as the wire wants it; its time moved onto the server's clock. */
export function reportVariables(
  report: StoredReport,
  clockOffsetMs: number,
): CreatePostReportVariables {
  return {
    input: {
      id: report.id,
      controlId: report.controlId,
      kind: report.kind,
      note: report.note,
      lat: report.fix?.lat ?? null,
      lng: report.fix?.lng ?? null,
      accuracy: report.fix?.accuracyMeters ?? null,
      reportedAt: deviceTimeOnServer(report.madeAt, clockOffsetMs),
    },
  };
}

/** The default transport: one POST per report, timed out like the punches'. */
export function createFetchReportSend(options: GraphqlWire): ReportSend {
  const wire: GraphqlWire = { ...options, timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS };
  return async (report, session, context) => {
    try {
      const answer = await postGraphql<Record<string, unknown>>(
        {
          document: String(CREATE_POST_REPORT),
          variables: { ...reportVariables(report, context.clockOffsetMs) },
          token: session.token,
          ...(context.signal ? { signal: context.signal } : {}),
        },
        wire,
      );
      const read = postedAnswer(answer);
      const failed = unansweredOutcome(read);
      if (failed) return failed;
      if (!read.body?.data?.createPostReport) return { kind: 'retry', why: 'no-answer' };
      return { kind: 'accepted' };
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network-error';
      return { kind: 'retry', why };
    }
  };
}

/** What one run over the waiting reports did, in the engine's report's terms. */
export interface ReportRun {
  sent: number;
  accepted: number;
  refused: number;
  retryLater: number;
  signInNeeded: number;
  retryAfterMs?: number;
  lastError?: string;
}

/** Sends the owner's waiting reports in order until one must wait (see the header). */
export async function sendWaitingReports(
  db: MapGameDb,
  session: SyncSession,
  send: ReportSend,
  context: SendContext,
  now: () => number,
): Promise<ReportRun> {
  const run: ReportRun = { sent: 0, accepted: 0, refused: 0, retryLater: 0, signInNeeded: 0 };
  for (const report of await waitingReports(db, session.sub)) {
    if (context.signal?.aborted) return run;
    const outcome = await send(report, session, context);
    run.sent += 1;
    if (context.signal?.aborted) return run;
    const tried = { attempts: report.attempts + 1, lastAttemptAt: now() };
    switch (outcome.kind) {
      case 'accepted':
        await db.reports.update(report.id, { ...tried, status: 'accepted', answeredAt: now() });
        run.accepted += 1;
        break;
      case 'refused':
        await db.reports.update(report.id, {
          ...tried,
          status: 'refused',
          reason: outcome.code,
          answeredAt: now(),
        });
        run.refused += 1;
        break;
      case 'retry':
        await db.reports.update(report.id, tried);
        run.retryLater += 1;
        return {
          ...run,
          lastError: outcome.why,
          ...(outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs }),
        };
      case 'sign-in-needed':
        run.signInNeeded += 1;
        return { ...run, lastError: 'sign-in-needed' };
    }
  }
  return run;
}
