import { describe } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { forgottenPasswordConfirmSchema } from '../../../src/domain/schemas/forgotten-password-confirm';
import { itAcceptsTheValidInput, itJudgesThePassword, itRefusesTheField } from './field-cases';

const valid = {
  email: 'ada@example.org',
  code: '654321',
  password: 'NewSecret',
  passwordRepeat: 'NewSecret',
};

describe('forgottenPasswordConfirmSchema', () => {
  itAcceptsTheValidInput(forgottenPasswordConfirmSchema, valid);

  itRefusesTheField(forgottenPasswordConfirmSchema, valid, [
    ['email', 'nope', FieldErrorCode.INVALID_EMAIL],
    ['code', '', FieldErrorCode.REQUIRED],
    ['code', '12 34', FieldErrorCode.OUT_OF_RANGE],
    ['passwordRepeat', 'NewSecreT', FieldErrorCode.PASSWORDS_DO_NOT_MATCH],
    ['passwordRepeat', '', FieldErrorCode.REQUIRED],
  ]);

  itJudgesThePassword(forgottenPasswordConfirmSchema, valid, [
    ['Abcdef1', FieldErrorCode.PASSWORD_TOO_SHORT],
    ['Abcdefgh', undefined],
    ['abcdefgh', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
    ['ABCDEFGH', FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER],
  ]);
});
