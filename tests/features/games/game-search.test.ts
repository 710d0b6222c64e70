import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gameSelectionSearchSchema } from '../../../src/features/games/game-search';

describe('the selected game in the address', () => {
  it('keeps an id, as text even when the router read it as a number', () => {
    expect(v.parse(gameSelectionSearchSchema, { gameDefinitionId: 'abc-1' })).toEqual({
      gameDefinitionId: 'abc-1',
    });
    expect(v.parse(gameSelectionSearchSchema, { gameDefinitionId: 42 })).toEqual({
      gameDefinitionId: '42',
    });
  });

  it('reads a missing, blank or malformed id as absent rather than failing', () => {
    for (const gameDefinitionId of [undefined, '', '   ', null, { id: 1 }, 'x'.repeat(201)]) {
      expect(v.parse(gameSelectionSearchSchema, { gameDefinitionId })).toEqual({
        gameDefinitionId: undefined,
      });
    }
  });
});
