/**
 * Post reports with the server's authority: the caller is the reporter, the control must exist,
 * the time is clamped to the server's clock (src/domain/schemas/post-report.ts `reportedAtMs`),
 * and the game is the caller's ongoing game holding the control. A report sent again with the same
 * id answers the stored one (the outbox resends); a second open report by the same player on the
 * same control is refused with POST_REPORT_OPEN, checked by the table's unique index so two sent
 * at once still leave one.
 */
import { ErrorCode } from '../../src/domain/error-codes';
import { isoTimestampMs } from '../../src/domain/schemas/field-schemas';
import {
  createPostReportInputSchema,
  reportedAtMs,
  type CreatePostReportInput,
} from '../../src/domain/schemas/post-report';
import { createControlRepository } from '../controls/control.repository';
import type { Db } from '../db/database';
import type { ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { parseInput } from '../graphql/input-validation';
import { createPostReportRepository, type PostReportRow } from './post-report.repository';

/** A stored report with the same id: the same report again, or a reused id (BAD_INPUT on id). */
function sameReport(
  row: PostReportRow,
  owner: string,
  input: CreatePostReportInput,
): PostReportRow {
  if (row.owner !== owner || row.controlId !== input.controlId) {
    throw appError(ErrorCode.BAD_INPUT, { field: 'input.id' });
  }
  return row;
}

async function store(
  tx: Db,
  owner: string,
  input: CreatePostReportInput,
  now: Date,
): Promise<PostReportRow> {
  const reports = createPostReportRepository(tx);
  const earlier = await reports.byId(input.id);
  if (earlier) return sameReport(earlier, owner, input);
  if (!(await createControlRepository(tx).byId(input.controlId))) {
    throw appError(ErrorCode.NOT_FOUND, { field: 'input.controlId' });
  }
  const phoneMs = isoTimestampMs(input.reportedAt) ?? now.getTime();
  const created = await reports.insert({
    id: input.id,
    owner,
    controlId: input.controlId,
    gameDefinitionId: await reports.ongoingGameWith(owner, input.controlId),
    kind: input.kind,
    note: input.note,
    lat: input.lat,
    lng: input.lng,
    accuracy: input.accuracy,
    reportedAt: new Date(reportedAtMs(phoneMs, now.getTime())),
    createdAt: now,
  });
  if (created) return created;
  // The id or the open report was stored since our read: a resend, or a second open report.
  const stored = await reports.byId(input.id);
  if (stored) return sameReport(stored, owner, input);
  throw appError(ErrorCode.POST_REPORT_OPEN, { field: 'input.controlId' });
}

export async function createPostReport(
  context: ApiContext,
  args: { input?: unknown },
): Promise<PostReportRow> {
  const input = parseInput(createPostReportInputSchema, args.input ?? {});
  const now = context.now();
  return context.db.transaction((tx) => store(tx, context.user.sub, input, now));
}

/** The caller's own reports, open and closed, newest first. */
export function postReportsOfCaller(context: ApiContext): Promise<PostReportRow[]> {
  return createPostReportRepository(context.db).byOwner(context.user.sub);
}
