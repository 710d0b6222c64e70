/**
 * The error catalogue's words (the messages of `src/ui/error-messages.ts`, a third of what the
 * first screens would otherwise load before their first paint) come as a catalog part of their
 * own (`?error-words`, see vite.config.ts), loaded just after the first paint: a refusal is only
 * shown after the user has done something. The whole catalog, which members load, holds them too.
 * Once wanted they follow the language: a switch (which loads the new language's first-screens
 * part) loads them again. Should a refusal be shown before they arrive, it shows in words as soon
 * as they do (loading messages re-renders the translated screen).
 */
import { i18n, type Messages } from '@lingui/core';

let wanted = false;
let running = false;
let again = false;

function errorWordsOf(locale: string): Promise<{ messages: Messages }> {
  return locale === 'nb'
    ? import('../../locales/nb/messages.po?error-words')
    : import('../../locales/en/messages.po?error-words');
}

/** True when the active language's messages hold every one of `words`. */
function holdsAll(words: Messages): boolean {
  const active = i18n.messages;
  return Object.keys(words).every((id) => id in active);
}

async function loadForActiveLocale(): Promise<void> {
  const locale = i18n.locale;
  if (!locale) return;
  const { messages } = await errorWordsOf(locale);
  // Loading emits a change, which calls this again: stop once they are there.
  if (i18n.locale === locale && !holdsAll(messages)) i18n.load(locale, messages);
}

/** One load at a time; a change meanwhile (a language switch) checks again after it. */
async function ensureErrorWords(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      // Offline before the service worker has cached them: the next change tries again.
      await loadForActiveLocale().catch(() => undefined);
    } while (again);
  } finally {
    running = false;
  }
}

/** Loads the error words of the active language now and after every language switch. */
export function loadErrorWords(): void {
  if (wanted) return;
  wanted = true;
  i18n.on('change', () => void ensureErrorWords());
  void ensureErrorWords();
}
