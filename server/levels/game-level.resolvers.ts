/**
 * Levels of a game: `getGameLevel`, `gameLevelsByGameDefinitionIdByOrder` and create, update and
 * delete. The rules (who may, the domain's level schema, the transaction) are in
 * game-level.service.ts.
 */
import type { ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import type { WriteArgs } from '../graphql/mutation-condition';
import {
  createGameLevel,
  deleteGameLevel,
  getGameLevel,
  listGameLevels,
  updateGameLevel,
  type CreateGameLevelInput,
  type DeleteGameLevelInput,
  type GameLevelListArgs,
  type UpdateGameLevelInput,
} from './game-level.service';

export const gameLevelResolvers: ResolverMap = {
  Query: {
    getGameLevel(_parent, { id }: { id: string }, context: ApiContext) {
      return getGameLevel(context, id);
    },

    gameLevelsByGameDefinitionIdByOrder(_parent, args: GameLevelListArgs, context: ApiContext) {
      return listGameLevels(context, args);
    },
  },

  Mutation: {
    createGameLevel(_parent, { input }: WriteArgs<CreateGameLevelInput>, context: ApiContext) {
      return createGameLevel(context, input);
    },

    updateGameLevel(_parent, args: WriteArgs<UpdateGameLevelInput>, context: ApiContext) {
      return updateGameLevel(context, args.input, args.condition);
    },

    deleteGameLevel(_parent, args: WriteArgs<DeleteGameLevelInput>, context: ApiContext) {
      return deleteGameLevel(context, args.input, args.condition);
    },
  },
};
