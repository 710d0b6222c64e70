import { describe, expect, it } from 'vitest';
import type { StoredGameState } from '../../../src/offline/db';
import type { CurrentGame } from '../../../src/offline/outbox';
import { postScanProblem } from '../../../src/features/play/scan-check';
import { cameraProblemOf } from '../../../src/features/play/scan-reader';
import { gameState, placedControl, storedGame, storedLevel } from './play-fixtures';

function gameOn(
  levelId: string,
  progress: StoredGameState['progress'] = 'ONGOING',
  codeOnFirstLevel = true,
): CurrentGame {
  const game = storedGame({
    levels: [storedLevel('l1', 1, { allowCodePunching: codeOnFirstLevel }), storedLevel('l2', 2)],
    levelControls: [placedControl('c1', 'l1'), placedControl('c2', 'l2')],
  });
  const current = gameState({
    progress,
    gameLevel: { id: levelId, minNumberControls: 1, order: levelId === 'l1' ? 1 : 2 },
  });
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
