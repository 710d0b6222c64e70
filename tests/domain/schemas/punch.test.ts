import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  PUNCH_ID_MAX_LENGTH,
  codePunchSchema,
  gpsPunchSchema,
  punchAtControlInputSchema,
  punchHasPosition,
  punchHasSecretCode,
} from '../../../src/domain/schemas/punch';
import {
  fieldErrorsOf,
  itAcceptsTheField,
  itAcceptsTheValidInput,
  itRefusesTheField,
} from './field-cases';

describe('codePunchSchema', () => {
  const valid = {
    controlId: 'c1',
    gameDefinitionId: 'g1',
    gameLevelId: 'l1',
    controlSecretCode: ' Fox ',
  };
  const errorsOf = fieldErrorsOf(codePunchSchema);

  itAcceptsTheValidInput(codePunchSchema, valid, { ...valid, controlSecretCode: 'Fox' });

  it.each([
    ['controlId', FieldErrorCode.CONTROL_ID_MISSING],
    ['gameDefinitionId', FieldErrorCode.GAME_DEFINITION_ID_MISSING],
    ['gameLevelId', FieldErrorCode.GAME_LEVEL_ID_MISSING],
    ['controlSecretCode', FieldErrorCode.SECRET_CODE_MISSING],
  ])('a missing or blank %s gives %s', (field, code) => {
    const { [field as keyof typeof valid]: _dropped, ...without } = valid;
    expect(errorsOf(without)).toEqual({ [field]: code });
    expect(errorsOf({ ...valid, [field]: '  ' })).toEqual({ [field]: code });
  });
});

describe('gpsPunchSchema', () => {
  const valid = { controlId: 'c1', gameStateId: 's1', lat: 58.46, lng: 8.77, accuracy: 12 };
  const errorsOf = fieldErrorsOf(gpsPunchSchema);

  it('accepts a valid input, accuracy optional', () => {
    expect(v.parse(gpsPunchSchema, valid)).toEqual(valid);
    expect(v.parse(gpsPunchSchema, { ...valid, accuracy: undefined })).toEqual({
      ...valid,
      accuracy: null,
    });
  });

  itRefusesTheField(gpsPunchSchema, valid, [
    ['controlId', '', FieldErrorCode.CONTROL_ID_MISSING],
    ['gameStateId', '', FieldErrorCode.REQUIRED],
    ['lat', null, FieldErrorCode.REQUIRED],
    ['lng', 181, FieldErrorCode.OUT_OF_RANGE],
    ['accuracy', -0.1, FieldErrorCode.OUT_OF_RANGE],
    ['accuracy', 'far', FieldErrorCode.NOT_A_NUMBER],
  ]);

  it('accepts an accuracy of 0', () => {
    expect(errorsOf({ ...valid, accuracy: 0 })).toEqual({});
  });
});

describe('punchAtControlInputSchema', () => {
  const valid = {
    id: 'punch-1',
    controlId: 'c1',
    gameStateId: 's1',
    controlSecretCode: 'fox',
    lat: 58.46,
    lng: 8.77,
    accuracy: 5,
    punchedAt: '2024-06-15T12:00:00.000Z',
    nextGameStateId: 'state-2',
  };
  const errorsOf = fieldErrorsOf(punchAtControlInputSchema);

  itAcceptsTheValidInput(punchAtControlInputSchema, valid);

  it('accepts the arguments of the original API (no id, time, code or position)', () => {
    expect(v.parse(punchAtControlInputSchema, { controlId: 'c1', gameStateId: 's1' })).toEqual({
      id: null,
      controlId: 'c1',
      gameStateId: 's1',
      controlSecretCode: null,
      lat: null,
      lng: null,
      accuracy: null,
      punchedAt: null,
      nextGameStateId: null,
    });
  });

  itRefusesTheField(punchAtControlInputSchema, valid, [
    ['controlId', '', FieldErrorCode.CONTROL_ID_MISSING],
    ['gameStateId', undefined, FieldErrorCode.REQUIRED],
    ['id', 'x'.repeat(PUNCH_ID_MAX_LENGTH + 1), FieldErrorCode.OUT_OF_RANGE],
    ['nextGameStateId', 'x'.repeat(PUNCH_ID_MAX_LENGTH + 1), FieldErrorCode.OUT_OF_RANGE],
    ['punchedAt', 'yesterday', FieldErrorCode.OUT_OF_RANGE],
    ['punchedAt', '2024-06-15T12:00', FieldErrorCode.OUT_OF_RANGE],
    ['punchedAt', '2024-06-15T12:00:00', FieldErrorCode.OUT_OF_RANGE],
    ['punchedAt', '2024-02-30T12:00:00Z', FieldErrorCode.OUT_OF_RANGE],
    ['accuracy', -1, FieldErrorCode.OUT_OF_RANGE],
    ['lat', 91, FieldErrorCode.OUT_OF_RANGE],
  ]);

  itAcceptsTheField(punchAtControlInputSchema, valid, [
    ['id', 'x'.repeat(PUNCH_ID_MAX_LENGTH)],
    ['punchedAt', '2024-02-29T23:59:59+01:00'],
    ['punchedAt', '2024-06-15T12:00:00.123456Z'],
  ]);

  it.each([
    ['lat', 'lng'],
    ['lng', 'lat'],
  ])('%s without %s gives REQUIRED on %s', (given, missing) => {
    expect(errorsOf({ ...valid, [missing]: null })).toEqual({
      [missing]: FieldErrorCode.REQUIRED,
    });
    expect(errorsOf({ ...valid, [given]: 1, [missing]: undefined })).toEqual({
      [missing]: FieldErrorCode.REQUIRED,
    });
  });

  it.each([
    [{ lat: 1, lng: 2 }, true],
    [{ lat: 0, lng: 0 }, true],
    [{ lat: null, lng: 2 }, false],
    [{ lat: 1, lng: null }, false],
  ])('punchHasPosition(%j) is %s', (position, expected) => {
    expect(punchHasPosition(position)).toBe(expected);
  });

  it.each([
    ['fox', true],
    ['  ', false],
    [null, false],
  ])('punchHasSecretCode(%j) is %s', (controlSecretCode, expected) => {
    expect(punchHasSecretCode({ controlSecretCode })).toBe(expected);
  });
});
