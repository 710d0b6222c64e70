import { describe, expect, it } from 'vitest';
import {
  PlayabilityGap,
  firstLevelGaps,
  isPlayable,
  playabilityGaps,
  type PlayabilityGame,
  type PlayabilityLevel,
} from '../../src/domain/game-playability';

const level = (change: Partial<PlayabilityLevel> = {}): PlayabilityLevel => ({
  id: 'L1',
  order: 1,
  minNumberControls: 2,
  allowGpsPunching: true,
  allowCodePunching: false,
  controlCount: 2,
  ...change,
});

const game = (change: Partial<PlayabilityGame> = {}): PlayabilityGame => ({
  active: true,
  state: 'PUBLIC',
  levels: [level()],
  ...change,
});

describe('playabilityGaps', () => {
  it('finds nothing missing in an active public game whose first level can be completed', () => {
    expect(playabilityGaps(game())).toEqual([]);
    expect(isPlayable(game())).toBe(true);
  });

  it.each([
    ['inactive', { active: false }, [PlayabilityGap.INACTIVE]],
    ['private', { state: 'PRIVATE' }, [PlayabilityGap.NOT_PUBLIC]],
    ['without levels', { levels: [] }, [PlayabilityGap.NO_LEVEL]],
    [
      'inactive, private and without levels',
      { active: false, state: 'PRIVATE', levels: [] },
      [PlayabilityGap.INACTIVE, PlayabilityGap.NOT_PUBLIC, PlayabilityGap.NO_LEVEL],
    ],
  ])('names a game %s', (_what, change: Partial<PlayabilityGame>, gaps) => {
    expect(playabilityGaps(game(change))).toEqual(gaps);
    expect(isPlayable(game(change))).toBe(false);
  });

  it.each([
    // [minimum, controls, playable]: a level needs max(1, minimum) controls.
    [2, 1, false],
    [2, 2, true],
    [2, 3, true],
    [0, 0, false],
    [0, 1, true],
    [1, 0, false],
    [1, 1, true],
  ])('with a minimum of %i and %i controls on the first level: %s', (min, count, playable) => {
    const gaps = playabilityGaps(
      game({ levels: [level({ minNumberControls: min, controlCount: count })] }),
    );
    expect(gaps).toEqual(playable ? [] : [PlayabilityGap.TOO_FEW_CONTROLS]);
  });

  it.each([
    [true, false, true],
    [false, true, true],
    [true, true, true],
    [false, false, false],
  ])('GPS %s and code %s on the first level: playable %s', (gps, code, playable) => {
    const gaps = playabilityGaps(
      game({ levels: [level({ allowGpsPunching: gps, allowCodePunching: code })] }),
    );
    expect(gaps).toEqual(playable ? [] : [PlayabilityGap.NO_PUNCH_METHOD]);
  });

  it('judges the first level by order (ties by id), not the first in the list', () => {
    const empty = level({ id: 'B', order: 1, controlCount: 0 });
    const full = level({ id: 'C', order: 2 });
    expect(playabilityGaps(game({ levels: [full, empty] }))).toEqual([
      PlayabilityGap.TOO_FEW_CONTROLS,
    ]);
    const tieFull = level({ id: 'A', order: 1 });
    expect(playabilityGaps(game({ levels: [empty, tieFull] }))).toEqual([]);
  });

  it('reads only the first level: a later empty level does not stop the start', () => {
    const later = level({ id: 'L2', order: 2, controlCount: 0, allowGpsPunching: false });
    expect(isPlayable(game({ levels: [level(), later] }))).toBe(true);
  });

  it('leaves NOT_PUBLIC out for the owner’s own test play, and nothing else', () => {
    const own = game({ state: 'PRIVATE', active: false });
    expect(playabilityGaps(own, { requirePublic: false })).toEqual([PlayabilityGap.INACTIVE]);
    expect(isPlayable(game({ state: 'PRIVATE' }), { requirePublic: false })).toBe(true);
  });
});

describe('firstLevelGaps', () => {
  it('reads the levels alone, as a phone holding a pack does', () => {
    expect(firstLevelGaps([])).toEqual([PlayabilityGap.NO_LEVEL]);
    expect(firstLevelGaps([level()])).toEqual([]);
    expect(firstLevelGaps([level({ controlCount: 0, allowGpsPunching: false })])).toEqual([
      PlayabilityGap.TOO_FEW_CONTROLS,
      PlayabilityGap.NO_PUNCH_METHOD,
    ]);
  });
});
