import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';
import { signInSchema } from '../../../src/domain/schemas/sign-in';

const valid = { username: ' ada@example.org ', password: ' pw ' };

describe('signInSchema', () => {
  it('accepts a valid input, trimming the user name only', () => {
    expect(v.parse(signInSchema, valid)).toEqual({ username: 'ada@example.org', password: ' pw ' });
  });

  it.each([
    ['username', ''],
    ['username', '  '],
    ['username', undefined],
    ['password', ''],
    ['password', null],
  ])('%s = %j is REQUIRED', (field, value) => {
    expect(fieldErrors(v.safeParse(signInSchema, { ...valid, [field]: value }))).toEqual({
      [field]: FieldErrorCode.REQUIRED,
    });
  });
});
