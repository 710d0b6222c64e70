/**
 * Sending the phone's post reports: after the punches, in the order made, by the sync engine;
 * accepted and refused reports are done, a retry leaves the rest waiting; the transport sends the
 * report's time on the server's clock and sorts the answers as the punches' are.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MapGameDb, StoredReport } from '../../src/offline/db';
import { recordStart } from '../../src/offline/outbox';
import { queueReport } from '../../src/offline/report-store';
import {
  createFetchReportSend,
  reportVariables,
  type ReportSendOutcome,
} from '../../src/offline/report-sync';
import { createMemoryLock, createSyncEngine } from '../../src/offline/sync-engine';
import { fakeServer, type FakeServer } from './fake-play-server';
import { freshDbEachTest, GAME_DEFINITION_ID, ids, OWNER, T0 } from './offline-fixtures';

let db: MapGameDb;
let server: FakeServer;
const newId = ids('x');

freshDbEachTest((fresh) => (db = fresh));
beforeEach(() => {
  server = fakeServer(['token-a']);
});

/** An engine whose report transport answers from `answers` in turn (then accepts). */
function engineWithReports(answers: ReportSendOutcome[] = []) {
  const order: string[] = [];
  const engine = createSyncEngine({
    db,
    session: () => Promise.resolve({ sub: OWNER, token: 'token-a' }),
    send: (entry, session, context) => {
      order.push(`entry:${entry.kind}`);
      return server.send(entry, session, context);
    },
    sendReport: (report) => {
      order.push(`report:${report.controlId}`);
      return Promise.resolve(answers.shift() ?? { kind: 'accepted' });
    },
    lock: createMemoryLock(),
    now: () => T0 + 60_000,
    random: () => 0,
  });
  return { engine, order };
}

const report = (controlId: string, now = T0) =>
  queueReport(db, { owner: OWNER, controlId, kind: 'MISSING', note: '', now, newId });

const statuses = async () =>
  (await db.reports.toArray())
    .sort((a, b) => a.madeAt - b.madeAt)
    .map((r) => [r.controlId, r.status, r.reason]);

describe('the sync engine and the post reports', () => {
  it('sends the reports after the punches, in the order made', async () => {
    await report('c2', T0 + 2);
    await recordStart(db, { owner: OWNER, gameDefinitionId: GAME_DEFINITION_ID, now: T0, newId });
    await report('c1', T0 + 1);
    const { engine, order } = engineWithReports();
    const done = await engine.syncNow();
    expect(order).toEqual(['entry:start', 'report:c1', 'report:c2']);
    expect(done).toMatchObject({ sent: 3, accepted: 3 });
    expect(await statuses()).toEqual([
      ['c1', 'accepted', undefined],
      ['c2', 'accepted', undefined],
    ]);
  });

  it('keeps a refused report with its reason and sends the next', async () => {
    await report('c1', T0 + 1);
    await report('c2', T0 + 2);
    const { engine } = engineWithReports([{ kind: 'refused', code: 'POST_REPORT_OPEN' }]);
    expect(await engine.syncNow()).toMatchObject({ accepted: 1, refused: 1 });
    expect(await statuses()).toEqual([
      ['c1', 'refused', 'POST_REPORT_OPEN'],
      ['c2', 'accepted', undefined],
    ]);
  });

  it('stops at a retry and leaves that report and the rest queued for the next pass', async () => {
    await report('c1', T0 + 1);
    await report('c2', T0 + 2);
    const { engine, order } = engineWithReports([{ kind: 'retry', why: 'network-error' }]);
    expect(await engine.syncNow()).toMatchObject({ sent: 1, retryLater: 1 });
    engine.stop();
    expect(order).toEqual(['report:c1']);
    expect(await statuses()).toEqual([
      ['c1', 'queued', undefined],
      ['c2', 'queued', undefined],
    ]);
    expect((await db.reports.toArray()).find((r) => r.controlId === 'c1')?.attempts).toBe(1);
    const again = engineWithReports();
    await again.engine.syncNow();
    expect(again.order).toEqual(['report:c1', 'report:c2']);
  });
});

describe('the report transport', () => {
  const stored: StoredReport = {
    id: '5b0e1f8e-2f7a-4c1e-9a53-0d6b2f1c9e11',
    owner: OWNER,
    controlId: 'c1',
    kind: 'DAMAGED',
    note: 'Torn',
    fix: { lat: 58.46, lng: 8.77, accuracyMeters: 6, fixAt: T0 },
    madeAt: T0,
    status: 'queued',
    attempts: 0,
    v: 1,
  };

  it('sends the report with its position and its time on the server clock', () => {
    expect(reportVariables(stored, 90_000)).toEqual({
      input: {
        id: stored.id,
        controlId: 'c1',
        kind: 'DAMAGED',
        note: 'Torn',
        lat: 58.46,
        lng: 8.77,
        accuracy: 6,
        reportedAt: new Date(T0 + 90_000).toISOString(),
      },
    });
    const { fix: _fix, ...withoutFix } = stored;
    expect(reportVariables(withoutFix, 0).input).toMatchObject({ lat: null, lng: null });
  });

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  it.each([
    ['the report', () => json({ data: { createPostReport: { id: stored.id } } }), 'accepted'],
    [
      'POST_REPORT_OPEN',
      () => json({ data: null, errors: [{ extensions: { code: 'POST_REPORT_OPEN' } }] }),
      'refused',
    ],
    ['a 503', () => new Response('down', { status: 503 }), 'retry'],
    ['a 401', () => json({ errors: [{ message: 'x' }] }, 401), 'sign-in-needed'],
  ])('sorts %s as %s', async (_name, answer, kind) => {
    let sent: unknown;
    const send = createFetchReportSend({
      endpoint: 'http://server.test/graphql',
      fetch: (_url, init) => {
        sent = JSON.parse(init?.body as string);
        return Promise.resolve(answer());
      },
    });
    const outcome = await send(stored, { sub: OWNER, token: 't' }, { clockOffsetMs: 0 });
    expect(outcome.kind).toBe(kind);
    expect(sent).toMatchObject({ variables: { input: { id: stored.id, kind: 'DAMAGED' } } });
  });

  it('sorts a network failure as a retry', async () => {
    const send = createFetchReportSend({
      endpoint: 'http://server.test/graphql',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const outcome = await send(stored, { sub: OWNER, token: 't' }, { clockOffsetMs: 0 });
    expect(outcome).toEqual({ kind: 'retry', why: 'network-error' });
  });
});
