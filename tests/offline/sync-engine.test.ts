/**
 * The sync engine on fake-indexeddb against a stand-in of the server's play rules: order, the
 * four kinds of answer, the device's guesses replaced by the server's states and rolled back on
 * a refusal, one user's entries never sent with another's token, the lock, the server clock.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MapGameDb, PunchEntry } from '../../src/offline/db';
import type { SyncSession } from '../../src/offline/sync-contract';
import { createMemoryLock, createSyncEngine, type SyncEngine } from '../../src/offline/sync-engine';
import { CLOCK_OFFSET_KEY } from '../../src/offline/clock-offset';
import { punchState } from '../../src/features/punches/punch-state';
import { fakeServer, type FakeServer } from './fake-play-server';
import {
  freshDbEachTest,
  ids,
  OTHER_OWNER,
  OWNER,
  punchOnPhone,
  startOnPhone,
  T0,
} from './offline-fixtures';

let db: MapGameDb;
let server: FakeServer;
let session: SyncSession | null;
let engines: SyncEngine[];
const newId = ids('e');

freshDbEachTest((fresh) => (db = fresh));
beforeEach(() => {
  server = fakeServer(['token-a', 'token-b']);
  session = { sub: OWNER, token: 'token-a' };
  engines = [];
});
afterEach(() => {
  engines.forEach((engine) => engine.stop());
});

function engine(options: Partial<Parameters<typeof createSyncEngine>[0]> = {}): SyncEngine {
  const created = createSyncEngine({
    db,
    session: () => Promise.resolve(session),
    send: (entry, s, context) => server.send(entry, s, context),
    lock: createMemoryLock(),
    now: () => T0 + 3_600_000,
    random: () => 0,
    ...options,
  });
  engines.push(created);
  return created;
}

const startGame = () => startOnPhone(db, { newId });

/** A punch by GPS at the control, or by code when `code` is given. */
const punch = async (gameStateId: string, controlId: string, code?: string) =>
  (await punchOnPhone(db, { gameStateId, controlId, code, newId })).entry;

const statuses = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((e) => [e.kind, e.status, e.reason]);

