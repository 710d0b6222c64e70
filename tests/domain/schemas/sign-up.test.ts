import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '../../../src/domain/schemas/sign-up';
import { fieldErrorsOf, itJudgesThePassword, itRefusesTheField } from './field-cases';

const valid = {
  email: ' ada@example.org ',
  name: ' Ada ',
  password: 'Secret12',
  passwordRepeat: 'Secret12',
};
const errorsOf = fieldErrorsOf(signUpSchema);

describe('signUpSchema', () => {
  it('accepts a valid input, trimming e-mail and name but not the password', () => {
    expect(
      v.parse(signUpSchema, { ...valid, password: ' Secret1 ', passwordRepeat: ' Secret1 ' }),
    ).toEqual({
      email: 'ada@example.org',
      name: 'Ada',
      password: ' Secret1 ',
      passwordRepeat: ' Secret1 ',
    });
  });

  it('has a minimum password length of 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  itRefusesTheField(signUpSchema, valid, [
    ['email', '', FieldErrorCode.REQUIRED],
    ['email', '   ', FieldErrorCode.REQUIRED],
    ['email', undefined, FieldErrorCode.REQUIRED],
    ['email', 'ada.example.org', FieldErrorCode.INVALID_EMAIL],
    ['email', 'ada@example', FieldErrorCode.INVALID_EMAIL],
    ['name', '', FieldErrorCode.REQUIRED],
    ['name', null, FieldErrorCode.REQUIRED],
    ['passwordRepeat', '', FieldErrorCode.REQUIRED],
    ['passwordRepeat', 'Secret13', FieldErrorCode.PASSWORDS_DO_NOT_MATCH],
    ['passwordRepeat', 'secret12', FieldErrorCode.PASSWORDS_DO_NOT_MATCH],
  ]);

  it('a missing field is REQUIRED', () => {
    const { name: _name, ...withoutName } = valid;
    expect(errorsOf(withoutName)).toEqual({ name: FieldErrorCode.REQUIRED });
  });

  itJudgesThePassword(signUpSchema, valid, [
    ['', FieldErrorCode.REQUIRED],
    ['Abcdef1', FieldErrorCode.PASSWORD_TOO_SHORT],
    ['abcdefg', FieldErrorCode.PASSWORD_TOO_SHORT],
    ['abcdefgh', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
    ['ABCDEFGH', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
    ['12345678', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
    ['Abcdefgh', undefined],
    ['ÆØÅæøå!!', undefined],
  ]);
});
