import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  GameProgress,
  GameType,
  PUNCH_CLOCK_ALLOWANCE_MS,
  PUNCH_MAX_AGE_MS,
  canStartNewGame,
  gameStanding,
  gameStartTimeCheck,
  nextGameStatesAfterPunch,
  normaliseSecretCode,
  punchTimeCheck,
  punchedControlCount,
  readPunchAnswer,
  requiredPunches,
  secretCodeMatches,
  sortLevels,
} from '../../src/domain/game-progress';
import type { AcceptedPunch, GameState, LevelWithControls } from '../../src/domain/game-progress';
import { level1, level2, level3, stateOn } from './level-fixtures';
import { itGives } from '../support/table-tests';

// Deliberately out of order: the rules go by `order`, never by array position.
const levels = [level3, level1, level2];

const punch = (gameLevelId: string, controlId: string): AcceptedPunch => ({
  gameLevelId,
  controlId,
});

describe('constants', () => {
  it('names the progress values and game types of the seed', () => {
    expect(Object.values(GameProgress)).toEqual(['ONGOING', 'COMPLETE']);
    expect(Object.values(GameType)).toEqual(['classic', 'levels']);
  });
});

describe('sortLevels', () => {
  it('sorts by order, ties by id', () => {
    const tied = [
      { id: 'b', order: 1, minNumberControls: 1 },
      { id: 'a', order: 1, minNumberControls: 1 },
      { id: 'z', order: 0, minNumberControls: 1 },
    ];
    expect(sortLevels(tied).map((level) => level.id)).toEqual(['z', 'a', 'b']);
  });
});

describe('requiredPunches', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [7, 7],
  ])('minNumberControls %i needs %i punches', (minNumberControls, expected) => {
    expect(requiredPunches({ minNumberControls })).toBe(expected);
  });
});

describe('punchedControlCount', () => {
  it.each<[string, AcceptedPunch[], number]>([
    ['no punches', [], 0],
    ['two distinct controls', [punch('L1', 'a'), punch('L1', 'b')], 2],
    ['a duplicate punch counts once', [punch('L1', 'a'), punch('L1', 'a')], 1],
    ['a control not on the level does not count', [punch('L1', 'a'), punch('L1', 'd')], 1],
    ['a punch made on another level does not count', [punch('L1', 'a'), punch('L2', 'b')], 1],
  ])('%s', (_name, punches, expected) => {
    expect(punchedControlCount(level1, punches)).toBe(expected);
  });
});

describe('gameStanding', () => {
  it('at the start unlocks only the first level by order and makes it current', () => {
    const standing = gameStanding(levels, []);
    expect(standing.levels.map((level) => [level.levelId, level.unlocked, level.complete])).toEqual(
      [
        ['L1', true, false],
        ['L2', false, false],
        ['L3', false, false],
      ],
    );
    expect(standing.currentLevelId).toBe('L1');
    expect(standing.gameComplete).toBe(false);
  });

  it.each<[string, AcceptedPunch[], boolean]>([
    ['one less than the minimum', [punch('L1', 'a')], false],
    ['exactly the minimum', [punch('L1', 'a'), punch('L1', 'b')], true],
    ['the minimum only through a duplicate', [punch('L1', 'a'), punch('L1', 'a')], false],
    ['the minimum only through a foreign control', [punch('L1', 'a'), punch('L1', 'e')], false],
  ])('level 1 with %s: complete is %s', (_name, punches, complete) => {
    expect(gameStanding(levels, punches).levels[0]?.complete).toBe(complete);
  });

  it('completing a level unlocks the next by order and makes it current', () => {
    const standing = gameStanding(levels, [punch('L1', 'a'), punch('L1', 'b')]);
    expect(standing.levels.map((level) => level.unlocked)).toEqual([true, true, false]);
    expect(standing.currentLevelId).toBe('L2');
    expect(standing.gameComplete).toBe(false);
  });

  it('completing every level completes the game and leaves no current level', () => {
    const punches = [
      punch('L1', 'a'),
      punch('L1', 'c'),
      punch('L2', 'd'),
      punch('L3', 'e'),
      punch('L3', 'f'),
    ];
    const standing = gameStanding(levels, punches);
    expect(standing.gameComplete).toBe(true);
    expect(standing.currentLevelId).toBeNull();
  });

  it('a level with minimum 0 still needs one punch', () => {
    const free: LevelWithControls = { ...level1, minNumberControls: 0 };
    expect(gameStanding([free], []).levels[0]?.complete).toBe(false);
    expect(gameStanding([free], [punch('L1', 'a')]).levels[0]?.complete).toBe(true);
  });

  it('a level with fewer controls than its minimum never completes', () => {
    const impossible: LevelWithControls = { ...level2, minNumberControls: 2 };
    const standing = gameStanding([impossible], [punch('L2', 'd'), punch('L2', 'x')]);
    expect(standing.levels[0]?.complete).toBe(false);
    expect(standing.gameComplete).toBe(false);
  });

  it('a classic game is its one level: complete at that level minimum', () => {
    const classic: LevelWithControls = { ...level1, minNumberControls: 3 };
    expect(gameStanding([classic], [punch('L1', 'a'), punch('L1', 'b')]).gameComplete).toBe(false);
    const all = [punch('L1', 'a'), punch('L1', 'b'), punch('L1', 'c')];
    expect(gameStanding([classic], all).gameComplete).toBe(true);
  });

  it('a game without levels is never complete and has no current level', () => {
    expect(gameStanding([], [])).toEqual({ levels: [], currentLevelId: null, gameComplete: false });
  });
});

