/**
 * What the schema tests share: the field errors a schema gives an input (as a form shows them),
 * the test that a schema accepts a valid input, and the tables of inputs that are refused, or
 * accepted, on one field.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import type { FieldErrorCode } from '../../../src/domain/error-codes';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';

/** The field errors (field path: code) `schema` gives an input. */
export function fieldErrorsOf<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (input: unknown) => fieldErrors(v.safeParse(schema, input));
}

/** A test that `schema` accepts `input` and reads it as `parsed` (as it is, unless given). */
export function itAcceptsTheValidInput(
  schema: v.GenericSchema,
  input: Record<string, unknown>,
  parsed: unknown = input,
): void {
  it('accepts a valid input', () => {
    expect(v.parse(schema, input)).toEqual(parsed);
  });
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

/** A test per row: `valid` with the row's field set to the row's value is refused on no field. */
export function itAcceptsTheField(
  schema: v.GenericSchema,
  valid: Record<string, unknown>,
  rows: [field: string, value: unknown][],
): void {
  const errorsOf = fieldErrorsOf(schema);
  it.each(rows)('accepts %s = %j', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({});
  });
}

/**
 * A test per row: `valid` with the password and its repeat set to the row's password is refused
 * on the password with the row's code, or not on the password (`undefined`).
 */
export function itJudgesThePassword(
  schema: v.GenericSchema,
  valid: Record<string, unknown>,
  rows: [password: string, code: FieldErrorCode | undefined][],
): void {
  const errorsOf = fieldErrorsOf(schema);
  it.each(rows)('password %j gives %s', (password, code) => {
    const errors: Partial<Record<string, FieldErrorCode>> = errorsOf({
      ...valid,
      password,
      passwordRepeat: password,
    });
    expect(errors.password).toBe(code);
  });
}
