/**
 * The control editor's query options (TanStack Query) and their keys: every one starts with
 * `controlKeys.all`, so invalidating it after a write refreshes the level's controls, its game and
 * level as the editor shows them, and the editor's own controls. Options carry no `meta` (see
 * game-queries.ts).
 */
import { fetchControlsByOwner, fetchLevelControls } from './controls-api';
import { fetchGameDefinition } from './games-api';
import { fetchGameLevel } from './levels-api';
import { queryFor } from './query-for';

export const controlKeys = {
  all: ['controls-editor'] as const,
  game: (gameDefinitionId: string) => [...controlKeys.all, 'game', gameDefinitionId] as const,
  level: (gameLevelId: string) => [...controlKeys.all, 'level', gameLevelId] as const,
  levelControls: (gameLevelId: string) =>
    [...controlKeys.all, 'level-controls', gameLevelId] as const,
  byOwner: (owner: string) => [...controlKeys.all, 'by-owner', owner] as const,
};

export const controlQueries = {
  /** The game with its linked maps, as the control editor draws them. */
  game: queryFor(controlKeys.game, fetchGameDefinition),
  level: queryFor(controlKeys.level, fetchGameLevel),
  /** Every control on the level, with its points there. */
  levelControls: queryFor(controlKeys.levelControls, fetchLevelControls),
  /** The editor's own controls, to place one on another level. */
  byOwner: queryFor(controlKeys.byOwner, fetchControlsByOwner),
};
