import { queryOptions } from '@tanstack/react-query';
import {
  fetchControlsByOwner,
  fetchControlsGame,
  fetchControlsLevel,
  fetchLevelControls,
} from '../../api/controls-api';

/** Every control query's key starts with this (invalidate it after a change). */
export const CONTROLS_KEY = ['controls-editor'] as const;

export const controlsGameQuery = (gameDefinitionId: string) =>
  queryOptions({
    queryKey: [...CONTROLS_KEY, 'game', gameDefinitionId],
    queryFn: () => fetchControlsGame(gameDefinitionId),
    meta: { handlesErrors: true },
  });

export const controlsLevelQuery = (gameLevelId: string) =>
  queryOptions({
    queryKey: [...CONTROLS_KEY, 'level', gameLevelId],
    queryFn: () => fetchControlsLevel(gameLevelId),
    meta: { handlesErrors: true },
  });

export const levelControlsQuery = (gameLevelId: string) =>
  queryOptions({
    queryKey: [...CONTROLS_KEY, 'level-controls', gameLevelId],
    queryFn: () => fetchLevelControls(gameLevelId),
    meta: { handlesErrors: true },
  });

export const ownControlsQuery = (owner: string) =>
  queryOptions({
    queryKey: [...CONTROLS_KEY, 'by-owner', owner],
    queryFn: () => fetchControlsByOwner(owner),
    meta: { handlesErrors: true },
  });