describe('nextGameStatesAfterPunch', () => {
  const stray: LevelWithControls = { id: 'gone', order: 9, minNumberControls: 1, controlIds: [] };

  it.each([
    {
      name: 'keeps the state ONGOING one punch short of the minimum',
      state: stateOn(level1),
      punches: [punch('L1', 'a')],
      expected: [stateOn(level1)],
    },
    {
      name: 'completes the level at exactly the minimum and opens the next level by order',
      state: stateOn(level1),
      punches: [punch('L1', 'a'), punch('L1', 'b')],
      expected: [
        stateOn(level1, GameProgress.COMPLETE),
        {
          id: 'new',
          gameId: 'game-1',
          gameDefinitionId: 'def-1',
          owner: 'user-1',
          progress: GameProgress.ONGOING,
          gameLevel: { id: 'L2', minNumberControls: 1, order: 2 },
        },
      ],
    },
    {
      name: 'completing the last level completes the state and creates no new one',
      state: stateOn(level3),
      punches: [punch('L3', 'e'), punch('L3', 'f')],
      expected: [stateOn(level3, GameProgress.COMPLETE)],
    },
    {
      name: 'a state already COMPLETE is returned unchanged and opens nothing again',
      state: stateOn(level1, GameProgress.COMPLETE),
      punches: [punch('L1', 'a'), punch('L1', 'b'), punch('L1', 'c')],
      expected: [stateOn(level1, GameProgress.COMPLETE)],
    },
    {
      name: 'a duplicate punch does not complete the level',
      state: stateOn(level1),
      punches: [punch('L1', 'a'), punch('L1', 'a')],
      expected: [stateOn(level1)],
    },
    {
      name: 'a state whose level is not in the game cannot complete',
      state: stateOn(stray),
      punches: [punch('gone', 'a')],
      expected: [stateOn(stray)],
    },
  ])('$name', ({ state, punches, expected }) => {
    expect(nextGameStatesAfterPunch({ state, levels, punches, newStateId: 'new' })).toEqual(
      expected,
    );
  });

  it('the answer of a completing punch reads as level-unlocked', () => {
    const before = [stateOn(level1)];
    const answer = nextGameStatesAfterPunch({
      state: stateOn(level1),
      levels,
      punches: [punch('L1', 'a'), punch('L1', 'b')],
      newStateId: 'new',
    });
    expect(readPunchAnswer(before, answer)).toMatchObject({ kind: 'level-unlocked' });
  });
});

describe('readPunchAnswer', () => {
  const ongoing = stateOn(level1);
  const complete = stateOn(level1, GameProgress.COMPLETE);
  const next = { ...stateOn(level2), id: 'next' };
  const other = { ...stateOn(level3), id: 'other' };

  it('all states COMPLETE reads as game-completed', () => {
    expect(readPunchAnswer([ongoing], [complete])).toEqual({ kind: 'game-completed' });
  });

  it('game-completed wins over a new state', () => {
    const newComplete = { ...next, progress: GameProgress.COMPLETE };
    expect(readPunchAnswer([ongoing], [complete, newComplete])).toEqual({
      kind: 'game-completed',
    });
  });

  it('exactly one new state reads as level-unlocked with that state', () => {
    expect(readPunchAnswer([ongoing], [complete, next])).toEqual({
      kind: 'level-unlocked',
      state: next,
    });
  });

  it('no new state reads as unchanged', () => {
    expect(readPunchAnswer([ongoing], [ongoing])).toEqual({ kind: 'unchanged' });
  });

  it.each<[string, GameState[]]>([
    ['two new states', [complete, next, other]],
    ['an empty answer', []],
  ])('%s reads as unexpected', (_name, answer) => {
    expect(readPunchAnswer([ongoing], answer)).toEqual({
      kind: 'unexpected',
      code: ErrorCode.UNEXPECTED_PUNCH_ANSWER,
    });
  });
});

describe('canStartNewGame', () => {
  it.each<[string, GameProgress[], boolean]>([
    ['no games', [], true],
    ['only completed games', [GameProgress.COMPLETE, GameProgress.COMPLETE], true],
    ['one ongoing game', [GameProgress.COMPLETE, GameProgress.ONGOING], false],
  ])('%s: may start is %s', (_name, progresses, ok) => {
    const result = canStartNewGame(progresses.map((progress) => ({ progress })));
    expect(result).toEqual(ok ? { ok: true } : { ok: false, code: ErrorCode.GAME_CONFLICT });
  });
});

