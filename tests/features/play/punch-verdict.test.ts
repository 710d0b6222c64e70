/**
 * Reading a punch against what the server has checked: a win resting on an unchecked code is
 * provisional; an accepted code punch is read again from the states the server left; a refusal
 * judged on an older fix than the player's latest is stale.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/error-codes';
import type { PunchAnswerReading } from '../../../src/domain/game-progress';
import type { PunchEntry, StoredGameState } from '../../../src/offline/db';
import {
  checkedAnswer,
  isStaleOutcome,
  isUnanswered,
  uncheckedCodesOfWin,
} from '../../../src/features/play/punch-verdict';
import type { PunchOutcome } from '../../../src/features/play/punch-outcome';

const punch = (
  id: string,
  method: 'GPS' | 'CODE',
  status: PunchEntry['status'],
  gameLevelId = 'L1',
): PunchEntry =>
  ({ id, gameId: 'g', gameLevelId, method, status, kind: 'punch' }) as unknown as PunchEntry;

const state = (id: string, progress: 'ONGOING' | 'COMPLETE', order: number): StoredGameState => ({
  id,
  gameId: 'g',
  gameDefinitionId: 'd',
  owner: 'me',
  progress,
  gameLevel: { id: `L${order}`, minNumberControls: 1, order },
  source: 'server',
  createdAt: 0,
  v: 1,
});

const unlocked: PunchAnswerReading = {
  kind: 'level-unlocked',
  state: state('s2', 'ONGOING', 2),
};
const completed: PunchAnswerReading = { kind: 'game-completed' };
const unchanged: PunchAnswerReading = { kind: 'unchanged' };

describe('isUnanswered', () => {
  it.each([
    ['queued', true],
    ['sign-in-needed', true],
    ['accepted', false],
    ['refused', false],
  ] as const)('%s: %s', (status, unanswered) => {
    expect(isUnanswered({ status })).toBe(unanswered);
  });
});

describe('uncheckedCodesOfWin', () => {
  const gps = punch('p3', 'GPS', 'queued');
  it.each<[string, PunchAnswerReading, PunchEntry, PunchEntry[], string[]]>([
    ['no win', unchanged, punch('p3', 'CODE', 'queued'), [], []],
    ['a level won by the code punch itself', unlocked, punch('p3', 'CODE', 'queued'), [], ['p3']],
    [
      'a level won by GPS after a code waiting',
      unlocked,
      gps,
      [punch('p1', 'CODE', 'queued')],
      ['p1'],
    ],
    [
      'a level won by GPS after a code waiting for a sign-in',
      unlocked,
      gps,
      [punch('p1', 'CODE', 'sign-in-needed')],
      ['p1'],
    ],
    [
      'a level won by GPS after an accepted code',
      unlocked,
      gps,
      [punch('p1', 'CODE', 'accepted')],
      [],
    ],
    [
      'a level won by GPS after GPS punches only',
      unlocked,
      gps,
      [punch('p1', 'GPS', 'queued')],
      [],
    ],
    [
      'a level won by GPS, a code waiting on an earlier level',
      unlocked,
      gps,
      [punch('p1', 'CODE', 'queued', 'L0')],
      [],
    ],
    [
      'the game won by GPS, a code waiting on an earlier level',
      completed,
      gps,
      [punch('p1', 'CODE', 'queued', 'L0')],
      ['p1'],
    ],
    [
      'a level won by code after another code waiting',
      unlocked,
      punch('p3', 'CODE', 'queued'),
      [punch('p1', 'CODE', 'queued')],
      ['p3', 'p1'],
    ],
  ])('%s: %j', (_name, reading, entry, punches, unchecked) => {
    expect(uncheckedCodesOfWin(reading, entry, [...punches, entry])).toEqual(unchecked);
  });
});

describe('checkedAnswer', () => {
  const entry = { gameId: 'g', gameStateId: 's1', nextGameStateId: 's2' };

  it('keeps a level unlocked when the state the punch opens is on the phone', () => {
    const checked = checkedAnswer(unlocked, entry, [
      state('s1', 'COMPLETE', 1),
      state('s2', 'ONGOING', 2),
    ]);
    expect(checked.reading).toMatchObject({ kind: 'level-unlocked', state: { id: 's2' } });
  });

  it('reads the game completed when every state is COMPLETE', () => {
    expect(checkedAnswer(completed, entry, [state('s1', 'COMPLETE', 1)]).reading).toEqual(
      completed,
    );
  });

  it('reads a level completed without a next one as unchanged with the level complete', () => {
    const checked = checkedAnswer(unchanged, entry, [
      state('s1', 'COMPLETE', 1),
      state('s0', 'ONGOING', 3),
    ]);
    expect(checked).toEqual({
      reading: unchanged,
      punchedLevelComplete: true,
      punchedLevelOrder: 1,
      expectedWin: false,
    });
  });

  it('says a win the phone read did not come when the server left the level open', () => {
    const checked = checkedAnswer(unlocked, entry, [state('s1', 'ONGOING', 1)]);
    expect(checked).toMatchObject({
      reading: unchanged,
      punchedLevelComplete: false,
      expectedWin: true,
    });
  });

  it('keeps an unexpected reading unexpected', () => {
    const unexpected: PunchAnswerReading = {
      kind: 'unexpected',
      code: ErrorCode.UNEXPECTED_PUNCH_ANSWER,
    };
    expect(checkedAnswer(unexpected, entry, [state('s1', 'ONGOING', 1)]).reading).toEqual(
      unexpected,
    );
  });
});

describe('isStaleOutcome', () => {
  const fix = (fixAt: number) => ({ lat: 58, lng: 8, accuracyMeters: 5, fixAt });
  const tooFar: PunchOutcome = {
    kind: 'refused',
    message: { id: 'x' },
    controlLabel: '31',
    distanceMeters: 67,
    closerByMeters: 40,
    fixAt: 1000,
  };
  it.each<[string, PunchOutcome | null, ReturnType<typeof fix> | null, boolean]>([
    ['a refusal on the latest fix', tooFar, fix(1000), false],
    ['a refusal once a newer fix came', tooFar, fix(2000), true],
    ['a refusal without a fix now', tooFar, null, false],
    ['a refusal made without a fix', { ...tooFar, fixAt: undefined }, fix(2000), false],
    [
      'a punch',
      { kind: 'punched', method: 'GPS', controlLabel: '31', provisional: false },
      fix(2000),
      false,
    ],
    ['nothing', null, fix(2000), false],
  ])('%s: stale %s', (_name, outcome, latest, stale) => {
    expect(isStaleOutcome(outcome, latest)).toBe(stale);
  });
});
