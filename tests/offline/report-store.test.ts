/**
 * The phone's post reports on fake-indexeddb: a report is queued at once, one open report per
 * player and control (the second refused with POST_REPORT_OPEN before anything is written), a
 * refused or closed report opens the way again, and the server's copy of the player's reports
 * marks sent and closed ones.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MapGameDb } from '../../src/offline/db';
import {
  openReportOf,
  queueReport,
  storeServerReports,
  waitingReports,
  type QueueReportInput,
} from '../../src/offline/report-store';
import { fixNear, C1, freshDbEachTest, ids, OTHER_OWNER, OWNER, T0 } from './offline-fixtures';

let db: MapGameDb;
const newId = ids('r');

freshDbEachTest((fresh) => (db = fresh), { withPack: false });

function input(extra: Partial<QueueReportInput> = {}): QueueReportInput {
  return { owner: OWNER, controlId: 'c1', kind: 'MISSING', note: '', now: T0, newId, ...extra };
}

describe('queueing a report', () => {
  it('writes it queued with the trimmed note and the fix', async () => {
    const fix = fixNear(C1, 0, 6);
    const result = await queueReport(db, input({ kind: 'DAMAGED', note: '  Torn flag ', fix }));
    expect(result.ok).toBe(true);
    const [stored] = await db.reports.toArray();
    expect(stored).toMatchObject({
      owner: OWNER,
      controlId: 'c1',
      kind: 'DAMAGED',
      note: 'Torn flag',
      fix,
      madeAt: T0,
      status: 'queued',
      attempts: 0,
    });
    expect(await waitingReports(db, OWNER)).toEqual([stored]);
  });

  it('keeps a blank note as none', async () => {
    await queueReport(db, input({ note: '   ' }));
    expect((await db.reports.toArray())[0]?.note).toBeNull();
  });

  it('refuses a second open report on the same control, queued or sent', async () => {
    const first = await queueReport(db, input());
    const second = await queueReport(db, input({ kind: 'DAMAGED' }));
    expect(second).toMatchObject({ ok: false, code: 'POST_REPORT_OPEN' });
    await db.reports.update((first as { report: { id: string } }).report.id, {
      status: 'accepted',
    });
    expect(await queueReport(db, input())).toMatchObject({ ok: false, code: 'POST_REPORT_OPEN' });
    expect(await db.reports.count()).toBe(1);
  });

  it('takes a report on another control, or by another player on the same one', async () => {
    await queueReport(db, input());
    expect((await queueReport(db, input({ controlId: 'c2' }))).ok).toBe(true);
    expect((await queueReport(db, input({ owner: OTHER_OWNER }))).ok).toBe(true);
  });

  it('takes a new report once the open one was refused', async () => {
    const first = await queueReport(db, input());
    if (!first.ok) throw new Error('not queued');
    await db.reports.update(first.report.id, { status: 'refused', reason: 'NOT_FOUND' });
    expect(await openReportOf(db, OWNER, 'c1')).toBeUndefined();
    expect((await queueReport(db, input())).ok).toBe(true);
  });
});

describe("the server's copy of the player's reports", () => {
  const remote = (id: string, closedAt: string | null = null) => ({
    id,
    controlId: 'c1',
    gameDefinitionId: null,
    kind: 'MISSING' as const,
    note: 'gone',
    reportedAt: new Date(T0).toISOString(),
    closedAt,
  });

  it('marks a queued report the server holds as sent', async () => {
    const first = await queueReport(db, input());
    if (!first.ok) throw new Error('not queued');
    await storeServerReports(db, OWNER, [remote(first.report.id)], T0 + 5);
    expect(await db.reports.get(first.report.id)).toMatchObject({
      status: 'accepted',
      answeredAt: T0 + 5,
    });
    expect(await waitingReports(db, OWNER)).toEqual([]);
    expect(await openReportOf(db, OWNER, 'c1')).toBeDefined();
  });

  it('opens the way for a new report once an organiser closed the old one', async () => {
    const first = await queueReport(db, input());
    if (!first.ok) throw new Error('not queued');
    const closed = new Date(T0 + 60_000).toISOString();
    await storeServerReports(db, OWNER, [remote(first.report.id, closed)], T0 + 70_000);
    expect((await db.reports.get(first.report.id))?.closedAt).toBe(T0 + 60_000);
    expect(await openReportOf(db, OWNER, 'c1')).toBeUndefined();
    expect((await queueReport(db, input({ now: T0 + 80_000 }))).ok).toBe(true);
  });

  it('adds an open report made on another device, so this phone refuses a second', async () => {
    await storeServerReports(db, OWNER, [remote('from-the-laptop')], T0);
    expect(await openReportOf(db, OWNER, 'c1')).toMatchObject({ id: 'from-the-laptop' });
    expect(await queueReport(db, input())).toMatchObject({ ok: false, code: 'POST_REPORT_OPEN' });
  });
});
