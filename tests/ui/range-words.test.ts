import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { localeFormat } from '../../src/ui/locale-format';
import { outOfRangeMessage } from '../../src/ui/range-words';
import { catalogIn } from './support/catalog';

function words(locale: 'en' | 'nb', descriptor: MessageDescriptor | null): string | null {
  if (!descriptor) return null;
  return catalogIn(locale)._(descriptor);
}

describe('outOfRangeMessage: range errors name their range', () => {
  const english = localeFormat('en-GB');
  const norwegian = localeFormat('nb-NO');

  it.each([
    [{ min: 1, max: 5 }, 'Must be between 1 and 5', 'Må være mellom 1 og 5'],
    [{ min: 1 }, 'Must be 1 or more', 'Må være 1 eller mer'],
    [{ max: 22 }, 'Must be 22 or less', 'Må være 22 eller mindre'],
    [{ moreThan: 0 }, 'Must be more than 0', 'Må være mer enn 0'],
    [
      { min: 1, max: 5, integer: true },
      'Must be a whole number from 1 to 5',
      'Må være et heltall fra 1 til 5',
    ],
    [
      { min: 0, integer: true },
      'Must be a whole number, 0 or more',
      'Må være et heltall, 0 eller mer',
    ],
    [
      { max: 9, integer: true },
      'Must be a whole number, 9 or less',
      'Må være et heltall, 9 eller mindre',
    ],
    [{ moreThan: 58.45 }, 'Must be more than 58.45', 'Må være mer enn 58,45'],
  ])('%j', (range, inEnglish, inNorwegian) => {
    expect(
      words(
        'en',
        outOfRangeMessage(range, (n) => english.number(n)),
      ),
    ).toBe(inEnglish);
    expect(
      words(
        'nb',
        outOfRangeMessage(range, (n) => norwegian.number(n)),
      ),
    ).toBe(inNorwegian);
  });

  it('numbers in the locale: a thousand and a negative limit in Norwegian', () => {
    const text = words(
      'nb',
      outOfRangeMessage({ min: -90, max: 1000 }, (n) => norwegian.number(n)),
    );
    expect(text).toBe('Må være mellom \u221290 og 1\u00a0000');
  });

  it('no words without a limit (the general words stay)', () => {
    expect(outOfRangeMessage(null, String)).toBeNull();
    expect(outOfRangeMessage({}, String)).toBeNull();
  });
});
