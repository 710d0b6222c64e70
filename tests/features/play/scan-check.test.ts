import { describe, expect, it } from 'vitest';
import type { StoredGame, StoredGameState, StoredLevel } from '../../../src/offline/db';
import type { CurrentGame } from '../../../src/offline/outbox';
import { postScanProblem } from '../../../src/features/play/scan-check';
import { cameraProblemOf } from '../../../src/features/play/scan-reader';

const level = (id: string, order: number, allowCodePunching: boolean): StoredLevel => ({
  id,
  name: null,
  description: null,
  order,
  minNumberControls: 1,
  allowGpsPunching: true,
  allowCodePunching,
  minDistanceLegalPunch: 15,
});

const placed = (controlId: string, gameLevelId: string) => ({
  id: `lc-${controlId}`,
  gameLevelId,
  controlId,
  points: 1,
  visualCode: controlId,
  lat: 58.46,
  lng: 8.77,
});

function gameOn(
  levelId: string,
  progress: StoredGameState['progress'] = 'ONGOING',
  codeOnFirstLevel = true,
): CurrentGame {
  const game: StoredGame = {
    gameDefinitionId: 'g',
    name: 'Game',
    type: 'levels',
    startLat: 58.46,
    startLng: 8.77,
    startGeoHash: null,
    levels: [level('l1', 1, codeOnFirstLevel), level('l2', 2, true)],
    levelControls: [placed('c1', 'l1'), placed('c2', 'l2')],
    omaps: [],
    storedAt: 0,
    v: 1,
  };
  const current: StoredGameState = {
    id: 's1',
    gameId: 'game-1',
    gameDefinitionId: 'g',
    owner: 'u',
    progress,
    gameLevel: { id: levelId, minNumberControls: 1, order: levelId === 'l1' ? 1 : 2 },
    source: 'device',
    createdAt: 0,
    v: 1,
  };
  return { game, states: [current], current: progress === 'ONGOING' ? current : null, punches: [] };
}

describe('whether a scanned post can be punched in the game played', () => {
  it.each([
    ['no game on the device', null, 'c1', 'no-game'],
    ['a completed game', gameOn('l1', 'COMPLETE'), 'c1', 'no-game'],
    ['a post of another game', gameOn('l1'), 'other', 'other-game'],
    ['a level without code punching', gameOn('l1', 'ONGOING', false), 'c1', 'no-code-punching'],
    ['a post of the level played', gameOn('l1'), 'c1', null],
    // Left to the punch's own rules (CONTROL_NOT_ON_LEVEL), as for a typed code.
    ['a post of a later level of the same game', gameOn('l1'), 'c2', null],
  ] as const)('%s: %s', (_case, game, controlId, problem) => {
    expect(postScanProblem(game, controlId)).toBe(problem);
  });
});

describe("the camera's refusal in words", () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ] as const)('%s reads as %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('camera', name))).toBe(problem);
  });

  it('reads anything else as a failure', () => {
    expect(cameraProblemOf('no camera')).toBe('failed');
  });
});
