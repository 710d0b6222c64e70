/** Groups of tests in a browser of one locale, and the same tests once in each of the app's locales. */
import { test } from '@playwright/test';

/** The app's locales, English first. */
export const LOCALES = ['en-GB', 'nb-NO'] as const;
export type Locale = (typeof LOCALES)[number];

/** Declares the tests of `body` in a group named `title` whose browser has the locale `locale`. */
export function inLocale(locale: string, title: string, body: () => void): void {
  test.describe(title, () => {
    test.use({ locale });
    body();
  });
}

/** Declares the tests of `body` once in each locale, each group named `title (locale)`. */
export function inEachLocale(title: string, body: (locale: Locale) => void): void {
  for (const locale of LOCALES) inLocale(locale, `${title} (${locale})`, () => body(locale));
}

/**
 * Declares the tests of `body` once in each locale, as inEachLocale does, handing `body` that
 * locale's words from the table `words`.
 */
export function inEachLocaleWithWords<Table extends Record<Locale, unknown>>(
  title: string,
  words: Table,
  body: (locale: Locale, words: Table[Locale]) => void,
): void {
  inEachLocale(title, (locale) => body(locale, words[locale]));
}
