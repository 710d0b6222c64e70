import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { gameLevelSchema, levelControlsWarning } from '../../../src/domain/schemas/game-level';
import { fieldErrorsOf, itAcceptsTheValidInput, itRefusesTheField } from './field-cases';

const valid = {
  name: 'Level 1',
  description: 'Around the lake',
  order: 1,
  minNumberControls: 3,
  allowGpsPunching: true,
  allowCodePunching: false,
  minDistanceLegalPunch: 10,
};
const errorsOf = fieldErrorsOf(gameLevelSchema);

describe('gameLevelSchema', () => {
  itAcceptsTheValidInput(gameLevelSchema, valid);

  it('reads numbers from form text and fills optional fields', () => {
    expect(
      v.parse(gameLevelSchema, {
        name: ' Level 2 ',
        order: '1',
        minNumberControls: ' 0 ',
        allowCodePunching: true,
        minDistanceLegalPunch: '',
      }),
    ).toEqual({
      name: 'Level 2',
      description: null,
      order: 1,
      minNumberControls: 0,
      allowGpsPunching: false,
      allowCodePunching: true,
      minDistanceLegalPunch: null,
    });
  });

  itRefusesTheField(gameLevelSchema, valid, [
    ['name', '', FieldErrorCode.REQUIRED],
    ['order', '', FieldErrorCode.REQUIRED],
    ['order', 0, FieldErrorCode.OUT_OF_RANGE],
    ['order', '0', FieldErrorCode.OUT_OF_RANGE],
    ['order', -1, FieldErrorCode.OUT_OF_RANGE],
    ['order', 1.5, FieldErrorCode.OUT_OF_RANGE],
    ['minNumberControls', undefined, FieldErrorCode.REQUIRED],
    ['minNumberControls', null, FieldErrorCode.REQUIRED],
    ['minNumberControls', '', FieldErrorCode.REQUIRED],
    ['minNumberControls', 'three', FieldErrorCode.NOT_A_NUMBER],
    ['minNumberControls', Number.NaN, FieldErrorCode.NOT_A_NUMBER],
    ['minNumberControls', Number.POSITIVE_INFINITY, FieldErrorCode.NOT_A_NUMBER],
    ['minNumberControls', -1, FieldErrorCode.OUT_OF_RANGE],
    ['minNumberControls', 2.5, FieldErrorCode.OUT_OF_RANGE],
    ['minDistanceLegalPunch', 0, FieldErrorCode.OUT_OF_RANGE],
    ['minDistanceLegalPunch', -5, FieldErrorCode.OUT_OF_RANGE],
    ['minDistanceLegalPunch', '10 m', FieldErrorCode.NOT_A_NUMBER],
    ['allowGpsPunching', 'yes', FieldErrorCode.REQUIRED],
  ]);

  it('accepts a minimum of 0 controls', () => {
    expect(errorsOf({ ...valid, minNumberControls: 0 })).toEqual({});
  });

  it('needs at least one punch method, reported on allowGpsPunching', () => {
    expect(errorsOf({ ...valid, allowGpsPunching: false, allowCodePunching: false })).toEqual({
      allowGpsPunching: FieldErrorCode.PUNCH_METHOD_REQUIRED,
    });
  });

  it.each([
    [true, false],
    [false, true],
    [true, true],
  ])('accepts GPS %s and code %s', (allowGpsPunching, allowCodePunching) => {
    expect(errorsOf({ ...valid, allowGpsPunching, allowCodePunching })).toEqual({});
  });

  it.each([undefined, null, ''])('GPS without a max distance (%j) needs one', (distance) => {
    expect(errorsOf({ ...valid, minDistanceLegalPunch: distance })).toEqual({
      minDistanceLegalPunch: FieldErrorCode.GPS_NEEDS_MAX_DISTANCE,
    });
  });

  it('code punching alone needs no max distance', () => {
    const codeOnly = { ...valid, allowGpsPunching: false, allowCodePunching: true };
    expect(errorsOf({ ...codeOnly, minDistanceLegalPunch: null })).toEqual({});
  });
});

describe('levelControlsWarning', () => {
  it.each([
    [3, 2, true],
    [3, 3, true],
    [3, 4, false],
    [0, 0, true],
    [0, 1, false],
  ])('minimum %i with %i controls warns: %s', (minNumberControls, controlCount, warns) => {
    expect(levelControlsWarning({ minNumberControls, controlCount })).toBe(warns);
  });
});
