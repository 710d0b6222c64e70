import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { startNewGameInputSchema } from '../../../src/domain/schemas/game-start';
import { PUNCH_ID_MAX_LENGTH } from '../../../src/domain/schemas/punch';
import { itRefusesTheField } from './field-cases';

describe('startNewGameInputSchema', () => {
  const valid = { gameId: 'g1', gameDefinitionId: 'd1' };

  it('accepts the original arguments, the optional ones null', () => {
    expect(v.parse(startNewGameInputSchema, valid)).toEqual({
      ...valid,
      gameStateId: null,
      startedAt: null,
    });
  });

  it('keeps a device state id and start time', () => {
    const input = { ...valid, gameStateId: 's1', startedAt: '2026-11-18T09:00:00.000Z' };
    expect(v.parse(startNewGameInputSchema, input)).toEqual(input);
  });

  itRefusesTheField(startNewGameInputSchema, valid, [
    ['gameId', ' ', FieldErrorCode.REQUIRED],
    ['gameDefinitionId', '', FieldErrorCode.GAME_DEFINITION_ID_MISSING],
    ['gameId', 'x'.repeat(PUNCH_ID_MAX_LENGTH + 1), FieldErrorCode.OUT_OF_RANGE],
    ['gameStateId', 'x'.repeat(PUNCH_ID_MAX_LENGTH + 1), FieldErrorCode.OUT_OF_RANGE],
    ['startedAt', '2026-11-18', FieldErrorCode.OUT_OF_RANGE],
    ['startedAt', '2026-02-30T10:00:00Z', FieldErrorCode.OUT_OF_RANGE],
  ]);
});
