import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { levelSearchSchema, levelsSearchSchema } from '../../../src/features/levels/level-search';

describe('the selected game and level in the address', () => {
  it('keeps both ids', () => {
    expect(v.parse(levelSearchSchema, { gameDefinitionId: 'g', gameLevelId: 7 })).toEqual({
      gameDefinitionId: 'g',
      gameLevelId: '7',
    });
  });

  it('reads a missing or blank id as absent', () => {
    expect(v.parse(levelSearchSchema, { gameDefinitionId: ' ' })).toEqual({
      gameDefinitionId: undefined,
      gameLevelId: undefined,
    });
    expect(v.parse(levelsSearchSchema, {})).toEqual({ gameDefinitionId: undefined });
  });
});
