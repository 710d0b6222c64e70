/**
 * The levels' query options (TanStack Query) and their keys: every level query's key starts with
 * `levelKeys.all`, so invalidating it after a write refreshes a game's levels, the levels open and
 * their control counts. A level's game is `gameQueries.detail` (game-queries.ts).
 * Options carry no `meta` (see game-queries.ts).
 */
import { fetchGameLevel, fetchGameLevels, fetchLevelControlCount } from './levels-api';
import { queryFor } from './query-for';

export const levelKeys = {
  all: ['game-levels'] as const,
  ofGame: (gameDefinitionId: string) => [...levelKeys.all, 'of-game', gameDefinitionId] as const,
  detail: (gameLevelId: string) => [...levelKeys.all, 'one', gameLevelId] as const,
  controlCount: (gameLevelId: string) => [...levelKeys.all, 'control-count', gameLevelId] as const,
};

export const levelQueries = {
  /** The game's levels, lowest order first. */
  ofGame: queryFor(levelKeys.ofGame, fetchGameLevels),
  detail: queryFor(levelKeys.detail, fetchGameLevel),
  controlCount: queryFor(levelKeys.controlCount, fetchLevelControlCount),
};
