import { describe, expect, it } from 'vitest';
import type { HistoryGameState, HistoryVisit, ServerHistory } from '../../../src/api/history-api';
import { allGameResults } from '../../../src/features/play/all-game-results';
import type { GameResult } from '../../../src/features/play/game-result';
import type { PhoneGame } from '../../../src/domain/history-merge';

const T0 = Date.parse('2026-11-26T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function serverState(gameId: string, over: Partial<HistoryGameState> = {}): HistoryGameState {
  return {
    id: `${gameId}-s1`,
    gameId,
    gameDefinitionId: `def-${gameId}`,
    progress: 'COMPLETE',
    cancelledAt: null,
    gameLevel: { id: 'L1', order: 1, minNumberControls: 1 },
    createdAt: iso(T0),
    updatedAt: iso(T0),
    ...over,
  };
}

function visit(gameId: string, controlId: string, points: number, atMs: number): HistoryVisit {
  return {
    id: `${gameId}-${controlId}`,
    gameStateId: `${gameId}-s1`,
    gameStateGameId: gameId,
    controlId,
    controlVisualCode: controlId,
    controlPoints: points,
    lat: 58.46,
    lng: 8.77,
    accuracy: 5,
    punchedAt: iso(atMs),
    createdAt: iso(atMs),
  };
}

function history(states: HistoryGameState[], visits: HistoryVisit[] = []): ServerHistory {
  return {
    states,
    visits,
    games: { 'def-g1': { name: 'Byjakt', startGeoHash: 'u4pruydqqv' } },
    truncated: false,
  };
}

function phoneResult(gameId: string, over: Partial<GameResult> = {}): GameResult {
  return {
    gameId,
    gameDefinitionId: `def-${gameId}`,
    gameName: 'On the phone',
    outcome: 'completed',
    points: 3,
    startedAt: T0,
    lastPunchAt: T0 + 60_000,
    durationMs: 60_000,
    controlsPunched: 2,
    levelsCompleted: 1,
    levelsTotal: 1,
    waitingPunches: 0,
    startGeoHash: null,
    ...over,
  };
}

const ongoingHere: PhoneGame = {
  gameId: 'g1',
  gameDefinitionId: 'def-g1',
  ongoing: true,
  cancelled: false,
  unsent: false,
  lastAt: T0,
};

describe('allGameResults', () => {
  it('adds a game cancelled on another device, as cancelled, with its points and time', () => {
    const server = history(
      [serverState('g1', { cancelledAt: iso(T0 + 10 * 60_000) })],
      [visit('g1', 'a', 2, T0 + 60_000), visit('g1', 'b', 3, T0 + 125_000)],
    );
    expect(allGameResults([], [], server)).toEqual([
      expect.objectContaining({
        gameId: 'g1',
        gameName: 'Byjakt',
        outcome: 'cancelled',
        points: 5,
        durationMs: 125_000,
        controlsPunched: 2,
        levelsCompleted: 0,
        levelsTotal: null,
        startGeoHash: 'u4pruydqqv',
      }),
    ]);
  });

  it('adds a game completed on another device as completed', () => {
    const server = history([serverState('g1')], [visit('g1', 'a', 2, T0 + 60_000)]);
    expect(allGameResults([], [], server)).toMatchObject([
      { outcome: 'completed', points: 2, levelsCompleted: 1 },
    ]);
  });

  it("tells the phone's result cancelled when the server says it was cancelled elsewhere", () => {
    const server = history([serverState('g1', { cancelledAt: iso(T0) })]);
    expect(allGameResults([phoneResult('g1')], [], server)).toMatchObject([
      { gameId: 'g1', gameName: 'On the phone', outcome: 'cancelled', points: 3 },
    ]);
  });

  it('leaves out a game ongoing on the server, and one the phone is playing', () => {
    const server = history([
      serverState('g2', { progress: 'ONGOING' }),
      serverState('g1', { cancelledAt: iso(T0) }),
    ]);
    expect(allGameResults([], [ongoingHere], server)).toEqual([]);
  });

  it('orders every game by its last activity, newest first', () => {
    const server = history([serverState('g1')], [visit('g1', 'a', 1, T0 + 5 * 60_000)]);
    const results = allGameResults([phoneResult('g0', { lastPunchAt: T0 })], [], server);
    expect(results.map((result) => result.gameId)).toEqual(['g1', 'g0']);
  });

  it('answers only the phone results without a server history', () => {
    expect(allGameResults([phoneResult('g0')], [], null)).toEqual([phoneResult('g0')]);
  });
});
