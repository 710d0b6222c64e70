/**
 * Dates, times and numbers in the user's full locale: the app speaks `en` or `nb`, but a British
 * browser wants "25 Nov 2026, 23:23" and an American one "Nov 25, 2026, 11:23 PM". The region
 * comes from the browser's own list of languages (`navigator.languages`), the first tag of the
 * app's language; without one the app's language alone decides (`en` formats as in the US).
 * Every date or number the screens show goes through here (`useLocaleFormat`).
 */
import { useLingui } from '@lingui/react';

/** Browser tags that speak each app language: Bokmål browsers may say `no` as well as `nb`. */
const TAG_PREFIXES: Record<string, readonly string[]> = { nb: ['nb', 'no'], en: ['en'] };

/**
 * The locale to format in: the first of `browserLanguages` in `appLocale`'s language (its region
 * kept), else `appLocale`. ('en', ['nb-NO', 'en-GB']) -> 'en-GB'; ('nb', ['en-GB']) -> 'nb'.
 */
export function formattingLocale(appLocale: string, browserLanguages: readonly string[]): string {
  const prefixes = TAG_PREFIXES[appLocale] ?? [appLocale];
  const match = browserLanguages.find((tag) => {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    return prefixes.includes(language);
  });
  if (!match) return appLocale;
  // A Bokmål browser tagged `no-NO` formats as Bokmål; keep a tag Intl accepts.
  try {
    return Intl.getCanonicalLocales(match)[0] ?? appLocale;
  } catch {
    return appLocale;
  }
}

export interface LocaleFormat {
  /** The locale every format uses ('en-GB', 'nb-NO', ...). */
  locale: string;
  /** Date and time: "25 Nov 2026, 23:23" (en-GB), "Nov 25, 2026, 11:23 PM" (en-US). */
  dateTime: (value: Date | number | string) => string;
  /** Date only: "25 Nov 2026" (en-GB), "25. nov. 2026" (nb). */
  date: (value: Date | number | string) => string;
  /** A number: "1,234.5" (en), "1 234,5" (nb). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * The formats of `locale`; `timeZone` only for tests (the device's own zone otherwise).
 */
export function localeFormat(locale: string, timeZone?: string): LocaleFormat {
  const zone = timeZone ? { timeZone } : {};
  return {
    locale,
    dateTime: (value) =>
      dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zone }).format(
        new Date(value),
      ),
    date: (value) => dateFormat(locale, { dateStyle: 'medium', ...zone }).format(new Date(value)),
    number: (value, options) => numberFormat(locale, options).format(value),
  };
}

/** The browser's languages, most wanted first (`navigator.language` where the list is missing). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The formats of the active app language in the browser's region (re-rendered on a switch). */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useLingui();
  return localeFormat(formattingLocale(i18n.locale, browserLanguages()));
}
