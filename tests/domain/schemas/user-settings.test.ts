import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  userSettingsSchema,
} from '../../../src/domain/schemas/user-settings';
import { fieldErrorsOf, itRefusesTheField } from './field-cases';

const valid = { nickname: 'Ada', publishResults: 'PUBLIC' };
const errorsOf = fieldErrorsOf(userSettingsSchema);

describe('userSettingsSchema', () => {
  it('accepts a valid input, trimming the nickname', () => {
    expect(v.parse(userSettingsSchema, { ...valid, nickname: ' Ada ' })).toEqual(valid);
    expect([NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH]).toEqual([2, 30]);
  });

  itRefusesTheField(userSettingsSchema, valid, [
    ['nickname', '', FieldErrorCode.REQUIRED],
    ['nickname', 'A', FieldErrorCode.OUT_OF_RANGE],
    ['nickname', ' A ', FieldErrorCode.OUT_OF_RANGE],
    ['nickname', 'a'.repeat(31), FieldErrorCode.OUT_OF_RANGE],
    ['publishResults', undefined, FieldErrorCode.REQUIRED],
    ['publishResults', null, FieldErrorCode.REQUIRED],
    ['publishResults', 'FRIENDS', FieldErrorCode.OUT_OF_RANGE],
  ]);

  it.each([
    ['nickname', 'Al'],
    ['nickname', 'a'.repeat(30)],
    ['nickname', 'Øy'],
    ['publishResults', 'PRIVATE'],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({});
  });
});
