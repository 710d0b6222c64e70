import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';
import { forgottenPasswordConfirmSchema } from '../../../src/domain/schemas/forgotten-password-confirm';

const valid = {
  email: 'ada@example.org',
  code: '654321',
  password: 'NewSecret',
  passwordRepeat: 'NewSecret',
};
const errorsOf = (input: unknown) =>
  fieldErrors(v.safeParse(forgottenPasswordConfirmSchema, input));

describe('forgottenPasswordConfirmSchema', () => {
  it('accepts a valid input', () => {
    expect(v.parse(forgottenPasswordConfirmSchema, valid)).toEqual(valid);
  });

  it.each([
    ['email', 'nope', FieldErrorCode.INVALID_EMAIL],
    ['code', '', FieldErrorCode.REQUIRED],
    ['code', '12 34', FieldErrorCode.OUT_OF_RANGE],
    ['passwordRepeat', 'NewSecreT', FieldErrorCode.PASSWORDS_DO_NOT_MATCH],
    ['passwordRepeat', '', FieldErrorCode.REQUIRED],
  ])('%s = %j gives %s', (field, value, code) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: code });
  });

  it.each([
    ['Abcdef1', FieldErrorCode.PASSWORD_TOO_SHORT],
    ['Abcdefgh', undefined],
    ['abcdefgh', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
    ['ABCDEFGH', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
  ])('new password %j gives %s', (password, code) => {
    expect(errorsOf({ ...valid, password, passwordRepeat: password }).password).toBe(code);
  });
});