describe('replaying the outbox', () => {
  it('sends in the order made and takes the server states in place of the guesses', async () => {
    const { state } = await startGame();
    const p1 = await punch(state.id, 'c1');
    const p2 = await punch(state.id, 'c2');
    const p4 = await punch(p2.nextGameStateId, 'c4', 'abc');
    const report = await engine().syncNow();
    expect(report).toMatchObject({ sent: 4, accepted: 4, refused: 0, retryLater: 0 });
    const start = (await db.outbox.orderBy('seq').first())!;
    expect(server.received).toEqual([start.id, p1.id, p2.id, p4.id]);
    const states = await db.gameStates.toArray();
    expect(states.map((s) => [s.gameLevel.id, s.progress, s.source]).sort()).toEqual([
      ['L1', 'COMPLETE', 'server'],
      ['L2', 'COMPLETE', 'server'],
    ]);
    expect(await statuses()).toEqual([
      ['start', 'accepted', undefined],
      ['punch', 'accepted', undefined],
      ['punch', 'accepted', undefined],
      ['punch', 'accepted', undefined],
    ]);
  });

  it('keeps a refused punch with its reason, sends the rest and rolls back what it unlocked', async () => {
    const { state } = await startGame();
    await punch(state.id, 'c1');
    const wrong = await punch(state.id, 'c2', 'wrong');
    const onLevel2 = await punch(wrong.nextGameStateId, 'c4', 'abc');
    expect((await db.gameStates.get(wrong.nextGameStateId))?.gameLevel.id).toBe('L2');
    const report = await engine().syncNow();
    expect(report).toMatchObject({ accepted: 2, refused: 2 });
    expect(await statuses()).toEqual([
      ['start', 'accepted', undefined],
      ['punch', 'accepted', undefined],
      ['punch', 'refused', 'WRONG_CODE'],
      ['punch', 'refused', 'NOT_FOUND'],
    ]);
    expect(onLevel2.gameStateId).toBe(wrong.nextGameStateId);
    // Level 1 is ONGOING again and level 2 is gone from the device.
    expect((await db.gameStates.toArray()).map((s) => [s.id, s.progress, s.source])).toEqual([
      [state.id, 'ONGOING', 'server'],
    ]);
    // A refused entry is never sent again.
    const again = await engine().syncNow();
    expect(again.sent).toBe(0);
  });

  it('keeps a code punch refused with TOO_MANY_CODE_TRIES with its wait, and sends the rest', async () => {
    const { state } = await startGame();
    await engine().syncNow();
    const guessed = await punch(state.id, 'c2', 'abc');
    const byGps = await punch(state.id, 'c1');
    server.fail.push({ kind: 'refused', code: 'TOO_MANY_CODE_TRIES', retryAfterSeconds: 720 });
    const report = await engine().syncNow();
    expect(report).toMatchObject({ sent: 2, accepted: 1, refused: 1, retryLater: 0 });
    expect(await db.outbox.get(guessed.id)).toMatchObject({
      status: 'refused',
      reason: 'TOO_MANY_CODE_TRIES',
      retryAfterSeconds: 720,
      answeredAt: T0 + 3_600_000,
    });
    expect(punchState((await db.outbox.get(guessed.id)) as PunchEntry)).toEqual({
      kind: 'refused',
      reason: 'TOO_MANY_CODE_TRIES',
      retryAt: T0 + 3_600_000 + 720_000,
    });
    expect((await db.outbox.get(byGps.id))?.status).toBe('accepted');
    // Kept, never sent again.
    expect((await engine().syncNow()).sent).toBe(0);
    expect(await db.outbox.get(guessed.id)).toMatchObject({ status: 'refused' });
  });

  it('rolls a server state a waiting punch completed back to what the server said', async () => {
    const { state } = await startGame();
    await engine().syncNow();
    await punch(state.id, 'c1');
    await punch(state.id, 'c2', 'wrong');
    expect(await db.gameStates.get(state.id)).toMatchObject({
      progress: 'COMPLETE',
      source: 'device',
      serverProgress: 'ONGOING',
    });
    await engine().syncNow();
    const after = await db.gameStates.get(state.id);
    expect(after).toMatchObject({ progress: 'ONGOING', source: 'server' });
    expect(after).not.toHaveProperty('serverProgress');
  });

  it('stops at a retry and keeps the order: the entries behind wait', async () => {
    const { state } = await startGame();
    const p1 = await punch(state.id, 'c1');
    const p2 = await punch(state.id, 'c3');
    server.fail.push({ kind: 'accepted', states: [] }); // the start goes through (no states)
    server.fail.push({ kind: 'retry', why: 'http-500' });
    const first = await engine().syncNow();
    expect(first).toMatchObject({ sent: 2, accepted: 1, retryLater: 1 });
    expect(await statuses()).toEqual([
      ['start', 'accepted', undefined],
      ['punch', 'queued', undefined],
      ['punch', 'queued', undefined],
    ]);
    expect((await db.outbox.get(p1.id))?.attempts).toBe(1);
    // The server never made the state (its answer above was empty): the start is replayed.
    await db.outbox.update((await db.outbox.orderBy('seq').first())!.id, { status: 'queued' });
    const second = await engine().syncNow();
    expect(second).toMatchObject({ accepted: 3, retryLater: 0 });
    expect(server.received.slice(-2)).toEqual([p1.id, p2.id]);
  });

  it("keeps a user's entries until that user has a session, never sending them with another's token", async () => {
    const { state } = await startGame();
    await punch(state.id, 'c1');
    server.validTokens.delete('token-a');
    const refused = await engine().syncNow();
    expect(refused).toMatchObject({ sent: 1, signInNeeded: 2 });
    expect((await statuses()).map(([, status]) => status)).toEqual([
      'sign-in-needed',
      'sign-in-needed',
    ]);

    session = { sub: OTHER_OWNER, token: 'token-b' };
    expect((await engine().syncNow()).sent).toBe(0);
    session = null;
    expect((await engine().syncNow()).sent).toBe(0);

    session = { sub: OWNER, token: 'token-a2' };
    server.validTokens.add('token-a2');
    expect(await engine().syncNow()).toMatchObject({ accepted: 2 });
  });

  it('asks once for a fresh token when one expires on the way', async () => {
    await startGame();
    const tokens = ['token-old', 'token-a'];
    const report = await engine({
      session: () => Promise.resolve({ sub: OWNER, token: tokens.shift() ?? 'token-a' }),
    }).syncNow();
    expect(report).toMatchObject({ sent: 2, accepted: 1, signInNeeded: 0 });
  });

  it('lets one engine replay while another holds the lock', async () => {
    await startGame();
    const lock = createMemoryLock();
    let release!: () => void;
    const held = lock(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await engine({ lock }).syncNow()).toMatchObject({ sent: 0, skippedLocked: true });
    release();
    await held;
    expect(await engine({ lock }).syncNow()).toMatchObject({ sent: 1, accepted: 1 });
  });

  it("schedules the next attempt no sooner than the server's Retry-After when started", async () => {
    await startGame();
    server.fail.push({ kind: 'retry', why: 'network-error', retryAfterMs: 7_000 });
    const started = engine();
    const seen: (number | undefined)[] = [];
    started.subscribe((state) => seen.push(state.nextAttemptAt));
    started.start();
    await started.syncNow();
    expect(seen).toContain(T0 + 3_600_000 + 7_000);
  });
});

