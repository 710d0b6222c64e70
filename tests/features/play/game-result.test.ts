import { describe, expect, it } from 'vitest';
import { gameResult, raceClock } from '../../../src/features/play/game-result';
import type { OutboxEntry, PunchEntry, StoredGameState } from '../../../src/offline/db';
import { storedGame, storedLevel } from './play-fixtures';

const START = Date.parse('2026-11-26T09:00:00Z');

const game = storedGame({
  gameDefinitionId: 'def',
  name: 'Byjakt',
  startGeoHash: 'u4pruydqqv',
  levels: [storedLevel('L2', 2), storedLevel('L1', 1, { minNumberControls: 2 })],
  levelControls: [
    { id: 'p1', gameLevelId: 'L1', controlId: 'a', points: 1, visualCode: '31', lat: 0, lng: 0 },
    { id: 'p2', gameLevelId: 'L1', controlId: 'b', points: 2, visualCode: '32', lat: 0, lng: 0 },
    { id: 'p3', gameLevelId: 'L2', controlId: 'c', points: 5, visualCode: '33', lat: 0, lng: 0 },
  ],
  storedAt: START,
});

const base = { owner: 'me', attempts: 0, v: 1, gameId: 'g1' };
const start: OutboxEntry = {
  ...base,
  kind: 'start',
  id: 's',
  seq: 1,
  madeAt: START,
  status: 'accepted',
  gameDefinitionId: 'def',
  gameStateId: 'st1',
};

function punch(
  controlId: string,
  gameLevelId: string,
  minutes: number,
  change: Partial<PunchEntry> = {},
): PunchEntry {
  return {
    ...base,
    kind: 'punch',
    id: `punch-${controlId}-${minutes}`,
    seq: 2 + minutes,
    madeAt: START + minutes * 60_000,
    status: 'accepted',
    gameDefinitionId: 'def',
    gameStateId: 'st',
    gameLevelId,
    controlId,
    method: 'GPS',
    nextGameStateId: 'next',
    controlPoints: game.levelControls.find((placed) => placed.controlId === controlId)!.points,
    ...change,
  };
}

const completeStates: StoredGameState[] = ['L1', 'L2'].map((levelId, index) => ({
  id: `st-${levelId}`,
  gameId: 'g1',
  gameDefinitionId: 'def',
  owner: 'me',
  progress: 'COMPLETE',
  gameLevel: { id: levelId, minNumberControls: 1, order: index + 1 },
  source: 'server',
  createdAt: START + index,
  v: 1,
}));

describe('gameResult', () => {
  it('sums points, times start to last punch, and counts controls and levels', () => {
    const entries = [punch('c', 'L2', 42), start, punch('a', 'L1', 10), punch('b', 'L1', 25)];
    expect(gameResult({ gameId: 'g1', game, entries, states: completeStates })).toEqual({
      gameId: 'g1',
      gameDefinitionId: 'def',
      gameName: 'Byjakt',
      outcome: 'completed',
      points: 8,
      startedAt: START,
      lastPunchAt: START + 42 * 60_000,
      durationMs: 42 * 60_000,
      controlsPunched: 3,
      levelsCompleted: 2,
      levelsTotal: 2,
      waitingPunches: 0,
      startGeoHash: 'u4pruydqqv',
    });
  });

  it('leaves refused punches out and counts waiting ones, told apart', () => {
    const entries = [
      start,
      punch('a', 'L1', 10),
      punch('b', 'L1', 20, { status: 'refused', reason: 'WRONG_CODE' }),
      punch('b', 'L1', 30, { status: 'queued' }),
    ];
    const result = gameResult({ gameId: 'g1', game, entries, states: completeStates });
    expect(result).toMatchObject({ points: 3, controlsPunched: 2, waitingPunches: 1 });
    expect(result.durationMs).toBe(30 * 60_000);
    expect(result.levelsCompleted).toBe(1);
  });

  it('reads a cancelled game from its entries alone: no time without a punch', () => {
    const cancel: OutboxEntry = {
      ...base,
      kind: 'cancel',
      id: 'c',
      seq: 9,
      madeAt: START + 5,
      status: 'queued',
    };
    const result = gameResult({ gameId: 'g1', game, entries: [start, cancel], states: [] });
    expect(result).toMatchObject({
      outcome: 'cancelled',
      points: 0,
      durationMs: null,
      controlsPunched: 0,
      levelsCompleted: 0,
      levelsTotal: 2,
    });
  });

  it('takes the first state’s time as the start of a game continued from another phone', () => {
    const result = gameResult({
      gameId: 'g1',
      game,
      entries: [punch('a', 'L1', 3)],
      states: completeStates,
    });
    expect(result.startedAt).toBe(START);
    expect(result.durationMs).toBe(3 * 60_000);
  });
});

describe('raceClock', () => {
  it.each([
    [0, '0:00'],
    [59_999, '0:59'],
    [65_000, '1:05'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
  ])('%i ms reads %s', (ms, clock) => {
    expect(raceClock(ms)).toBe(clock);
  });
});
