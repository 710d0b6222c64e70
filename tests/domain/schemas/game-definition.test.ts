import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { GAME_TYPES, gameDefinitionSchema } from '../../../src/domain/schemas/game-definition';
import { fieldErrorsOf, itAcceptsTheValidInput, itRefusesTheField } from './field-cases';

const valid = {
  name: 'Lake tour',
  type: 'levels',
  active: true,
  state: 'PUBLIC',
  omapIds: ['m1', 'm2'],
  startLat: 58.46,
  startLng: 8.77,
};
const errorsOf = fieldErrorsOf(gameDefinitionSchema);

describe('gameDefinitionSchema', () => {
  itAcceptsTheValidInput(gameDefinitionSchema, valid);

  it('offers the types classic and levels', () => {
    expect(GAME_TYPES).toEqual(['classic', 'levels']);
  });

  it('defaults to PRIVATE and no start position', () => {
    const { state: _state, startLat: _lat, startLng: _lng, ...minimal } = valid;
    expect(v.parse(gameDefinitionSchema, { ...minimal, active: false })).toEqual({
      ...minimal,
      active: false,
      state: 'PRIVATE',
      startLat: null,
      startLng: null,
    });
  });

  itRefusesTheField(gameDefinitionSchema, valid, [
    ['name', '', FieldErrorCode.REQUIRED],
    ['type', '', FieldErrorCode.REQUIRED],
    ['type', undefined, FieldErrorCode.REQUIRED],
    ['type', 'relay', FieldErrorCode.OUT_OF_RANGE],
    ['active', undefined, FieldErrorCode.REQUIRED],
    ['active', null, FieldErrorCode.REQUIRED],
    ['active', 'yes', FieldErrorCode.REQUIRED],
    ['state', 'SECRET', FieldErrorCode.OUT_OF_RANGE],
    ['omapIds', [], FieldErrorCode.MAP_REQUIRED],
    ['omapIds', undefined, FieldErrorCode.MAP_REQUIRED],
    ['omapIds', [' '], FieldErrorCode.MAP_REQUIRED],
    ['omapIds', 'm1', FieldErrorCode.MAP_REQUIRED],
    ['startLat', 100, FieldErrorCode.OUT_OF_RANGE],
    ['startLng', null, FieldErrorCode.REQUIRED],
    ['startLat', '', FieldErrorCode.REQUIRED],
  ]);

  it('a missing active choice is REQUIRED', () => {
    const { active: _active, ...withoutActive } = valid;
    expect(errorsOf(withoutActive)).toEqual({ active: FieldErrorCode.REQUIRED });
  });
});
