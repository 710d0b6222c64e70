import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { forgottenPasswordConfirmSchema } from '../../../src/domain/schemas/forgotten-password-confirm';
import { fieldErrorsOf, itRefusesTheField } from './field-cases';

const valid = {
  email: 'ada@example.org',
  code: '654321',
  password: 'NewSecret',
  passwordRepeat: 'NewSecret',
};
const errorsOf = fieldErrorsOf(forgottenPasswordConfirmSchema);

describe('forgottenPasswordConfirmSchema', () => {
  it('accepts a valid input', () => {
    expect(v.parse(forgottenPasswordConfirmSchema, valid)).toEqual(valid);
  });

  itRefusesTheField(forgottenPasswordConfirmSchema, valid, [
    ['email', 'nope', FieldErrorCode.INVALID_EMAIL],
    ['code', '', FieldErrorCode.REQUIRED],
    ['code', '12 34', FieldErrorCode.OUT_OF_RANGE],
    ['passwordRepeat', 'NewSecreT', FieldErrorCode.PASSWORDS_DO_NOT_MATCH],
    ['passwordRepeat', '', FieldErrorCode.REQUIRED],
  ]);

  it.each([
    ['Abcdef1', FieldErrorCode.PASSWORD_TOO_SHORT],
    ['Abcdefgh', undefined],
    ['abcdefgh', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
    ['ABCDEFGH', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
  ])('new password %j gives %s', (password, code) => {
    expect(errorsOf({ ...valid, password, passwordRepeat: password }).password).toBe(code);
  });
});