describe('secret codes', () => {
  itGives(normaliseSecretCode, 'normalises %j to %j', [
    ['AB12', 'ab12'],
    ['  Post 7 ', 'post 7'],
    ['ÆØÅ', 'æøå'],
  ]);

  itGives(secretCodeMatches, 'expected %j, given %j: matches is %s', [
    ['ab12', 'ab12', true],
    ['ab12', ' AB12 ', true],
    ['ab12', 'ab13', false],
    ['ab12', 'ab1', false],
    ['', '', false],
    ['  ', '', false],
  ]);
});

describe('punchTimeCheck', () => {
  const now = Date.UTC(2024, 5, 15, 12, 0, 0);
  const gameStartedAt = now - 60 * 60 * 1000;
  const refused = (reason: string) => ({
    ok: false,
    code: ErrorCode.PUNCH_TIME_INVALID,
    reason,
  });

  it('has defaults of 2 minutes clock allowance and 14 days age', () => {
    expect(PUNCH_CLOCK_ALLOWANCE_MS).toBe(120_000);
    expect(PUNCH_MAX_AGE_MS).toBe(14 * 86_400_000);
  });

  it.each<[string, number, object]>([
    ['now', now, { ok: true }],
    ['exactly the allowance ahead', now + PUNCH_CLOCK_ALLOWANCE_MS, { ok: true }],
    ['1 ms beyond the allowance ahead', now + PUNCH_CLOCK_ALLOWANCE_MS + 1, refused('future')],
    ['exactly at the game start', gameStartedAt, { ok: true }],
    ['exactly the allowance before start', gameStartedAt - PUNCH_CLOCK_ALLOWANCE_MS, { ok: true }],
    [
      '1 ms beyond the allowance before start',
      gameStartedAt - PUNCH_CLOCK_ALLOWANCE_MS - 1,
      refused('before-start'),
    ],
    ['NaN', Number.NaN, refused('invalid')],
  ])('punched at %s', (_name, punchedAt, expected) => {
    expect(punchTimeCheck({ punchedAt, now, gameStartedAt })).toEqual(expected);
  });

  it.each<[string, number, object]>([
    ['exactly the max age', PUNCH_MAX_AGE_MS, { ok: true }],
    ['1 ms older than the max age', PUNCH_MAX_AGE_MS + 1, refused('too-old')],
  ])('a punch of a long game %s old', (_name, ageMs, expected) => {
    const startedLongAgo = now - 30 * 86_400_000;
    expect(punchTimeCheck({ punchedAt: now - ageMs, now, gameStartedAt: startedLongAgo })).toEqual(
      expected,
    );
  });

  it.each<[string, number, object]>([
    ['within a custom allowance', 10, { ok: true }],
    ['beyond a custom allowance', 11, refused('future')],
  ])('%s', (_name, aheadMs, expected) => {
    expect(
      punchTimeCheck({ punchedAt: now + aheadMs, now, gameStartedAt, maxClockSkewMs: 10 }),
    ).toEqual(expected);
  });

  it('uses a custom max age', () => {
    expect(
      punchTimeCheck({ punchedAt: now - 1001, now, gameStartedAt: 0, maxAgeMs: 1000 }),
    ).toEqual(refused('too-old'));
  });

  it.each([
    ['now', { now: Number.NaN }],
    ['game start', { gameStartedAt: Number.POSITIVE_INFINITY }],
  ])('refuses a non-finite %s as invalid', (_name, override) => {
    expect(punchTimeCheck({ punchedAt: now, now, gameStartedAt, ...override })).toEqual(
      refused('invalid'),
    );
  });
});

describe('gameStartTimeCheck', () => {
  const now = Date.UTC(2024, 5, 15, 12, 0, 0);
  const refused = (reason: string) => ({ ok: false, code: ErrorCode.PUNCH_TIME_INVALID, reason });

  it.each<[string, number, object]>([
    ['now', now, { ok: true }],
    ['an hour ago (started without signal)', now - 3_600_000, { ok: true }],
    ['exactly the allowance ahead', now + PUNCH_CLOCK_ALLOWANCE_MS, { ok: true }],
    ['1 ms beyond the allowance ahead', now + PUNCH_CLOCK_ALLOWANCE_MS + 1, refused('future')],
    ['exactly the max age ago', now - PUNCH_MAX_AGE_MS, { ok: true }],
    ['1 ms older than the max age', now - PUNCH_MAX_AGE_MS - 1, refused('too-old')],
    ['NaN', Number.NaN, refused('invalid')],
  ])('started at %s', (_name, startedAt, expected) => {
    expect(gameStartTimeCheck({ startedAt, now })).toEqual(expected);
  });

  it('uses a custom allowance and max age', () => {
    expect(gameStartTimeCheck({ startedAt: now + 11, now, maxClockSkewMs: 10 })).toEqual(
      refused('future'),
    );
    expect(gameStartTimeCheck({ startedAt: now - 1001, now, maxAgeMs: 1000 })).toEqual(
      refused('too-old'),
    );
  });
});
