import { describe, expect, it } from 'vitest';
import { findInvalidText, isValidText } from '../../../src/domain/schemas/valid-text';

/** A test per row `[what, text]`: isValidText accepts, or refuses, the text. */
function itJudges(verdict: 'accepts' | 'refuses', rows: [what: string, text: string][]): void {
  it.each(rows)(`${verdict} %s`, (_what, text) => {
    expect(isValidText(text)).toBe(verdict === 'accepts');
  });
}

describe('isValidText', () => {
  itJudges('accepts', [
    ['plain text', 'Kari Nordmann'],
    ['Norwegian letters', 'Blåbærsyltetøy'],
    ['tab, line feed and carriage return', 'a\tb\nc\r\n'],
    ['a character outside the BMP (a surrogate pair)', 'map 🗺️ 𝄞'],
    ['the empty string', ''],
  ]);

  itJudges('refuses', [
    ['a NUL', 'a\u0000b'],
    ['another C0 control (bell)', 'a\u0007b'],
    ['an escape character', '\u001b[31m'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a high surrogate at the end', 'a\uDBFF'],
    ['a lone low surrogate', '\uDC00a'],
    ['a reversed pair', '\uDC00\uD800'],
    ['the non-character U+FFFE', 'a\uFFFE'],
    ['the non-character U+FFFF', '\uFFFF'],
  ]);
});

describe('findInvalidText', () => {
  it('gives the path of a bad string in nested objects and lists', () => {
    expect(findInvalidText({ input: { names: ['ok', 'b\u0000d'] } })).toEqual([
      'input',
      'names',
      1,
    ]);
  });

  it('names a bad key', () => {
    expect(findInvalidText({ ok: 1, ['k\u0000']: 'v' })).toEqual(['k\u0000']);
  });

  it('gives undefined when every string is valid, and ignores numbers and booleans', () => {
    expect(findInvalidText({ a: 'x', b: [1, true, null, { c: 'y' }] })).toBeUndefined();
  });

  it('walks a very deep value without exhausting the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInvalidText(deep)).toHaveLength(100_000);
  });
});
