import { describe, expect, it } from 'vitest';
import {
  CODE_TRY_LIMIT,
  CODE_TRY_WINDOW_MS,
  codeTriesLockedUntilMs,
  codeTriesRetryAfterSeconds,
} from '../../src/domain/code-tries';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const at = (...minutes: number[]) => minutes.map((m) => T0 + m * MINUTE);

describe('the secret-code guessing limit', () => {
  it('allows 5 wrong codes in 15 minutes', () => {
    expect(CODE_TRY_LIMIT).toBe(5);
    expect(CODE_TRY_WINDOW_MS).toBe(15 * MINUTE);
  });

  it.each([
    // wrong tries (minutes after T0), now (minutes), locked until (minutes) or null
    { tries: [], now: 0, until: null },
    { tries: [0, 1, 2, 3], now: 4, until: null },
    { tries: [0, 1, 2, 3, 4], now: 4, until: 15 },
    { tries: [0, 1, 2, 3, 4], now: 14.99, until: 15 },
    { tries: [0, 1, 2, 3, 4], now: 15, until: null }, // exactly 15 minutes after the oldest
    { tries: [0, 0, 0, 0, 0], now: 0, until: 15 },
    { tries: [0, 1, 2, 3, 10], now: 11, until: 15 }, // sliding: the oldest of the five decides
    { tries: [0, 1, 2, 3, 10], now: 15, until: null },
    { tries: [1, 2, 3, 10, 15], now: 15.5, until: 16 },
    { tries: [-30, 0, 1, 2, 3, 4], now: 5, until: 15 }, // only the newest five matter
    { tries: [-30, 0, 1, 2, 3], now: 5, until: null },
  ])('tries at $tries, now $now: locked until $until', ({ tries, now, until }) => {
    const expected = until === null ? null : T0 + until * MINUTE;
    expect(codeTriesLockedUntilMs(at(...tries), T0 + now * MINUTE)).toBe(expected);
  });

  it.each([
    { tries: [0, 1, 2, 3, 4], now: 4, seconds: 11 * 60 },
    { tries: [0, 1, 2, 3, 4], now: 0, seconds: 900 },
    { tries: [0, 1, 2, 3, 4], now: 14.99, seconds: 1 }, // 0.6 s rounds up to a whole second
    { tries: [0, 1, 2, 3, 4], now: 15, seconds: 0 },
  ])('tries at $tries, now $now: retry after $seconds s', ({ tries, now, seconds }) => {
    expect(codeTriesRetryAfterSeconds(at(...tries), T0 + now * MINUTE)).toBe(seconds);
  });
});
