/**
 * The controls of a level (`GameLevelControl`): the three lists by level, by control and by game,
 * create, update (points) and delete, and the `control` field. The rules are in
 * game-level-control.service.ts; the secret code is left to `Control.secretCode`, which shows it
 * to editors and admins only.
 */
import { loadControl } from '../controls/control-loader';
import type { ApiContext } from '../graphql/api-context';
import { withArgs, withInput, type ResolverMap } from '../graphql/resolver-map';
import type { GameLevelControlRow } from './game-level-control.repository';
import {
  createGameLevelControl,
  deleteGameLevelControl,
  listByControl,
  listByGameDefinition,
  listByGameLevel,
  updateGameLevelControl,
} from './game-level-control.service';

export const gameLevelControlResolvers: ResolverMap = {
  Query: {
    gameLevelControlByGameLevelId: withArgs(listByGameLevel),
    gameLevelControlByControlId: withArgs(listByControl),
    gameLevelControlByGameDefinitionId: withArgs(listByGameDefinition),
  },

  Mutation: {
    createGameLevelControl: withInput(createGameLevelControl),
    updateGameLevelControl: withInput(updateGameLevelControl),
    deleteGameLevelControl: withInput(deleteGameLevelControl),
  },

  GameLevelControl: {
    async control(parent: GameLevelControlRow, _args: unknown, context: ApiContext) {
      return (await loadControl(context, parent.controlId)) ?? null;
    },
  },
};
