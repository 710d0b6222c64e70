import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/error-codes';
import type { PunchEntry } from '../../../src/offline/db';
import {
  currentLevelControls,
  levelProgress,
  markOf,
  nearestOpenControl,
  standingPunches,
} from '../../../src/features/play/play-logic';
import {
  FRESH_FIX_MAX_AGE_MS,
  fixAgeMs,
  isFixFresh,
  positionErrorCode,
} from '../../../src/ui/position/position-fix';
import { gameState, placedControl, punchEntry, storedGame, storedLevel } from './play-fixtures';

const control = (id: string, levelId: string, lat: number, visualCode: string | null = id) =>
  placedControl(id, levelId, { lat, visualCode });

const game = storedGame({
  levels: [storedLevel('l1', 1, { name: 'One', minNumberControls: 2 })],
  levelControls: [
    control('c1', 'l1', 58.46),
    control('c2', 'l1', 58.461, null),
    control('c3', 'l1', 58.47),
    control('x1', 'l2', 58.46),
  ],
});

const state = (progress: 'ONGOING' | 'COMPLETE' = 'ONGOING') =>
  gameState({ progress, gameLevel: { id: 'l1', minNumberControls: 2, order: 1 } });

const punch = (
  controlId: string,
  seq: number,
  status: PunchEntry['status'],
  method: PunchEntry['method'] = 'GPS',
  gameId = 'game-1',
) => punchEntry(seq, { controlId, status, method, gameId });

describe('fix freshness', () => {
  it.each([
    [0, true],
    [FRESH_FIX_MAX_AGE_MS, true],
    [FRESH_FIX_MAX_AGE_MS + 1, false],
  ])('a fix %i ms old is fresh: %s', (age, fresh) => {
    expect(isFixFresh({ fixAt: 100_000 }, 100_000 + age)).toBe(fresh);
  });

  it('has no fix, so no fresh fix', () => {
    expect(isFixFresh(null, 0)).toBe(false);
  });

  it('counts a fix stamped a little ahead of the clock as 0 ms old', () => {
    expect(fixAgeMs({ fixAt: 2_000 }, 1_000)).toBe(0);
  });
});

describe('geolocation failures', () => {
  it.each([
    [1, ErrorCode.POSITION_DENIED],
    [2, ErrorCode.POSITION_UNKNOWN],
    [3, ErrorCode.POSITION_TIMEOUT],
    [99, ErrorCode.POSITION_UNKNOWN],
  ])('code %i reads as %s', (code, expected) => {
    expect(positionErrorCode(code)).toBe(expected);
  });
});

describe('the controls of the current level', () => {
  it("are the level’s controls only, labelled by visual code or their place plus 100 (the seed's display id)", () => {
    const controls = currentLevelControls(game, state(), []);
    expect(controls.map((c) => [c.controlId, c.label, c.mark])).toEqual([
      ['c1', 'c1', 'open'],
      ['c2', '101', 'open'],
      ['c3', 'c3', 'open'],
    ]);
  });

  it('are none when the game is complete (the stored list is cleared)', () => {
    expect(currentLevelControls(game, state('COMPLETE'), [])).toEqual([]);
    expect(currentLevelControls(game, null, [])).toEqual([]);
  });

  it('mark GPS punches punched, code punches waiting until accepted, refused ones open', () => {
    const controls = currentLevelControls(game, state(), [
      punch('c1', 1, 'queued'),
      punch('c2', 2, 'queued', 'CODE'),
      punch('c3', 3, 'refused', 'CODE'),
    ]);
    expect(controls.map((c) => c.mark)).toEqual(['punched', 'waiting-verification', 'open']);
  });

  it('ignore punches of another game', () => {
    const controls = currentLevelControls(game, state(), [
      punch('c1', 1, 'accepted', 'GPS', 'old'),
    ]);
    expect(controls[0]?.mark).toBe('open');
  });

  it('count towards the level’s minimum', () => {
    const controls = currentLevelControls(game, state(), [punch('c1', 1, 'accepted')]);
    expect(levelProgress(controls, state())).toEqual({ punched: 1, required: 2 });
  });
});

describe('standing punches', () => {
  it('keep the latest standing punch of each control', () => {
    const standing = standingPunches(
      [punch('c1', 1, 'refused', 'CODE'), punch('c1', 2, 'accepted', 'CODE')],
      'game-1',
    );
    expect(markOf(standing.get('c1'))).toBe('punched');
  });

  it.each([
    ['queued', 'GPS', 'punched'],
    ['sign-in-needed', 'GPS', 'punched'],
    ['queued', 'CODE', 'waiting-verification'],
    ['sign-in-needed', 'CODE', 'waiting-verification'],
    ['accepted', 'CODE', 'punched'],
  ] as const)('a %s %s punch marks its control %s', (status, method, mark) => {
    expect(markOf(punch('c1', 1, status, method))).toBe(mark);
  });
});

describe('the nearest open control', () => {
  it('skips punched controls and measures in metres', () => {
    const controls = currentLevelControls(game, state(), [punch('c1', 1, 'queued')]);
    const here = { lat: 58.46, lng: 8.77 };
    const nearest = nearestOpenControl(controls, here);
    expect(nearest?.control.controlId).toBe('c2');
    expect(nearest?.distanceMeters).toBeCloseTo(111.2, 0);
  });

  it('is none when every control is punched', () => {
    const controls = currentLevelControls(game, state(), [
      punch('c1', 1, 'queued'),
      punch('c2', 2, 'queued'),
      punch('c3', 3, 'queued'),
    ]);
    expect(nearestOpenControl(controls, { lat: 58.46, lng: 8.77 })).toBeNull();
  });
});
