import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { controlSchema } from '../../../src/domain/schemas/control';
import { fieldRange, fieldRangeOf } from '../../../src/domain/schemas/field-range';
import {
  latitude,
  longitude,
  optionalLatitude,
  optionalLongitude,
  requiredText,
} from '../../../src/domain/schemas/field-schemas';
import { gameDefinitionSchema } from '../../../src/domain/schemas/game-definition';
import { gameLevelSchema } from '../../../src/domain/schemas/game-level';

describe('fieldRange: the limits a field schema names', () => {
  it.each([
    ['latitude', latitude(), { min: -90, max: 90 }],
    ['longitude', longitude(), { min: -180, max: 180 }],
    ['optional latitude (a check)', optionalLatitude(), { min: -90, max: 90 }],
    ['optional longitude (a check)', optionalLongitude(), { min: -180, max: 180 }],
  ])('%s', (_name, schema, expected) => {
    expect(fieldRange(schema)).toEqual(expected);
  });

  it('a lower limit alone', () => {
    expect(fieldRange(v.pipe(v.number(), v.minValue(1, FieldErrorCode.OUT_OF_RANGE)))).toEqual({
      min: 1,
    });
  });

  it('no range on a text', () => {
    expect(fieldRange(requiredText())).toBeNull();
  });
});

describe('fieldRangeOf: a form field by name', () => {
  it('control points 1 to 5', () => {
    expect(fieldRangeOf(controlSchema, 'points')).toEqual({ min: 1, max: 5, integer: true });
  });

  it("a game's start latitude (a form schema wrapped in a pipe)", () => {
    expect(fieldRangeOf(gameDefinitionSchema, 'startLat')).toEqual({ min: -90, max: 90 });
  });

  it("a level's order has a lower limit only", () => {
    const range = fieldRangeOf(gameLevelSchema, 'order');
    expect(range?.max).toBeUndefined();
    expect(typeof range?.min).toBe('number');
  });

  it("a level's GPS distance must be above 0 (a check named by its metadata)", () => {
    expect(fieldRangeOf(gameLevelSchema, 'minDistanceLegalPunch')).toEqual({ moreThan: 0 });
  });

  it('no range for a field the form does not have', () => {
    expect(fieldRangeOf(controlSchema, 'nothing')).toBeNull();
  });
});
