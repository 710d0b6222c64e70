/**
 * The outbox on fake-indexeddb: starting, punching (the GPS rule on the device, the refusals
 * that write nothing, level unlocks and game completion read with the domain's reading) and
 * cancelling, each in one transaction, and the queries the screens read.
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { MapGameDb } from '../../src/offline/db';
import {
  currentGame,
  latestStart,
  pendingCount,
  recordCancel,
  recordPunch,
  recordStart,
  type RecordPunchInput,
} from '../../src/offline/outbox';
import {
  C1,
  C2,
  C3,
  fixNear,
  freshDbEachTest,
  GAME_DEFINITION_ID,
  ids,
  OTHER_OWNER,
  OWNER,
  startOnPhone,
  T0,
  twoLevelPack,
} from './offline-fixtures';

let db: MapGameDb;
const newId = ids();

freshDbEachTest((fresh) => (db = fresh));

const started = () => startOnPhone(db, { newId });

const gps = (stateId: string, controlId: string, at = C1, meters = 0): RecordPunchInput => ({
  owner: OWNER,
  gameStateId: stateId,
  controlId,
  method: 'GPS',
  fix: fixNear(at, meters),
  now: T0 + 60_000,
  newId,
});

const code = (stateId: string, controlId: string, typed = 'abc'): RecordPunchInput => ({
  owner: OWNER,
  gameStateId: stateId,
  controlId,
  method: 'CODE',
  code: typed,
  now: T0 + 120_000,
  newId,
});

describe('recordStart', () => {
  it("writes the start entry and the first level's ONGOING state with client ids", async () => {
    const start = await started();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'start',
      seq: 1,
      owner: OWNER,
      madeAt: T0,
      status: 'queued',
      attempts: 0,
      gameId: start.gameId,
      gameStateId: start.state.id,
      gameDefinitionId: GAME_DEFINITION_ID,
    });
    expect(start.state).toMatchObject({
      progress: 'ONGOING',
      source: 'device',
      gameLevel: { id: 'L1', order: 1, minNumberControls: 2 },
    });
    expect(await db.gameStates.get(start.state.id)).toEqual(start.state);
  });

  it('refuses a second ongoing game with GAME_CONFLICT and a game without a pack with NOT_FOUND', async () => {
    await started();
    const input = { owner: OWNER, gameDefinitionId: GAME_DEFINITION_ID, now: T0, newId };
    expect(await recordStart(db, input)).toEqual({ ok: false, code: 'GAME_CONFLICT' });
    expect(
      await recordStart(db, { ...input, owner: OTHER_OWNER, gameDefinitionId: 'unknown' }),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses with GAME_NOT_PLAYABLE a pack whose first level has too few controls, writing nothing', async () => {
    const pack = twoLevelPack('emptied');
    // L1 is the first level by order.
    const emptied = {
      ...pack,
      levelControls: pack.levelControls.filter((placed) => placed.gameLevelId !== 'L1'),
    };
    await db.games.put(emptied);
    const input = { owner: OWNER, gameDefinitionId: 'emptied', now: T0, newId };
    expect(await recordStart(db, input)).toEqual({ ok: false, code: 'GAME_NOT_PLAYABLE' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.gameStates.count()).toBe(0);
  });
});

describe('recordPunch', () => {
  it('writes a GPS punch with the whole fix, its order, and an id for the next level', async () => {
    const { state } = await started();
    const attempt = await recordPunch(db, gps(state.id, 'c1', C1, 10));
    expect(attempt.ok).toBe(true);
    if (!attempt.ok) return;
    expect(attempt.reading).toEqual({ kind: 'unchanged' });
    expect(await db.outbox.get(attempt.entry.id)).toEqual(attempt.entry);
    expect(attempt.entry).toMatchObject({
      kind: 'punch',
      seq: 2,
      status: 'queued',
      gameStateId: state.id,
      gameLevelId: 'L1',
      controlId: 'c1',
      method: 'GPS',
      madeAt: T0 + 60_000,
      fix: fixNear(C1, 10),
      controlVisualCode: '101',
      controlPoints: 1,
    });
    expect(attempt.entry.nextGameStateId).not.toBe(attempt.entry.id);
  });

  it.each([
    // metres from the control, accuracy, legal? (level limit 20 m, accuracy credit at most 25 m)
    [19.9, null, true],
    [20.1, null, false],
    [44.9, 25, true],
    [45.1, 30, false],
  ])('judges a fix %s m away with accuracy %s on the device: legal %s', async (m, acc, legal) => {
    const { state } = await started();
    const attempt = await recordPunch(db, { ...gps(state.id, 'c1'), fix: fixNear(C1, m, acc) });
    expect(attempt.ok).toBe(legal);
    if (!attempt.ok) {
      expect(attempt.code).toBe('TOO_FAR');
      // The distance to the centre, and how much closer: less the accuracy credit and the limit.
      expect('distanceMeters' in attempt && attempt.distanceMeters).toBeCloseTo(m, 3);
      expect('closerByMeters' in attempt && attempt.closerByMeters).toBeCloseTo(
        m - Math.min(acc ?? 0, 25) - 20,
        3,
      );
      expect(await db.outbox.count()).toBe(1);
    }
  });

  it('refuses by the rules and writes nothing', async () => {
    const { state } = await started();
    await recordPunch(db, gps(state.id, 'c1'));
    const cases: [RecordPunchInput, string][] = [
      [gps(state.id, 'c1'), 'ALREADY_PUNCHED'],
      [code(state.id, 'c1'), 'ALREADY_PUNCHED'],
      [code(state.id, 'c4'), 'CONTROL_NOT_ON_LEVEL'],
      [gps('no-such-state', 'c2', C2), 'GAME_NOT_ONGOING'],
      [{ ...gps(state.id, 'c2', C2), owner: OTHER_OWNER }, 'GAME_NOT_ONGOING'],
      [{ ...gps(state.id, 'c2', C2), fix: undefined }, 'POSITION_REQUIRED'],
    ];
    for (const [input, expected] of cases) {
      expect(await recordPunch(db, input)).toEqual({ ok: false, code: expected });
    }
    expect(await db.outbox.count()).toBe(2);
  });

  it('answers ALREADY_PUNCHED before PUNCH_METHOD_NOT_ALLOWED, in the order the server judges', async () => {
    const pack = twoLevelPack();
    const codeOnly = pack.levels.map((level) => ({ ...level, allowGpsPunching: false }));
    await db.games.put({ ...pack, levels: codeOnly });
    const { state } = await started();
    expect(await recordPunch(db, code(state.id, 'c1'))).toMatchObject({ ok: true });
    expect(await recordPunch(db, gps(state.id, 'c1'))).toEqual({
      ok: false,
      code: 'ALREADY_PUNCHED',
    });
    expect(await recordPunch(db, gps(state.id, 'c2', C2))).toEqual({
      ok: false,
      code: 'PUNCH_METHOD_NOT_ALLOWED',
    });
    expect(await db.outbox.count()).toBe(2);
  });

  it('unlocks the next level with the id the entry will send, then completes the game', async () => {
    const { state } = await started();
    await recordPunch(db, gps(state.id, 'c1'));
    const second = await recordPunch(db, code(state.id, 'c3'));
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.entry).toMatchObject({ method: 'CODE', code: 'abc' });
    expect(second.reading).toMatchObject({
      kind: 'level-unlocked',
      state: { id: second.entry.nextGameStateId, gameLevel: { id: 'L2' }, progress: 'ONGOING' },
    });
    expect(await db.gameStates.get(state.id)).toMatchObject({
      progress: 'COMPLETE',
      source: 'device',
    });

    // Level 2 allows code only.
    const level2 = second.entry.nextGameStateId;
    expect(await recordPunch(db, gps(level2, 'c4', C3))).toEqual({
      ok: false,
      code: 'PUNCH_METHOD_NOT_ALLOWED',
    });
    const last = await recordPunch(db, code(level2, 'c4'));
    expect(last.ok && last.reading).toEqual({ kind: 'game-completed' });

    const game = await currentGame(db, OWNER);
    expect(game?.current).toBeNull();
    expect(game?.states.map((s) => [s.gameLevel.id, s.progress])).toEqual([
      ['L1', 'COMPLETE'],
      ['L2', 'COMPLETE'],
    ]);
    expect(game?.punches.map((p) => p.controlId)).toEqual(['c1', 'c3', 'c4']);
    expect(await pendingCount(db, OWNER)).toBe(4);
  });

  it("reads everything at once with the screen's game ids, and a wrong hint changes nothing", async () => {
    const { state } = await started();
    const right = { gameId: state.gameId, gameDefinitionId: state.gameDefinitionId };
    const first = await recordPunch(db, { ...gps(state.id, 'c1'), game: right });
    expect(first.ok).toBe(true);
    const wrong = { gameId: 'another-game', gameDefinitionId: 'another-definition' };
    const second = await recordPunch(db, { ...code(state.id, 'c3'), game: wrong });
    expect(second.ok && second.entry).toMatchObject({ gameId: state.gameId, seq: 3 });
    expect(second.ok && second.reading).toMatchObject({ kind: 'level-unlocked' });
    expect(await recordPunch(db, { ...code(state.id, 'c1'), game: right })).toEqual({
      ok: false,
      code: 'GAME_NOT_ONGOING',
    });
  });

  it('keeps neither write when IndexedDB refuses one of them', async () => {
    const { state } = await started();
    await recordPunch(db, gps(state.id, 'c1'));
    const statesBefore = await db.gameStates.toArray();
    const [startEntry] = await db.outbox.orderBy('seq').toArray();
    // The entry gets the id of the start entry: its add fails; the unlocked level's state must go.
    const taken = () => startEntry!.id;
    await expect(recordPunch(db, { ...code(state.id, 'c3'), newId: taken })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(2);
    expect(await db.gameStates.toArray()).toEqual(statesBefore);
  });

  it('tells the live queries over what it wrote, and only those', async () => {
    const { state } = await started();
    const seen = { pending: [] as number[], starts: [] as number[] };
    const pending = liveQuery(() => pendingCount(db, OWNER)).subscribe((count) =>
      seen.pending.push(count),
    );
    // Reads the outbox's starts by their `kind` only: a punch is none of its business.
    const starts = liveQuery(() => db.outbox.where('kind').equals('start').toArray()).subscribe(
      (entries) => seen.starts.push(entries.length),
    );
    try {
      await expect.poll(() => seen.pending).toEqual([1]);
      await expect.poll(() => seen.starts).toEqual([1]);
      await recordPunch(db, gps(state.id, 'c1'));
      await expect.poll(() => seen.pending).toEqual([1, 2]);
      // Refused: nothing written, nothing to tell.
      expect(await recordPunch(db, gps(state.id, 'c1'))).toMatchObject({ ok: false });
      await recordPunch(db, code(state.id, 'c3'));
      await expect.poll(() => seen.pending).toEqual([1, 2, 3]);
      expect(seen.starts).toEqual([1]);
    } finally {
      pending.unsubscribe();
      starts.unsubscribe();
    }
  });

  it('writes nothing when the transaction fails half way', async () => {
    const { state } = await started();
    let calls = 0;
    const failing = () => {
      calls += 1;
      if (calls === 2) throw new Error('no more ids');
      return `x-${calls}`;
    };
    await expect(recordPunch(db, { ...gps(state.id, 'c1'), newId: failing })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('recordCancel, currentGame and pendingCount', () => {
  it("writes the cancel and removes the game's states from the device at once", async () => {
    const { state, gameId } = await started();
    await recordPunch(db, gps(state.id, 'c1'));
    await recordCancel(db, { owner: OWNER, gameId, now: T0 + 1000, newId });
    expect(await db.gameStates.count()).toBe(0);
    expect((await db.outbox.orderBy('seq').last())?.kind).toBe('cancel');
    expect(await currentGame(db, OWNER)).toBeNull();
    // A new game may start once the old one is cancelled.
    expect((await started()).state.progress).toBe('ONGOING');
  });

  it('gives the ongoing game with its punches, refused ones included', async () => {
    const { state, gameId } = await started();
    const first = await recordPunch(db, gps(state.id, 'c1'));
    if (!first.ok) throw new Error('not recorded');
    await db.outbox.update(first.entry.id, { status: 'refused', reason: 'TOO_FAR' });
    const game = await currentGame(db, OWNER);
    expect(game?.game.gameDefinitionId).toBe(GAME_DEFINITION_ID);
    expect(game?.current?.gameId).toBe(gameId);
    expect(game?.punches).toMatchObject([{ status: 'refused', reason: 'TOO_FAR' }]);
    expect(await currentGame(db, OTHER_OWNER)).toBeNull();
  });

  it('counts only entries still waiting: queued and sign-in-needed, of that owner', async () => {
    const { state } = await started();
    const punches = [];
    for (const [id, at] of [
      ['c1', C1],
      ['c2', C2],
    ] as const) {
      const attempt = await recordPunch(db, gps(state.id, id, at));
      if (attempt.ok) punches.push(attempt.entry.id);
    }
    await db.outbox.update(punches[0]!, { status: 'accepted' });
    await db.outbox.update(punches[1]!, { status: 'sign-in-needed' });
    expect(await pendingCount(db, OWNER)).toBe(2);
    expect(await pendingCount(db, OTHER_OWNER)).toBe(0);
  });
});

describe('latestStart', () => {
  it("gives the owner's newest start with its game's name, refused or not", async () => {
    expect(await latestStart(db, OWNER)).toBeNull();
    const { gameId } = await started();
    await recordCancel(db, { owner: OWNER, gameId, now: T0 + 1000, newId });
    const second = await started();
    await recordStart(db, {
      owner: OTHER_OWNER,
      gameDefinitionId: GAME_DEFINITION_ID,
      now: T0 + 2000,
      newId,
    });
    const latest = await latestStart(db, OWNER);
    expect(latest).toMatchObject({ entry: { gameId: second.gameId }, gameName: 'Test game' });
    await db.outbox.update(latest!.entry.id, { status: 'refused', reason: 'GAME_CONFLICT' });
    expect((await latestStart(db, OWNER))?.entry).toMatchObject({ reason: 'GAME_CONFLICT' });
  });
});
