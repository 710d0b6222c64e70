import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  userSettingsSchema,
} from '../../../src/domain/schemas/user-settings';
import { itAcceptsTheField, itAcceptsTheValidInput, itRefusesTheField } from './field-cases';

const valid = { nickname: 'Ada', publishResults: 'PUBLIC' };

describe('userSettingsSchema', () => {
  itAcceptsTheValidInput(userSettingsSchema, { ...valid, nickname: ' Ada ' }, valid);

  it('takes nicknames of 2 to 30 characters', () => {
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

  itAcceptsTheField(userSettingsSchema, valid, [
    ['nickname', 'Al'],
    ['nickname', 'a'.repeat(30)],
    ['nickname', 'Øy'],
    ['publishResults', 'PRIVATE'],
  ]);
});
