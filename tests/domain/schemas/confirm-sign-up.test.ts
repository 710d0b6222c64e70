import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  ONE_TIME_CODE_LENGTH,
  confirmSignUpSchema,
} from '../../../src/domain/schemas/confirm-sign-up';
import { itRefusesTheField } from './field-cases';

const valid = { email: 'ada@example.org', code: '123456' };

describe('confirmSignUpSchema', () => {
  it('accepts a valid input and removes white space from the code', () => {
    expect(ONE_TIME_CODE_LENGTH).toBe(6);
    expect(v.parse(confirmSignUpSchema, { ...valid, code: ' 123 456 ' })).toEqual(valid);
  });

  itRefusesTheField(confirmSignUpSchema, valid, [
    ['code', '', FieldErrorCode.REQUIRED],
    ['code', undefined, FieldErrorCode.REQUIRED],
    ['code', '12345', FieldErrorCode.OUT_OF_RANGE],
    ['code', '1234567', FieldErrorCode.OUT_OF_RANGE],
    ['code', '12345a', FieldErrorCode.OUT_OF_RANGE],
    ['email', '', FieldErrorCode.REQUIRED],
    ['email', 'ada', FieldErrorCode.INVALID_EMAIL],
  ]);
});
