/**
 * The player's post reports on the phone (the `reports` table of db.ts): queued first, so a
 * report works without signal, and sent by the sync engine after the punches (report-sync.ts).
 * One open report per player and control: the phone refuses a second with POST_REPORT_OPEN
 * before queueing it, as the server would. A report is open until it is refused or the server
 * says an organiser closed it (`storeServerReports`, from the player's own reports).
 */
import type { ApiPostReport } from '../api/post-report-api';
import { ErrorCode } from '../domain/error-codes';
import type { PostReportKind } from '../domain/schemas/post-report';
import { RECORD_VERSION, type MapGameDb, type StoredFix, type StoredReport } from './db';

export interface QueueReportInput {
  owner: string;
  controlId: string;
  kind: PostReportKind;
  /** As typed: trimmed here, blank is none. */
  note: string;
  fix?: StoredFix;
  /** Device clock, ms since the epoch. */
  now: number;
  /** Makes a fresh UUID (crypto.randomUUID in the app). */
  newId: () => string;
}

export type QueueReportResult =
  | { ok: true; report: StoredReport }
  | { ok: false; code: typeof ErrorCode.POST_REPORT_OPEN; open: StoredReport };

/** True while the report counts as the player's open one on its control. */
export function isOpenReport(report: StoredReport): boolean {
  return report.status !== 'refused' && report.closedAt === undefined;
}

/** The player's open report on the control, if any (the newest when several were kept). */
export async function openReportOf(
  db: MapGameDb,
  owner: string,
  controlId: string,
): Promise<StoredReport | undefined> {
  const reports = await db.reports.where({ owner, controlId }).toArray();
  return reports.filter(isOpenReport).sort((a, b) => b.madeAt - a.madeAt)[0];
}

/** Queues a report, unless the player already has an open one on the control. */
export function queueReport(db: MapGameDb, input: QueueReportInput): Promise<QueueReportResult> {
  return db.transaction('rw', db.reports, async (): Promise<QueueReportResult> => {
    const open = await openReportOf(db, input.owner, input.controlId);
    if (open) return { ok: false, code: ErrorCode.POST_REPORT_OPEN, open };
    const note = input.note.trim();
    const report: StoredReport = {
      id: input.newId(),
      owner: input.owner,
      controlId: input.controlId,
      kind: input.kind,
      note: note === '' ? null : note,
      ...(input.fix ? { fix: input.fix } : {}),
      madeAt: input.now,
      status: 'queued',
      attempts: 0,
      v: RECORD_VERSION,
    };
    await db.reports.add(report);
    return { ok: true, report };
  });
}

/** The owner's reports waiting to be sent, oldest first. */
export async function waitingReports(db: MapGameDb, owner: string): Promise<StoredReport[]> {
  const waiting = await db.reports.where({ owner, status: 'queued' }).toArray();
  return waiting.sort((a, b) => a.madeAt - b.madeAt);
}

/**
 * What the server holds of the owner's reports, laid over the phone's: a report the server has is
 * accepted (sent from here or from another device), and a closed one is no longer open here.
 */
export function storeServerReports(
  db: MapGameDb,
  owner: string,
  server: readonly ApiPostReport[],
  now: number,
): Promise<void> {
  return db.transaction('rw', db.reports, async () => {
    for (const remote of server) {
      const closedAt = remote.closedAt === null ? undefined : Date.parse(remote.closedAt);
      const local = await db.reports.get(remote.id);
      if (local) {
        if (local.status === 'accepted' && local.closedAt === closedAt) continue;
        const answered = local.status === 'accepted' ? {} : { answeredAt: now };
        await db.reports.put({ ...local, status: 'accepted', ...answered, closedAt });
        continue;
      }
      await db.reports.add({
        id: remote.id,
        owner,
        controlId: remote.controlId,
        kind: remote.kind,
        note: remote.note,
        madeAt: Date.parse(remote.reportedAt),
        status: 'accepted',
        attempts: 0,
        answeredAt: now,
        ...(closedAt === undefined ? {} : { closedAt }),
        v: RECORD_VERSION,
      });
    }
  });
}
