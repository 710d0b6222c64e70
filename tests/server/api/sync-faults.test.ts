/**
 * Fault tests of the offline sync engine against the real server on PGlite and PostgreSQL. A
 * phone's outbox (fake-indexeddb) holds a whole game played offline; the real engine replays it
 * with its default fetch transport through a loopback proxy that injects the faults of a bad
 * network. Every test ends by asking the server itself, as the player: each punch stored once,
 * in order, the scores counted once, and the phone's game states the same as the server's.
 */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileSigningKeyStore } from '../../../server/auth/signing-keys';
import { gameStates } from '../../../server/db/schema/play';
import { CLOCK_OFFSET_KEY } from '../../../src/offline/clock-offset';
import { openMapGameDb, type MapGameDb, type PunchEntry } from '../../../src/offline/db';
import { recordPunch } from '../../../src/offline/outbox';
import type { SyncSession } from '../../../src/offline/sync-contract';
import {
  createMemoryLock,
  createSyncEngine,
  type SyncEngineOptions,
} from '../../../src/offline/sync-engine';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, madeBeforeAll, userBeforeAll } from '../support/before-all';
import { startFaultProxy, type Fault } from '../support/fault-proxy';
import { packOf, startOnPhone } from '../support/offline-pack';
import { arrangeGame, type ArrangedGame, type LevelSpec } from '../support/play-world';

/** Level 1: GPS or code, 2 of 3; level 2: code only, 2 of 2. Points 1..5 tell punches apart. */
const LEVELS: LevelSpec[] = [
  { minNumberControls: 2, controls: [{ points: 1 }, { points: 2 }, { points: 3 }] },
  {
    minNumberControls: 2,
    allowGpsPunching: false,
    minDistanceLegalPunch: null,
    controls: [{ points: 4 }, { points: 5 }],
  },
];

const HOUR = 3_600_000;

interface ServerView {
  visits: { id: string; controlId: string; punchedAt: string }[];
  states: { id: string; progress: string }[];
  score: number;
}

