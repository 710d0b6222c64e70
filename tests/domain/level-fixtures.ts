/**
 * The levels the game-progress and punch-judgement tests play, and a player's state on one:
 * level 1 needs 2 of its controls a, b and c, level 2 needs d, level 3 needs 2 of e and f.
 */
import {
  GameProgress,
  type GameState,
  type LevelWithControls,
} from '../../src/domain/game-progress';

export const level1: LevelWithControls = {
  id: 'L1',
  order: 1,
  minNumberControls: 2,
  controlIds: ['a', 'b', 'c'],
};
export const level2: LevelWithControls = {
  id: 'L2',
  order: 2,
  minNumberControls: 1,
  controlIds: ['d'],
};
export const level3: LevelWithControls = {
  id: 'L3',
  order: 3,
  minNumberControls: 2,
  controlIds: ['e', 'f'],
};

/** Player user-1's state of game game-1 on `level`. */
export const stateOn = (
  level: LevelWithControls,
  progress: GameProgress = GameProgress.ONGOING,
): GameState => ({
  id: `state-${level.id}`,
  gameId: 'game-1',
  gameDefinitionId: 'def-1',
  owner: 'user-1',
  progress,
  gameLevel: { id: level.id, minNumberControls: level.minNumberControls, order: level.order },
});