describe('waking up', () => {
  it('replays when started, when the browser is online again and when the page becomes visible', async () => {
    const events = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    Object.assign(globalThis, { window: events, document: page });
    try {
      await startGame();
      const woken = engine();
      const passes: boolean[] = [];
      woken.subscribe((state) => passes.push(state.running));
      /** Until the pass that was woken has ended (bounded). */
      const settled = () =>
        expect.poll(() => passes.at(-1), { interval: 5, timeout: 10_000 }).toBe(false);
      woken.start();
      await settled();
      expect(server.received).toHaveLength(1);

      await startOnPhone(db, { owner: OTHER_OWNER, newId });
      await punch((await db.gameStates.where('owner').equals(OWNER).first())!.id, 'c1');
      passes.length = 0;
      events.dispatchEvent(new Event('online'));
      await settled();
      expect(server.received).toHaveLength(2);

      await punch((await db.gameStates.where('owner').equals(OWNER).first())!.id, 'c2');
      passes.length = 0;
      page.dispatchEvent(new Event('visibilitychange')); // still hidden: nothing
      page.visibilityState = 'visible';
      page.dispatchEvent(new Event('visibilitychange'));
      await settled();
      expect(server.received).toHaveLength(3);
      const others = await db.outbox.where('owner').equals(OTHER_OWNER).primaryKeys();
      expect(server.received.filter((id) => others.includes(id))).toEqual([]);
      woken.stop();
    } finally {
      Object.assign(globalThis, { window: undefined, document: undefined });
    }
  });
});

describe('without any network', () => {
  it('sends nothing and rewrites no entry while the browser is offline, then replays', async () => {
    const { state } = await startGame();
    await punch(state.id, 'c1');
    let online = false;
    const offline = engine({ online: () => online });
    const before = await db.outbox.orderBy('seq').toArray();
    const seen: (number | undefined)[] = [];
    offline.subscribe((next) => seen.push(next.nextAttemptAt));
    offline.start();
    const report = await offline.syncNow();
    expect(report).toMatchObject({ sent: 0, skippedOffline: true });
    expect(server.received).toEqual([]);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(before);
    // The back-off timer still runs (a browser may be wrong about having no network).
    expect(seen.at(-1)).toBeGreaterThan(T0 + 3_600_000);

    online = true;
    expect(await offline.syncNow()).toMatchObject({ sent: 2, accepted: 2 });
    expect(server.received).toEqual(before.map((entry) => entry.id));
  });
});

describe('the network coming back during a pass', () => {
  it('replays at once when woken while a pass found no network', async () => {
    const { state } = await startGame();
    await punch(state.id, 'c1');
    const answers = [false];
    // The first look finds no network; the 'online' wake comes just after it.
    const woken = engine({ online: () => answers.shift() ?? true });
    const pass = woken.syncNow();
    void woken.syncNow();
    expect(await pass).toMatchObject({ accepted: 2, skippedOffline: true });
  });
});

describe('the server clock', () => {
  it('sends punchedAt on the server clock measured from the answers', async () => {
    const { state } = await startGame();
    const p1 = await punch(state.id, 'c1');
    const serverClock = T0 + 3_600_000 - 3_600_000; // the device runs an hour fast
    const send = async (...args: Parameters<FakeServer['send']>) => ({
      ...(await server.send(...args)),
      serverTime: serverClock - 500,
    });
    await engine({ send }).syncNow();
    expect((await db.settings.get(CLOCK_OFFSET_KEY))?.value).toBe(-3_600_000);
    expect(server.lastContext?.clockOffsetMs).toBe(-3_600_000);
    expect((await db.outbox.get(p1.id))?.status).toBe('accepted');
  });

  it('sends a punch refused for its time once more when the clock turned out to be off', async () => {
    const { state } = await startGame();
    await engine().syncNow();
    const p1: PunchEntry = await punch(state.id, 'c1');
    const offsets: number[] = [];
    const send = async (...args: Parameters<FakeServer['send']>) => {
      offsets.push(args[2].clockOffsetMs);
      if (args[2].clockOffsetMs === 0) {
        server.received.push(args[0].id);
        return {
          kind: 'refused' as const,
          code: 'PUNCH_TIME_INVALID' as const,
          serverTime: T0 - 500,
        };
      }
      return server.send(...args);
    };
    const report = await engine({ send }).syncNow();
    expect(offsets).toEqual([0, -3_600_000]);
    expect(report).toMatchObject({ sent: 2, accepted: 1, refused: 0 });
    expect((await db.outbox.get(p1.id))?.status).toBe('accepted');
  });
});
