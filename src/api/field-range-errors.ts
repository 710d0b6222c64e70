/**
 * The ranges a server's OUT_OF_RANGE refusal names (`extensions.min` / `max` / `moreThan`, and
 * `integer` for a whole number, beside its `field`), by the field's argument path (`input.points` -> `{ min: 1, max: 5 }`), so a form
 * names the range the server applied even where the form could not check it itself.
 */
import type { FieldRange } from '../domain/schemas/field-range';
import { graphqlErrorsOf } from './graphql-errors';

const LIMITS = ['min', 'max', 'moreThan'] as const;

/** The ranges of a failure's field refusals by argument path; empty when it names none. */
export function apiFieldRanges(error: unknown): Record<string, FieldRange> {
  const ranges: Record<string, FieldRange> = {};
  for (const e of graphqlErrorsOf(error)) {
    const extensions = e.extensions ?? {};
    if (typeof extensions.field !== 'string') continue;
    const range: FieldRange = {};
    for (const limit of LIMITS) {
      const value = extensions[limit];
      if (typeof value === 'number' && Number.isFinite(value)) range[limit] = value;
    }
    if (Object.keys(range).length === 0) continue;
    if (extensions.integer === true) range.integer = true;
    ranges[extensions.field] = range;
  }
  return ranges;
}
