/**
 * The table tests the unit tests share: a function's answer for each input of a table, and the
 * values of named constants. Each row stays its own test, named from the row.
 */
import { expect, it } from 'vitest';

/**
 * One test per row `[...args, expected]`: `fn(...args)` is `expected` (`toBe`). `title` names each
 * test as `it.each` does, its `%s`/`%j` taking the row's values in order.
 */
export function itGives<Args extends unknown[], Out>(
  fn: (...args: Args) => Out,
  title: string,
  rows: readonly (readonly [...args: Args, expected: Out])[],
): void {
  it.each(rows.map((row): unknown[] => [...row]))(title, (...row) => {
    expect(fn(...(row.slice(0, -1) as Args))).toBe(row.at(-1));
  });
}

/** One test per row: the constant `name` has the value `expected`. */
export function itHasTheValues(
  rows: readonly { name: string; value: unknown; expected: unknown }[],
): void {
  it.each(rows)('$name is $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
}
