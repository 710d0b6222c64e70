import { describe, expect, it } from 'vitest';
import { tooManyCodeTriesMessage } from '../../src/ui/error-messages';
import { catalogIn } from './support/catalog';

const i18n = catalogIn('en');
function words(locale: 'en' | 'nb', retryAfterSeconds: number | null): string {
  i18n.activate(locale);
  return i18n._(tooManyCodeTriesMessage(retryAfterSeconds));
}

describe('TOO_MANY_CODE_TRIES in the words of the player', () => {
  it.each([
    // seconds to wait, English, Norwegian
    [
      720,
      'Too many wrong codes for this control. Try again in 12 minutes.',
      'For mange feil koder på denne posten. Prøv igjen om 12 minutter.',
    ],
    [
      661, // rounded up: 11 minutes and 1 second is 12 minutes to wait
      'Too many wrong codes for this control. Try again in 12 minutes.',
      'For mange feil koder på denne posten. Prøv igjen om 12 minutter.',
    ],
    [
      1,
      'Too many wrong codes for this control. Try again in 1 minute.',
      'For mange feil koder på denne posten. Prøv igjen om 1 minutt.',
    ],
    [
      0, // the wait is over
      'Too many wrong codes for this control. Try again later.',
      'For mange feil koder på denne posten. Prøv igjen senere.',
    ],
    [
      null, // no wait known
      'Too many wrong codes for this control. Try again later.',
      'For mange feil koder på denne posten. Prøv igjen senere.',
    ],
  ])('%s s: "%s" / "%s"', (seconds, english, norwegian) => {
    expect(words('en', seconds)).toBe(english);
    expect(words('nb', seconds)).toBe(norwegian);
  });
});
