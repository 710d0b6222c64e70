import { describe, expect, it } from 'vitest';
import { formattingLocale, localeFormat } from '../../src/ui/locale-format';

describe('formattingLocale: the browser region of the app language', () => {
  it.each([
    ['en', ['en-GB', 'en-US'], 'en-GB'],
    ['en', ['en-US'], 'en-US'],
    ['en', ['nb-NO', 'en-GB'], 'en-GB'],
    ['en', ['de-DE'], 'en'],
    ['en', [], 'en'],
    ['nb', ['nb-NO'], 'nb-NO'],
    ['nb', ['no-NO', 'en'], 'no-NO'],
    ['nb', ['nb'], 'nb'],
    ['nb', ['en-GB'], 'nb'],
    ['en', ['EN-gb'], 'en-GB'],
  ] as const)('%s with %j formats as %s', (app, browser, expected) => {
    expect(formattingLocale(app, browser)).toBe(expected);
  });
});

describe('localeFormat', () => {
  // 25 November 2026, 23:23 UTC
  const moment = Date.UTC(2026, 10, 25, 23, 23);

  it.each([
    ['en-GB', '25 Nov 2026, 23:23'],
    ['en-US', 'Nov 25, 2026, 11:23\u202fPM'],
    ['nb-NO', '25. nov. 2026, 23:23'],
  ])('%s: date and time as "%s"', (locale, expected) => {
    // Node's ICU may use a plain or a narrow no-break space before AM/PM.
    expect(localeFormat(locale, 'UTC').dateTime(moment).replace(' PM', '\u202fPM')).toBe(expected);
  });

  it.each([
    ['en-GB', '25 Nov 2026'],
    ['en-US', 'Nov 25, 2026'],
    ['nb-NO', '25. nov. 2026'],
  ])('%s: date as "%s"', (locale, expected) => {
    expect(localeFormat(locale, 'UTC').date(moment)).toBe(expected);
  });

  it.each([
    ['en-GB', '1,234.5'],
    ['en-US', '1,234.5'],
    ['nb-NO', '1\u00a0234,5'],
  ])('%s: 1234.5 as "%s"', (locale, expected) => {
    expect(localeFormat(locale).number(1234.5)).toBe(expected);
  });
});
