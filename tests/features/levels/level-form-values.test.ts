import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';
import { gameLevelSchema } from '../../../src/domain/schemas/game-level';
import {
  DEFAULT_MAX_DISTANCE_METERS,
  levelFormValues,
  maxDistanceShown,
  nextLevelOrder,
  orderTakenBy,
} from '../../../src/features/levels/level-form-values';
import { formData } from '../../ui/support/form-data';

const parse = (entries: Record<string, string>) =>
  fieldErrors(v.safeParse(gameLevelSchema, levelFormValues(formData(entries))));

describe('the level form values', () => {
  it('reads the check boxes as booleans', () => {
    expect(levelFormValues(formData({ allowCodePunching: 'on' }))).toMatchObject({
      allowGpsPunching: false,
      allowCodePunching: true,
    });
  });

  it('gives every rule of the seed its message', () => {
    expect(parse({ order: '1' })).toEqual({
      name: 'REQUIRED',
      minNumberControls: 'REQUIRED',
      allowGpsPunching: 'PUNCH_METHOD_REQUIRED',
    });
    expect(
      parse({ name: 'One', order: '1', minNumberControls: '2', allowGpsPunching: 'on' }),
    ).toEqual({ minDistanceLegalPunch: 'GPS_NEEDS_MAX_DISTANCE' });
    expect(
      parse({
        name: 'One',
        order: 'x',
        minNumberControls: '-1',
        allowCodePunching: 'on',
        minDistanceLegalPunch: '0',
      }),
    ).toEqual({
      order: 'NOT_A_NUMBER',
      minNumberControls: 'OUT_OF_RANGE',
      minDistanceLegalPunch: 'OUT_OF_RANGE',
    });
  });

  it('passes a complete level', () => {
    const result = v.safeParse(
      gameLevelSchema,
      levelFormValues(
        formData({
          name: 'One',
          description: '',
          order: '2',
          minNumberControls: '3',
          allowGpsPunching: 'on',
          minDistanceLegalPunch: '25',
        }),
      ),
    );
    expect(result.success && result.output).toEqual({
      name: 'One',
      description: null,
      order: 2,
      minNumberControls: 3,
      allowGpsPunching: true,
      allowCodePunching: false,
      minDistanceLegalPunch: 25,
    });
  });
});

describe('a new level', () => {
  it('comes after the highest order', () => {
    expect(nextLevelOrder([])).toBe(1);
    expect(nextLevelOrder([{ order: 1 }, { order: 5 }, { order: 3 }])).toBe(6);
  });
});

describe('the max distance shown', () => {
  it.each([
    ['a new level', null, '15'],
    ['a level with its own distance', { minDistanceLegalPunch: 40 }, '40'],
    ['a code-only level without one', { minDistanceLegalPunch: null }, ''],
  ])('%s shows %j', (_name, level, shown) => {
    expect(maxDistanceShown(level)).toBe(shown);
  });

  it('is the default of 15 m', () => {
    expect(DEFAULT_MAX_DISTANCE_METERS).toBe(15);
  });
});

describe('the level that has the order', () => {
  const clash = {
    gameLevelId: 'l1',
    levelName: 'Lake loop',
    levelOrder: 1,
    gameDefinitionId: 'g1',
    gameName: 'Club night',
  };
  const refusal = (extensions: Record<string, unknown>) => ({
    response: { errors: [{ message: 'BAD_INPUT', extensions }] },
  });

  it('is read from an ORDER_TAKEN refusal', () => {
    const error = refusal({
      code: 'BAD_INPUT',
      field: 'input.order',
      reason: 'ORDER_TAKEN',
      affected: { levels: [clash] },
    });
    expect(orderTakenBy(error)).toEqual(clash);
  });

  it.each([
    [
      'another field refusal',
      refusal({ code: 'BAD_INPUT', field: 'input.order', reason: 'OUT_OF_RANGE' }),
    ],
    ['another code', refusal({ code: 'FORBIDDEN' })],
    ['a network failure', new Error('offline')],
  ])('is null for %s', (_name, error) => {
    expect(orderTakenBy(error)).toBeNull();
  });
});
