import { describe, expect, it } from 'vitest';
import type { PlayabilityLevel } from '../../src/domain/game-playability';
import {
  PublishGap,
  becomesPublished,
  isTestPlay,
  publishGaps,
  type PublishableGame,
} from '../../src/domain/publish-checklist';

const level = (change: Partial<PlayabilityLevel> = {}): PlayabilityLevel => ({
  id: 'L1',
  order: 1,
  minNumberControls: 2,
  allowGpsPunching: false,
  allowCodePunching: true,
  controlCount: 2,
  ...change,
});

const game = (change: Partial<PublishableGame> = {}): PublishableGame => ({
  omapCount: 1,
  startLat: 58.46,
  startLng: 8.77,
  levels: [level()],
  ...change,
});

describe('publishGaps', () => {
  it('finds nothing missing in a game with a map, a start and completable levels', () => {
    expect(publishGaps(game())).toEqual([]);
  });

  it('names everything a new game lacks, in checklist order', () => {
    expect(publishGaps({ omapCount: 0, startLat: null, startLng: null, levels: [] })).toEqual([
      PublishGap.NO_MAP,
      PublishGap.NO_START,
      PublishGap.NO_LEVEL,
    ]);
  });

  it.each([
    ['one control under the minimum', 1, [PublishGap.TOO_FEW_CONTROLS]],
    ['exactly the minimum', 2, []],
    ['one over the minimum', 3, []],
  ])('reads a first level with %s', (_what, controlCount, gaps) => {
    expect(publishGaps(game({ levels: [level({ controlCount })] }))).toEqual(gaps);
  });

  it('needs a punch method on the first level', () => {
    const none = level({ allowCodePunching: false });
    expect(publishGaps(game({ levels: [none] }))).toEqual([PublishGap.NO_PUNCH_METHOD]);
  });

  it('needs every later level to hold its minimum (a minimum of 0 needs one control)', () => {
    const short = level({ id: 'L2', order: 2, minNumberControls: 3, controlCount: 2 });
    const empty = level({ id: 'L3', order: 3, minNumberControls: 0, controlCount: 0 });
    const full = level({ id: 'L3', order: 3, minNumberControls: 0, controlCount: 1 });
    expect(publishGaps(game({ levels: [level(), short] }))).toEqual([
      PublishGap.LEVEL_TOO_FEW_CONTROLS,
    ]);
    expect(publishGaps(game({ levels: [level(), empty] }))).toEqual([
      PublishGap.LEVEL_TOO_FEW_CONTROLS,
    ]);
    expect(publishGaps(game({ levels: [full, level({ id: 'L2', order: 2 })] }))).toEqual([]);
  });

  it('judges the first level by order, not by list position', () => {
    const later = level({ id: 'L2', order: 2, controlCount: 0 });
    expect(publishGaps(game({ levels: [later, level()] }))).toEqual([
      PublishGap.LEVEL_TOO_FEW_CONTROLS,
    ]);
  });
});

describe('becomesPublished', () => {
  it.each([
    [null, { active: true, state: 'PUBLIC' }, true],
    [{ active: false, state: 'PRIVATE' }, { active: true, state: 'PUBLIC' }, true],
    [{ active: true, state: 'PRIVATE' }, { active: true, state: 'PUBLIC' }, true],
    [{ active: true, state: 'PUBLIC' }, { active: true, state: 'PUBLIC' }, false],
    [{ active: false, state: 'PRIVATE' }, { active: true, state: 'PRIVATE' }, false],
    [{ active: false, state: 'PRIVATE' }, { active: false, state: 'PUBLIC' }, false],
  ])('from %o to %o: %s', (before, after, expected) => {
    expect(becomesPublished(before, after)).toBe(expected);
  });
});

describe('isTestPlay', () => {
  const published = { owner: 'editor', active: true, state: 'PUBLIC' };
  const draft = { owner: 'editor', active: false, state: 'PRIVATE' };
  const player = { sub: 'player', isAdmin: false };
  const admin = { sub: 'admin', isAdmin: true };
  const editor = { sub: 'editor', isAdmin: false };

  it.each([
    ['the owner of a draft', draft, editor, true],
    ['the owner of a published game', published, editor, true],
    ['an Admin on a draft', draft, admin, true],
    ['an Admin on an active PRIVATE game', { ...draft, active: true }, admin, true],
    ['an Admin on a published game', published, admin, false],
    ['a player on a published game', published, player, false],
  ])('%s: %s', (_who, game, who, expected) => {
    expect(isTestPlay(game, who)).toBe(expected);
  });
});
