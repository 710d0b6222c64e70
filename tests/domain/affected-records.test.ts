import { describe, expect, it } from 'vitest';
import { readAffectedRecords } from '../../src/domain/affected-records';

const level = {
  gameLevelId: 'l1',
  levelName: 'Forest',
  levelOrder: 2,
  gameDefinitionId: 'g1',
  gameName: 'Club night',
};

describe('readAffectedRecords', () => {
  it('reads the levels a control is used on', () => {
    expect(readAffectedRecords({ levels: [level] })).toEqual({ levels: [level] });
  });

  it('reads the counts of a level in play', () => {
    expect(readAffectedRecords({ gameStateCount: 3, playerCount: 2 })).toEqual({
      gameStateCount: 3,
      playerCount: 2,
    });
  });

  it.each([undefined, null, 'levels', { levels: [{ gameLevelId: 1 }] }])(
    'gives an empty record for %j',
    (value) => {
      expect(readAffectedRecords(value)).toEqual({});
    },
  );
});
