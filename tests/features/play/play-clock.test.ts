import { describe, expect, it } from 'vitest';
import type { StoredGameState } from '../../../src/offline/db';
import { clockText, gameStartedAt } from '../../../src/features/play/play-clock';

describe('the play clock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [59 * 60_000 + 59_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_600_000 + 5 * 60_000 + 7_000, '1:05:07'],
    [26 * 3_600_000, '26:00:00'],
    [-5_000, '0:00'],
  ])('shows %i ms as %s', (elapsedMs, shown) => {
    expect(clockText(elapsedMs)).toBe(shown);
  });

  const state = (createdAt: number) => ({ createdAt }) as StoredGameState;

  it("starts at the game's earliest state", () => {
    expect(gameStartedAt([state(3_000), state(1_000), state(2_000)])).toBe(1_000);
  });

  it('has no start without a known time', () => {
    expect(gameStartedAt([])).toBeNull();
    expect(gameStartedAt([state(0)])).toBeNull();
    expect(gameStartedAt([state(0), state(5_000)])).toBe(5_000);
  });
});
