/**
 * Levels of a game: `getGameLevel`, `gameLevelsByGameDefinitionIdByOrder` and create, update and
 * delete. The rules (who may, the domain's level schema, the transaction) are in
 * game-level.service.ts.
 */
import { withArgs, withId, withInput, type ResolverMap } from '../graphql/resolver-map';
import {
  createGameLevel,
  deleteGameLevel,
  getGameLevel,
  listGameLevels,
  updateGameLevel,
} from './game-level.service';

export const gameLevelResolvers: ResolverMap = {
  Query: {
    getGameLevel: withId(getGameLevel),
    gameLevelsByGameDefinitionIdByOrder: withArgs(listGameLevels),
  },

  Mutation: {
    createGameLevel: withInput(createGameLevel),
    updateGameLevel: withInput(updateGameLevel),
    deleteGameLevel: withInput(deleteGameLevel),
  },
};
