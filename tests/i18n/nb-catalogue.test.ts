/**
 * The Norwegian catalogue read as a careful Norwegian editor of outdoor apps would (issue 16, item
 * 6; docs/ARCHITECTURE.md, "Strings"): every entry translated and nothing left in English but
 * names and codes, one verb for punching ("stemple", never "registrere", not even for creating an
 * account, so the word cannot mislead), no English loan or calque the review removed, the
 * placeholders of the English kept, and the specification's own Norwegian texts word for word.
 */
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

interface Entry {
  message: string;
  translation: string;
}

async function catalogue(locale: 'en' | 'nb'): Promise<Entry[]> {
  const text = readFileSync(
    new URL(`../../locales/${locale}/messages.po`, import.meta.url),
    'utf8',
  );
  const parsed = await formatter({ lineNumbers: false }).parse(text, {
    locale,
    sourceLocale: 'en',
    filename: `${locale}/messages.po`,
  });
  return Object.values(parsed ?? {})
    .filter((entry) => !entry.obsolete)
    .map((entry) => ({ message: entry.message ?? '', translation: entry.translation ?? '' }));
}

const nb = await catalogue('nb');

/** Entries that are the same in both languages: names, codes and a pure pattern of placeholders. */
const SAME_IN_BOTH = new Set([
  'OK',
  'Administrator',
  '{visualCode} ({position})',
  // A control is a "post" in Norwegian too.
  'Post {visualCode}',
]);

/** Words the review took out of the Norwegian, with why. */
const REFUSED: readonly (readonly [RegExp, string])[] = [
  [/registr/iu, 'punching is "stemple"; an account is "opprettet"'],
  [/vennligst/iu, 'a calque of "please": Norwegian asks without it'],
  [/world-fil/iu, 'an English loan: "georeferansefil"'],
  [/ground overlay|overlay-er/iu, 'an English loan: "bildeoverlegg"'],
  [/frakoblet/iu, 'an English calque of "offline": "uten nett"'],
  [/admin-modus/iu, 'an English form: the Norwegian compound is written together, "Adminmodus"'],
  [/venter på kontroll/iu, '"kontroll" reads as a control (post): "venter på godkjenning"'],
  [/\S\s+Uke \{/u, 'a week named mid-sentence is written in lower case: "uke 48"'],
];

/** The specification's Norwegian texts, word for word (its error catalogue and validation rules). */
const FROM_THE_SPECIFICATION: Readonly<Record<string, string>> = {
  'This is a required field': 'Dette er et påkrevd felt',
  'Enter a valid web address': 'Skriv inn en gyldig web-adresse',
  'You must choose at least one punch method': 'Du må velge minst en stemplingsmetode',
  'Punch method GPS requires you to set Max distance':
    'Stemplingsmetode GPS krever at du setter Maks avstand',
  'Control ID is missing': 'Post ID mangler',
  'Game definition ID is missing': 'Spill definisjon ID mangler',
  'Level ID is missing': 'Nivå ID mangler',
  'Secret code is missing': 'Hemmelig kode mangler',
  'Wrong code. Double-check and try again.': 'Feil kode. Dobbeltsjekk og prøv igjen.',
  'Invalid data was sent': 'Ugyldige data er sendt inn',
  'Unexpected system error': 'Uventet systemfeil',
  Ongoing: 'Pågående',
  Public: 'Åpen',
};

/** The names of a message's arguments and its tags (`{name}`, `<0>`), in order of sorting. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\s*[,}]|<\/?\d+>/gu)].map((m) => m[1] ?? m[0]).sort();
}

describe('the Norwegian catalogue', () => {
  it('translates every entry', () => {
    expect(nb.filter((e) => e.translation.trim() === '').map((e) => e.message)).toEqual([]);
  });

  it('leaves nothing in English but names and codes', () => {
    const same = nb.filter((e) => e.translation === e.message && !SAME_IN_BOTH.has(e.message));
    expect(same.map((e) => e.message)).toEqual([]);
  });

  it.each(REFUSED.map(([pattern, why]) => [String(pattern), pattern, why] as const))(
    'has no %s (%s)',
    (_name, pattern) => {
      expect(nb.filter((e) => pattern.test(e.translation)).map((e) => e.translation)).toEqual([]);
    },
  );

  it('keeps the placeholders and tags of the English', () => {
    const broken = nb.filter(
      (e) =>
        e.translation !== '' &&
        placeholders(e.translation).join() !== placeholders(e.message).join(),
    );
    expect(broken.map((e) => `${e.message} => ${e.translation}`)).toEqual([]);
  });

  it.each(Object.entries(FROM_THE_SPECIFICATION))(
    'says "%s" in the specification\'s words',
    (english, norwegian) => {
      expect(nb.find((e) => e.message === english)?.translation).toBe(norwegian);
    },
  );

  it("is the English catalogue's list of messages", async () => {
    const english = (await catalogue('en')).map((e) => e.message).sort();
    expect(nb.map((e) => e.message).sort()).toEqual(english);
  });
});
