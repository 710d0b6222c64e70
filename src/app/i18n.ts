/**
 * Language set-up: English by default, Norwegian Bokmål when the browser language is `nb` or
 * `nb-*`, or when the user chose it with the language switch (remembered in localStorage).
 * Catalogs are loaded on demand so only the active language is downloaded, and in two steps: the
 * first screens (home, sign-in and the other visitor screens, and the frame) need only their own
 * part of it (`?first-screens`, a third of the whole); the whole catalog is loaded before a
 * member screen opens and as soon as someone is signed in.
 */
import { i18n } from '@lingui/core';

export const LOCALES = ['en', 'nb'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'locale';

/** Each language by its own name (an autonym), the same in every locale, as switchers show them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', nb: 'Norsk' };

/** The locale for a browser language tag: `nb` for `nb` and `nb-*`, else `en`. */
export function localeForLanguage(language: string | undefined): Locale {
  const tag = (language ?? '').toLowerCase();
  return tag === 'nb' || tag.startsWith('nb-') ? 'nb' : 'en';
}

function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

/** The user's chosen locale if any, else the browser's. */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(STORAGE_KEY);
  return isLocale(saved) ? saved : localeForLanguage(navigator.language);
}

/** The whole catalog, once wanted (a member screen, or someone signed in); then for every switch. */
let wholeCatalog: Promise<void> | undefined;

/** Loads the catalog of `locale`, activates it and sets the document language. */
export async function activateLocale(locale: Locale, remember = false): Promise<void> {
  const { messages } = await (wholeCatalog ? loadCatalog(locale) : loadFirstScreensCatalog(locale));
  i18n.loadAndActivate({ locale, messages });
  warmUpFormatsSoon(locale);
  document.documentElement.lang = locale;
  if (remember) localStorage.setItem(STORAGE_KEY, locale);
}

/**
 * Makes the language's number and plural formats in a task of their own, right after the language
 * is set: the first of each loads the language's data (12 ms of a laptop's main thread, 50 of a
 * slow phone's), which otherwise lands in the first screen that shows a count, the play sheet's
 * points among them, and makes that screen's render a longer task. Lingui keeps the number format
 * it makes; the plural rules' data stays loaded for Lingui's own.
 */
function warmUpFormatsSoon(locale: Locale): void {
  setTimeout(() => {
    i18n.number(0);
    new Intl.PluralRules(locale).select(0);
  }, 0);
}

/** Adds the rest of the active language's catalog (once): awaited before a member screen. */
export function loadWholeCatalog(): Promise<void> {
  wholeCatalog ??= (async () => {
    const locale = isLocale(i18n.locale) ? i18n.locale : initialLocale();
    const { messages } = await loadCatalog(locale);
    i18n.load(locale, messages);
  })().catch((error: unknown) => {
    wholeCatalog = undefined; // the next member screen tries again
    throw error;
  });
  return wholeCatalog;
}

function loadCatalog(locale: Locale) {
  return locale === 'nb'
    ? import('../../locales/nb/messages.po')
    : import('../../locales/en/messages.po');
}

function loadFirstScreensCatalog(locale: Locale) {
  return locale === 'nb'
    ? import('../../locales/nb/messages.po?first-screens')
    : import('../../locales/en/messages.po?first-screens');
}
