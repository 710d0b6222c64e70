import { describe, expect, it } from 'vitest';
import { punchState } from '../../../src/features/punches/punch-state';
import { refusalWords } from '../../../src/features/punches/refusal-words';
import type { ErrorCode } from '../../../src/domain/error-codes';
import { catalogIn } from '../../ui/support/catalog';

const i18n = catalogIn('en');
const ANSWERED_AT = Date.parse('2026-11-26T10:00:00Z');
const MINUTE = 60_000;

function words(locale: 'en' | 'nb', reason: ErrorCode, minutesLater: number, wait?: number) {
  const state = punchState({
    status: 'refused',
    method: 'CODE',
    reason,
    answeredAt: ANSWERED_AT,
    ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
  });
  if (state.kind !== 'refused') throw new Error('a refused state expected');
  i18n.activate(locale);
  return i18n._(refusalWords(state, ANSWERED_AT + minutesLater * MINUTE));
}

describe('a refused punch in the punch list', () => {
  it('names the wait left of TOO_MANY_CODE_TRIES, in English and Norwegian', () => {
    expect(words('en', 'TOO_MANY_CODE_TRIES', 0, 720)).toBe(
      'Too many wrong codes for this control. Try again in 12 minutes.',
    );
    expect(words('nb', 'TOO_MANY_CODE_TRIES', 3, 720)).toBe(
      'For mange feil koder på denne posten. Prøv igjen om 9 minutter.',
    );
  });

  it('says "later" once the wait is over, or when no wait came with the refusal', () => {
    expect(words('en', 'TOO_MANY_CODE_TRIES', 12, 720)).toBe(
      'Too many wrong codes for this control. Try again later.',
    );
    expect(words('nb', 'TOO_MANY_CODE_TRIES', 0)).toBe(
      'For mange feil koder på denne posten. Prøv igjen senere.',
    );
  });

  it("gives any other refusal the catalogue's words", () => {
    expect(words('en', 'WRONG_CODE', 0)).toBe('Wrong code. Double-check and try again.');
  });
});
