import { queryOptions } from '@tanstack/react-query';
import { fetchGameDefinition } from '../../api/games-api';
import { fetchGameLevel, fetchGameLevels, fetchLevelControlCount } from '../../api/levels-api';

/** Every level query's key starts with this (invalidate it after a change). */
export const LEVELS_KEY = ['game-levels'] as const;

/** The game (same key as the game screens, so they share the cache). */
export const levelGameQuery = (gameDefinitionId: string) =>
  queryOptions({
    queryKey: ['game-definitions', 'one', gameDefinitionId],
    queryFn: () => fetchGameDefinition(gameDefinitionId),
    meta: { handlesErrors: true },
  });

export const gameLevelsQuery = (gameDefinitionId: string) =>
  queryOptions({
    queryKey: [...LEVELS_KEY, 'of-game', gameDefinitionId],
    queryFn: () => fetchGameLevels(gameDefinitionId),
    meta: { handlesErrors: true },
  });

export const gameLevelQuery = (gameLevelId: string) =>
  queryOptions({
    queryKey: [...LEVELS_KEY, 'one', gameLevelId],
    queryFn: () => fetchGameLevel(gameLevelId),
    meta: { handlesErrors: true },
  });

export const levelControlCountQuery = (gameLevelId: string) =>
  queryOptions({
    queryKey: [...LEVELS_KEY, 'control-count', gameLevelId],
    queryFn: () => fetchLevelControlCount(gameLevelId),
    meta: { handlesErrors: true },
  });
