import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  CONTROL_POINTS_MAX,
  CONTROL_POINTS_MIN,
  controlSchema,
} from '../../../src/domain/schemas/control';
import { itAcceptsTheField, itAcceptsTheValidInput, itRefusesTheField } from './field-cases';

const valid = { visualCode: '31', secretCode: 'fox', points: 3, lat: 58.46, lng: 8.77 };

describe('controlSchema', () => {
  itAcceptsTheValidInput(controlSchema, { ...valid, visualCode: ' 31 ', points: '3' }, valid);

  it('gives 1 to 5 points', () => {
    expect([CONTROL_POINTS_MIN, CONTROL_POINTS_MAX]).toEqual([1, 5]);
  });

  itRefusesTheField(controlSchema, valid, [
    ['visualCode', '', FieldErrorCode.REQUIRED],
    ['secretCode', ' ', FieldErrorCode.REQUIRED],
    ['secretCode', undefined, FieldErrorCode.REQUIRED],
    ['points', '', FieldErrorCode.REQUIRED],
    ['points', 'many', FieldErrorCode.NOT_A_NUMBER],
    ['points', 0, FieldErrorCode.OUT_OF_RANGE],
    ['points', 6, FieldErrorCode.OUT_OF_RANGE],
    ['points', 2.5, FieldErrorCode.OUT_OF_RANGE],
    ['lat', undefined, FieldErrorCode.REQUIRED],
    ['lat', 90.0001, FieldErrorCode.OUT_OF_RANGE],
    ['lat', -90.0001, FieldErrorCode.OUT_OF_RANGE],
    ['lng', 180.0001, FieldErrorCode.OUT_OF_RANGE],
    ['lng', -180.0001, FieldErrorCode.OUT_OF_RANGE],
    ['lng', Number.NaN, FieldErrorCode.NOT_A_NUMBER],
  ]);

  // Each number at its limit.
  itAcceptsTheField(controlSchema, valid, [
    ['points', 1],
    ['points', 5],
    ['lat', 90],
    ['lat', -90],
    ['lng', 180],
    ['lng', -180],
  ]);
});