describe.each(DATABASE_KINDS)('the sync engine against the real server (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  const proxy = madeBeforeAll(
    () => startFaultProxy(api.url),
    (started) => started.close(),
  );

  /** A new player, a new game on the server and a phone holding the game's offline pack. */
  async function phone(levels: LevelSpec[] = LEVELS) {
    proxy.plan = () => ({ kind: 'forward' });
    proxy.log.length = 0;
    const game = await arrangeGame(api.database.db, { owner: editor.sub, levels });
    const player = await api.user('player');
    const dbName = `phone-${randomUUID()}`;
    const db = openMapGameDb(dbName);
    await db.games.put(packOf(game, levels));
    return { game, player, db, dbName };
  }

  function engine(
    db: MapGameDb,
    session: () => SyncSession | null,
    options: Partial<SyncEngineOptions> = {},
  ) {
    return createSyncEngine({
      db,
      session: () => Promise.resolve(session()),
      endpoint: `${proxy.url}/graphql`,
      lock: createMemoryLock(),
      ...options,
    });
  }

  const sessionOf = (player: ApiUser) => () => ({ sub: player.sub, token: player.idToken });

  /**
   * Plays the whole game on the phone (device clock `now()`): start, level 1 by GPS and code,
   * level 2 by code; returns the entries in the order made.
   */
  async function playOffline(
    db: MapGameDb,
    player: ApiUser,
    game: ArrangedGame,
    now: () => number = Date.now,
  ): Promise<{ gameId: string; punches: PunchEntry[] }> {
    const newId = () => randomUUID();
    const start = await startOnPhone(db, player.sub, game, now(), newId);
    const [l1, l2] = game.levels as [ArrangedGame['levels'][0], ArrangedGame['levels'][0]];
    const punches: PunchEntry[] = [];
    const punch = async (stateId: string, control: (typeof l1.controls)[0], gps: boolean) => {
      const attempt = await recordPunch(db, {
        owner: player.sub,
        gameStateId: stateId,
        controlId: control.id,
        method: gps ? 'GPS' : 'CODE',
        ...(gps
          ? { fix: { ...control.position, accuracyMeters: 5, fixAt: now() } }
          : { code: control.secretCode }),
        now: now(),
        newId,
      });
      if (!attempt.ok) throw new Error(attempt.code);
      punches.push(attempt.entry);
      return attempt;
    };
    await punch(start.state.id, l1.controls[0]!, true);
    const unlock = await punch(start.state.id, l1.controls[2]!, false);
    expect(unlock.reading.kind).toBe('level-unlocked');
    await punch(unlock.entry.nextGameStateId, l2.controls[0]!, false);
    const last = await punch(unlock.entry.nextGameStateId, l2.controls[1]!, false);
    expect(last.reading.kind).toBe('game-completed');
    return { gameId: start.gameId, punches };
  }

  async function serverView(player: ApiUser, gameId: string): Promise<ServerView> {
    const answer = await player.gql<{
      controlVisitsByOwnerByGameStateGameId: { items: ServerView['visits'] };
      gameStatesByOwnerByGameId: { items: ServerView['states'] };
      listGameScoreByOwner: { items: { score: number }[] };
    }>(
      `query ($o: String!, $g: ID!) {
        controlVisitsByOwnerByGameStateGameId(owner: $o, gameStateGameId: { eq: $g },
            limit: 100) { items { id controlId punchedAt } }
        gameStatesByOwnerByGameId(owner: $o, gameId: { eq: $g }, limit: 100) {
          items { id progress } }
        listGameScoreByOwner(owner: $o, period: "WEEK") { items { score } } }`,
      { o: player.sub, g: gameId },
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    return {
      visits: data.controlVisitsByOwnerByGameStateGameId.items,
      states: data.gameStatesByOwnerByGameId.items,
      score: Math.max(0, ...data.listGameScoreByOwner.items.map((item) => item.score)),
    };
  }

  /** Each punch stored once, the score counted once, the phone's states the server's. */
  async function expectAllOnce(
    db: MapGameDb,
    player: ApiUser,
    gameId: string,
    punches: PunchEntry[],
  ) {
    const view = await serverView(player, gameId);
    expect(view.visits.map((visit) => visit.id).sort()).toEqual(punches.map((p) => p.id).sort());
    expect(view.score).toBe(punches.reduce((sum, p) => sum + (p.controlPoints ?? 0), 0));
    const onPhone = await db.gameStates.toArray();
    expect(onPhone.map((s) => [s.id, s.progress, s.source]).sort()).toEqual(
      view.states.map((s) => [s.id, s.progress, 'server']).sort(),
    );
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => entry.status)).toEqual(outbox.map(() => 'accepted'));
    return view;
  }

  /** The punches' ids in the order they were forwarded to the server, first sends only. */
  const firstForwardOrder = () => [...new Set(proxy.forwarded())];

  it('makes no duplicate when the answer is lost after the server committed', async () => {
    const { game, player, db } = await phone();
    const { gameId, punches } = await playOffline(db, player, game);
    const dropped = punches[1]!.id; // the punch that unlocks level 2
    let drops = 0;
    proxy.plan = (request) =>
      request.entryId === dropped && drops++ === 0
        ? { kind: 'drop-after-commit' }
        : { kind: 'forward' };
    const sync = engine(db, sessionOf(player));
    const first = await sync.syncNow();
    expect(first).toMatchObject({ accepted: 2, retryLater: 1 });
    // The server has it; the phone does not know yet.
    expect((await serverView(player, gameId)).visits).toHaveLength(2);
    expect((await db.outbox.get(dropped))?.status).toBe('queued');

    expect(await sync.syncNow()).toMatchObject({ accepted: 3, retryLater: 0 });
    expect(proxy.forwarded().filter((id) => id === dropped)).toHaveLength(2);
    const view = await expectAllOnce(db, player, gameId, punches);
    expect(view.states.map((s) => s.progress)).toEqual(['COMPLETE', 'COMPLETE']);
  });

  it('loses nothing and keeps the order through a 500, a 429, a non-GraphQL 200 and an expired token', async () => {
    const { game, player, db } = await phone();
    const { gameId, punches } = await playOffline(db, player, game);
    const [p1, p2, p3, p4] = punches.map((p) => p.id);
    const faults = new Map<string | undefined, { status: number; body?: string }>([
      [p1, { status: 500 }],
      [p2, { status: 429 }],
      [p3, { status: 200, body: '<html>Sign in to the hotel Wi-Fi</html>' }],
    ]);
    proxy.plan = (request): Fault => {
      const fault = faults.get(request.entryId);
      faults.delete(request.entryId);
      return fault
        ? {
            kind: 'answer',
            ...fault,
            ...(fault.status === 429 ? { headers: { 'retry-after': '1' } } : {}),
          }
        : { kind: 'forward' };
    };
    let token = player.idToken;
    const sync = engine(db, () => ({ sub: player.sub, token }));

    expect(await sync.syncNow()).toMatchObject({ accepted: 1, retryLater: 1 }); // start, 500
    expect(await sync.syncNow()).toMatchObject({ accepted: 1, retryLater: 1 }); // p1, 429
    expect(await sync.syncNow()).toMatchObject({ accepted: 1, retryLater: 1 }); // p2, not GraphQL
    token = await expired(player.idToken);
    expect(await sync.syncNow()).toMatchObject({ accepted: 0, signInNeeded: 2 });
    expect((await db.outbox.toArray()).filter((e) => e.status === 'sign-in-needed')).toHaveLength(
      2,
    );
    // Another user signed in on the phone: the waiting entries are not theirs to send.
    const other = await api.user('player');
    const otherSync = engine(db, sessionOf(other));
    expect((await otherSync.syncNow()).sent).toBe(0);

    token = player.idToken; // the same user signs in again
    expect(await sync.syncNow()).toMatchObject({ accepted: 2 });
    await expectAllOnce(db, player, gameId, punches);
    expect(firstForwardOrder()).toEqual([gameId, p1, p2, p3, p4]);
  });

  it('keeps a refused punch with WRONG_CODE and still sends the rest', async () => {
    const levels: LevelSpec[] = [
      {
        minNumberControls: 4,
        allowGpsPunching: false,
        minDistanceLegalPunch: null,
        controls: [{}, {}, {}, {}],
      },
    ];
    const { game, player, db } = await phone(levels);
    const start = await startOnPhone(db, player.sub, game);
    const codes = ['', 'not-the-code', '', ''];
    const entries: PunchEntry[] = [];
    for (const [n, control] of game.levels[0]!.controls.entries()) {
      const attempt = await recordPunch(db, {
        owner: player.sub,
        gameStateId: start.state.id,
        controlId: control.id,
        method: 'CODE',
        code: codes[n] || control.secretCode,
        now: Date.now(),
        newId: randomUUID,
      });
      if (!attempt.ok) throw new Error(attempt.code);
      entries.push(attempt.entry);
    }
    expect((await db.gameStates.get(start.state.id))?.progress).toBe('COMPLETE');
    const report = await engine(db, sessionOf(player)).syncNow();
    expect(report).toMatchObject({ accepted: 4, refused: 1 });
    const refused = await db.outbox.get(entries[1]!.id);
    expect(refused).toMatchObject({ status: 'refused', reason: 'WRONG_CODE' });
    // The phone's guess is rolled back to the server's: three of four punched, still ONGOING.
    const view = await serverView(player, start.gameId);
    expect(view.visits.map((v) => v.id).sort()).toEqual(
      [entries[0]!.id, entries[2]!.id, entries[3]!.id].sort(),
    );
    expect(await db.gameStates.get(start.state.id)).toMatchObject({
      progress: 'ONGOING',
      source: 'server',
    });
    expect(view.states).toEqual([{ id: start.state.id, progress: 'ONGOING' }]);
  });

  it('lets one of two tabs replay, sending nothing twice', async () => {
    const { game, player, db, dbName } = await phone();
    const { gameId, punches } = await playOffline(db, player, game);
    const otherTab = openMapGameDb(dbName);
    const lock = createMemoryLock();
    const [a, b] = await Promise.all([
      engine(db, sessionOf(player), { lock }).syncNow(),
      engine(otherTab, sessionOf(player), { lock }).syncNow(),
    ]);
    expect([a.skippedLocked, b.skippedLocked].filter(Boolean)).toHaveLength(1);
    expect(a.sent + b.sent).toBe(5);
    expect(proxy.forwarded()).toHaveLength(5);
    expect(new Set(proxy.forwarded()).size).toBe(5);
    expect((await engine(otherTab, sessionOf(player), { lock }).syncNow()).sent).toBe(0);
    await expectAllOnce(otherTab, player, gameId, punches);
    otherTab.close();
  });

  it('loses nothing and sends nothing twice when the page closes in the middle of a replay', async () => {
    const { game, player, db, dbName } = await phone();
    const { gameId, punches } = await playOffline(db, player, game);
    const closing = engine(db, sessionOf(player));
    proxy.plan = (request) => {
      // The request of the punch that unlocks level 2 reaches the server as the page closes.
      if (request.entryId === punches[1]!.id) closing.stop();
      return { kind: 'forward' };
    };
    await closing.syncNow();
    db.close();
    await proxy.idle();
    const server = await serverView(player, gameId);
    expect(server.visits).toHaveLength(2);

    const reopened = openMapGameDb(dbName);
    expect((await reopened.outbox.get(punches[1]!.id))?.status).toBe('queued');
    expect(await engine(reopened, sessionOf(player)).syncNow()).toMatchObject({
      accepted: 3,
      refused: 0,
    });
    await expectAllOnce(reopened, player, gameId, punches);
    reopened.close();
  });

  it.each([
    ['an hour fast', HOUR],
    ['an hour slow', -HOUR],
  ])('gets punches accepted from a device clock %s', async (_what, skew) => {
    const { game, player, db } = await phone();
    const deviceNow = () => Date.now() + skew;
    const { gameId, punches } = await playOffline(db, player, game, deviceNow);
    const sync = engine(db, sessionOf(player), { now: deviceNow });
    // The start's answer tells the server's clock before the first punch goes.
    expect(await sync.syncNow()).toMatchObject({ accepted: 5, refused: 0 });
    const offset = (await db.settings.get(CLOCK_OFFSET_KEY))?.value as number;
    expect(Math.abs(offset + skew)).toBeLessThan(5_000);
    const view = await expectAllOnce(db, player, gameId, punches);
    for (const visit of view.visits) {
      expect(Math.abs(Date.parse(visit.punchedAt) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('sends a punch again once when the clock changed after the last answer', async () => {
    const { game, player, db } = await phone();
    const deviceNow = () => Date.now() - HOUR;
    const { gameId, punches } = await playOffline(db, player, game, deviceNow);
    const onlyStart = engine(db, sessionOf(player), { now: deviceNow });
    proxy.plan = (request) =>
      request.entryId === gameId ? { kind: 'forward' } : { kind: 'answer', status: 503 };
    await onlyStart.syncNow();
    // The offset the phone knew is wrong now (an hour too big: it would send the punches an hour
    // into the server's future).
    await db.settings.put({ key: CLOCK_OFFSET_KEY, value: 2 * HOUR });
    proxy.plan = () => ({ kind: 'forward' });
    expect(await onlyStart.syncNow()).toMatchObject({ accepted: 4, refused: 0, sent: 5 });
    await expectAllOnce(db, player, gameId, punches);
  });

  it('gets a start and its punches all made offline an hour ago accepted when replayed later', async () => {
    const { game, player, db } = await phone();
    // The phone's clock is right; the game was played from an hour ago, ten minutes a step.
    let made = Date.now() - HOUR;
    const playedAt = () => (made += 10 * 60_000) - 10 * 60_000;
    const { gameId, punches } = await playOffline(db, player, game, playedAt);
    const [start] = await db.outbox.where('kind').equals('start').toArray();
    if (start?.kind !== 'start') throw new Error('no start entry');
    expect(await engine(db, sessionOf(player)).syncNow()).toMatchObject({
      accepted: 5,
      refused: 0,
    });
    const view = await expectAllOnce(db, player, gameId, punches);
    const [row] = await api.database.db
      .select()
      .from(gameStates)
      .where(eq(gameStates.id, start.gameStateId));
    expect(Math.abs((row?.gameStartedAt.getTime() ?? 0) - start.madeAt)).toBeLessThan(5_000);
    for (const punch of punches) {
      const visit = view.visits.find((candidate) => candidate.id === punch.id);
      expect(Math.abs(Date.parse(visit?.punchedAt ?? '') - punch.madeAt)).toBeLessThan(5_000);
    }
  });

  /** The player's token, expired a minute ago, signed with the server's own key. */
  async function expired(token: string): Promise<string> {
    const { kid, privateKey } = await fileSigningKeyStore(api.dataDir).signingKey();
    return new SignJWT({ ...decodeJwt(token), exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'RS256', kid, typ: decodeProtectedHeader(token).typ })
      .sign(privateKey);
  }
});
