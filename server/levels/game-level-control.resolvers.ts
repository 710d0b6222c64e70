/**
 * The controls of a level (`GameLevelControl`): the three lists by level, by control and by game,
 * create, update (points) and delete, and the `control` field. The rules are in
 * game-level-control.service.ts; the secret code is left to `Control.secretCode`, which shows it
 * to editors and admins only.
 */
import { loadControl } from '../controls/control-loader';
import type { ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import type { PageArgs } from '../graphql/connection';
import type { WriteArgs } from '../graphql/mutation-condition';
import type { GameLevelControlRow } from './game-level-control.repository';
import {
  createGameLevelControl,
  deleteGameLevelControl,
  listByControl,
  listByGameDefinition,
  listByGameLevel,
  updateGameLevelControl,
  type CreateGameLevelControlInput,
  type UpdateGameLevelControlInput,
} from './game-level-control.service';

export const gameLevelControlResolvers: ResolverMap = {
  Query: {
    gameLevelControlByGameLevelId(
      _parent,
      args: PageArgs & { gameLevelId: string },
      context: ApiContext,
    ) {
      return listByGameLevel(context, args);
    },

    gameLevelControlByControlId(
      _parent,
      args: PageArgs & { controlId: string },
      context: ApiContext,
    ) {
      return listByControl(context, args);
    },

    gameLevelControlByGameDefinitionId(
      _parent,
      args: PageArgs & { gameDefinitionId: string },
      context: ApiContext,
    ) {
      return listByGameDefinition(context, args);
    },
  },

  Mutation: {
    createGameLevelControl(
      _parent,
      { input }: WriteArgs<CreateGameLevelControlInput>,
      context: ApiContext,
    ) {
      return createGameLevelControl(context, input);
    },

    updateGameLevelControl(
      _parent,
      args: WriteArgs<UpdateGameLevelControlInput>,
      context: ApiContext,
    ) {
      return updateGameLevelControl(context, args.input, args.condition);
    },

    deleteGameLevelControl(_parent, args: WriteArgs<{ id: string }>, context: ApiContext) {
      return deleteGameLevelControl(context, args.input.id, args.condition);
    },
  },

  GameLevelControl: {
    async control(parent: GameLevelControlRow, _args: unknown, context: ApiContext) {
      return (await loadControl(context, parent.controlId)) ?? null;
    },
  },
};
