/**
 * What the schema tests share: the field errors a schema gives an input (as a form shows them),
 * and the table of inputs that are refused on one field.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import type { FieldErrorCode } from '../../../src/domain/error-codes';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';

/** The field errors (field path: code) `schema` gives an input. */
export function fieldErrorsOf<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (input: unknown) => fieldErrors(v.safeParse(schema, input));
}

/**
 * A test per row: `valid` with the row's field set to the row's value is refused on that field
 * alone, with the row's code.
 */
export function itRefusesTheField(
  schema: v.GenericSchema,
  valid: Record<string, unknown>,
  rows: [field: string, value: unknown, code: FieldErrorCode][],
): void {
  const errorsOf = fieldErrorsOf(schema);
  it.each(rows)('%s = %j gives %s', (field, value, code) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: code });
  });
}
