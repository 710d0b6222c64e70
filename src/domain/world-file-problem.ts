/**
 * Where a world file goes wrong, for a refusal that names the line: `parseWorldFile`
 * (world-file.ts) says only whether the file is good. Lines are counted as an editor shows them
 * (from 1, blank lines included); the six numbers are read in the file's order A, D, B, E, C, F.
 */

/** What is wrong with a world file, and on which line when one line is to blame. */
export type WorldFileProblem =
  /** The text on `line` is not a decimal number (a comma decimal, a word, two numbers). */
  | { kind: 'not-a-number'; line: number; text: string }
  /** Only `count` numbers before the end of the file. */
  | { kind: 'too-few'; count: number }
  /** A seventh number, on `line`. */
  | { kind: 'too-many'; line: number }
  /** A, D, B and E (lines 1 to 4) give the pixels no area: A·E − B·D = 0. */
  | { kind: 'no-pixel-size' };

const DECIMAL_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/u;

/**
 * The first problem of a world file's text, or null when its six numbers are good.
 *
 * @example
 * worldFileProblem('0.5\n0\n0\n-0,5\n486000\n6480999\n');
 * // { kind: 'not-a-number', line: 4, text: '-0,5' }
 */
export function worldFileProblem(text: string): WorldFileProblem | null {
  const numbers: number[] = [];
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const tokens = raw.trim().split(/\s+/u).filter(Boolean);
    for (const token of tokens) {
      const value = Number(token);
      if (!DECIMAL_NUMBER.test(token) || !Number.isFinite(value)) {
        return { kind: 'not-a-number', line, text: raw.trim() };
      }
      if (numbers.length === 6) return { kind: 'too-many', line };
      numbers.push(value);
    }
  }
  if (numbers.length < 6) return { kind: 'too-few', count: numbers.length };
  const [a = 0, d = 0, b = 0, e = 0] = numbers;
  return a * e - b * d === 0 ? { kind: 'no-pixel-size' } : null;
}
