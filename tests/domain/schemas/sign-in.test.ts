import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { signInSchema } from '../../../src/domain/schemas/sign-in';
import { itRefusesTheField } from './field-cases';

const valid = { username: ' ada@example.org ', password: ' pw ' };

describe('signInSchema', () => {
  it('accepts a valid input, trimming the user name only', () => {
    expect(v.parse(signInSchema, valid)).toEqual({ username: 'ada@example.org', password: ' pw ' });
  });

  itRefusesTheField(signInSchema, valid, [
    ['username', '', FieldErrorCode.REQUIRED],
    ['username', '  ', FieldErrorCode.REQUIRED],
    ['username', undefined, FieldErrorCode.REQUIRED],
    ['password', '', FieldErrorCode.REQUIRED],
    ['password', null, FieldErrorCode.REQUIRED],
  ]);
});
