/**
 * The refusals the play screen tells after it answered a punch: only of punches it saw waiting
 * and did not answer in the wait, each once, with the level the refusal took back.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/error-codes';
import type { PunchEntry, StoredGameState } from '../../../src/offline/db';
import {
  lateRefusals,
  playedLevelOrder,
  punchedControlLabel,
  type GameLook,
} from '../../../src/features/play/late-verdicts';

const game = {
  levelControls: [
    { id: 'lc1', gameLevelId: 'L1', controlId: 'c1', visualCode: '31' },
    { id: 'lc2', gameLevelId: 'L1', controlId: 'c2', visualCode: null },
  ],
} as unknown as GameLook['game'];

const punch = (id: string, controlId: string, status: PunchEntry['status']): PunchEntry =>
  ({
    id,
    controlId,
    gameLevelId: 'L1',
    status,
    ...(status === 'refused' ? { reason: ErrorCode.WRONG_CODE } : {}),
    controlVisualCode: controlId === 'c1' ? '31' : null,
  }) as unknown as PunchEntry;

const state = (progress: 'ONGOING' | 'COMPLETE', order: number) =>
  ({ progress, gameLevel: { id: `L${order}`, order, minNumberControls: 1 } }) as StoredGameState;

const look = (punches: PunchEntry[], states = [state('ONGOING', 1)]): GameLook => ({
  game,
  states,
  punches,
});

describe('lateRefusals', () => {
  const seen = new Set(['p1', 'p2']);

  it('tells a punch refused after it was seen waiting', () => {
    const before = look([punch('p1', 'c1', 'queued')]);
    expect(lateRefusals(before, look([punch('p1', 'c1', 'refused')]), seen, new Set())).toEqual([
      { id: 'p1', controlLabel: '31', code: ErrorCode.WRONG_CODE },
    ]);
  });

  it('does not tell a refusal already answered in the wait', () => {
    expect(lateRefusals(null, look([punch('p1', 'c1', 'refused')]), seen, new Set(['p1']))).toEqual(
      [],
    );
  });

  it('does not tell a refusal never seen waiting (told before this page)', () => {
    expect(lateRefusals(null, look([punch('p9', 'c1', 'refused')]), seen, new Set())).toEqual([]);
  });

  it('does not tell accepted punches', () => {
    expect(lateRefusals(null, look([punch('p1', 'c1', 'accepted')]), seen, new Set())).toEqual([]);
  });

  it('names the level the player is back on when the refusal took one back', () => {
    const before = look(
      [punch('p1', 'c1', 'queued'), punch('p2', 'c2', 'queued')],
      [state('COMPLETE', 1), state('ONGOING', 2)],
    );
    const now = look([punch('p1', 'c1', 'refused'), punch('p2', 'c2', 'accepted')]);
    expect(lateRefusals(before, now, seen, new Set())).toEqual([
      { id: 'p1', controlLabel: '31', code: ErrorCode.WRONG_CODE, backToLevelOrder: 1 },
    ]);
  });

  it('names the level when a completed game is taken back', () => {
    const before = look([punch('p2', 'c2', 'queued')], [state('COMPLETE', 1)]);
    const now = look([punch('p2', 'c2', 'refused')], [state('ONGOING', 1)]);
    expect(lateRefusals(before, now, seen, new Set())).toMatchObject([
      { id: 'p2', controlLabel: '101', backToLevelOrder: 1 },
    ]);
  });
});

describe('playedLevelOrder', () => {
  it('is the ongoing level, or infinity when every level is complete', () => {
    expect(playedLevelOrder([state('COMPLETE', 1), state('ONGOING', 2)])).toBe(2);
    expect(playedLevelOrder([state('COMPLETE', 1)])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('punchedControlLabel', () => {
  it('is the visual code, else the display id', () => {
    expect(punchedControlLabel(game, punch('p', 'c1', 'queued'))).toBe('31');
    // The seed's display id: index 1 on the level plus 100.
    expect(punchedControlLabel(game, punch('p', 'c2', 'queued'))).toBe('101');
  });
});
