import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { forgottenPasswordSchema } from '../../../src/domain/schemas/forgotten-password';
import { fieldErrorsOf } from './field-cases';

const errorsOf = fieldErrorsOf(forgottenPasswordSchema);

describe('forgottenPasswordSchema', () => {
  it('accepts a valid e-mail', () => {
    expect(v.parse(forgottenPasswordSchema, { email: ' ada@example.org' })).toEqual({
      email: 'ada@example.org',
    });
  });

  it.each([
    ['', FieldErrorCode.REQUIRED],
    [undefined, FieldErrorCode.REQUIRED],
    ['ada@', FieldErrorCode.INVALID_EMAIL],
    [`${'a'.repeat(243)}@example.org`, FieldErrorCode.INVALID_EMAIL],
  ])('email %j gives %s', (email, code) => {
    expect(errorsOf({ email })).toEqual({ email: code });
  });

  it('accepts an e-mail of 254 characters', () => {
    const email = `${'a'.repeat(242)}@example.org`;
    expect(errorsOf({ email })).toEqual({});
  });
});
