/**
 * Levels of a game: `getGameLevel`, `gameLevelsByGameDefinitionIdByOrder` and create, update and
 * delete. Inputs go through the domain's level schema (`gameLevelSchema`: a punch method, GPS
 * needs a maximum distance, minNumberControls required); only the game's owner or an Admin
 * changes its levels, and a level belongs to its game's owner whoever adds it.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../src/domain/error-codes';
import { gameLevelSchema } from '../../src/domain/schemas/game-level';
import { gameLevels } from '../db/schema/game';
import { requireEditor, type ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/api-schema';
import { appError } from '../graphql/app-error';
import {
  keyCondition,
  page,
  type KeyCondition,
  EMPTY_PAGE,
  type PageArgs,
} from '../graphql/connection';
import { ownedGameDefinition, visibleGameDefinition } from './game-definition-access';
import { createGameLevelControlRepository } from './game-level-control.repository';
import { createGameLevelRepository, type GameLevelRow } from './game-level.repository';
import { requireCondition, type MutationCondition } from '../graphql/mutation-condition';
import { inTransaction } from './transaction';
import { newRowId, merged, parseInput } from '../graphql/input-validation';

interface LevelFields {
  name?: string | null;
  description?: string | null;
  order?: number | null;
  minNumberControls?: number | null;
  allowGpsPunching?: boolean | null;
  allowCodePunching?: boolean | null;
  minDistanceLegalPunch?: number | null;
}

interface CreateArgs {
  input: LevelFields & { id?: string | null; gameDefinitionId: string };
  condition?: MutationCondition | null;
}

interface UpdateArgs {
  input: LevelFields & { id: string };
  condition?: MutationCondition | null;
}

interface DeleteArgs {
  input: { id: string };
  condition?: MutationCondition | null;
}

/**
 * The level fields with an explicit null punch method read as unchecked (false), as the form's
 * check box does, so "no method" is always PUNCH_METHOD_REQUIRED.
 */
function withFlags<T extends LevelFields>(input: T): T {
  return {
    ...input,
    allowGpsPunching: input.allowGpsPunching === null ? false : input.allowGpsPunching,
    allowCodePunching: input.allowCodePunching === null ? false : input.allowCodePunching,
  };
}

/** The stored level the caller may change, locked for the rest of the transaction. */
async function ownedLevel(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<GameLevelRow> {
  const level = await createGameLevelRepository(context.db).byIdForUpdate(id);
  if (!level) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  await ownedGameDefinition(context, level.gameDefinitionId, 'input.id');
  requireCondition(condition, level);
  return level;
}

export const gameLevelResolvers: ResolverMap = {
  Query: {
    async getGameLevel(_parent, { id }: { id: string }, context: ApiContext) {
      const level = await createGameLevelRepository(context.db).byId(id);
      if (!level) return null;
      return (await visibleGameDefinition(context, level.gameDefinitionId)) ? level : null;
    },

    async gameLevelsByGameDefinitionIdByOrder(
      _parent,
      args: PageArgs & { gameDefinitionId: string; order?: KeyCondition<number> | null },
      context: ApiContext,
    ) {
      if (!(await visibleGameDefinition(context, args.gameDefinitionId))) return EMPTY_PAGE;
      const repository = createGameLevelRepository(context.db);
      const scope = `gameLevelsByGameDefinitionIdByOrder:${JSON.stringify([args.gameDefinitionId, args.order, args.sortDirection])}`;
      const order = keyCondition(gameLevels.order, args.order);
      return page(context, scope, args, (offset, count) =>
        repository.listByGameDefinition({
          gameDefinitionId: args.gameDefinitionId,
          order,
          descending: args.sortDirection === 'DESC',
          offset,
          count,
        }),
      );
    },
  },

  Mutation: {
    async createGameLevel(_parent, { input }: CreateArgs, context: ApiContext) {
      requireEditor(context);
      const values = parseInput(gameLevelSchema, withFlags(input));
      const id = newRowId(input.id, randomUUID);
      const definition = await ownedGameDefinition(
        context,
        input.gameDefinitionId,
        'input.gameDefinitionId',
      );
      const now = context.now();
      const created = await createGameLevelRepository(context.db).insert({
        ...values,
        id,
        gameDefinitionId: definition.id,
        owner: definition.owner,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw appError(ErrorCode.BAD_INPUT, { field: 'input.id' });
      return created;
    },

    updateGameLevel(_parent, { input, condition }: UpdateArgs, context: ApiContext) {
      requireEditor(context);
      return inTransaction(context, async (tx) => {
        const stored = await ownedLevel(tx, input.id, condition);
        const values = parseInput(gameLevelSchema, merged(stored, withFlags(input)));
        return createGameLevelRepository(tx.db).update(stored.id, {
          ...values,
          updatedAt: tx.now(),
        });
      });
    },

    deleteGameLevel(_parent, { input, condition }: DeleteArgs, context: ApiContext) {
      requireEditor(context);
      return inTransaction(context, async (tx) => {
        const stored = await ownedLevel(tx, input.id, condition);
        // A level's controls stay in the control list; only their places on this level go.
        await createGameLevelControlRepository(tx.db).deleteByGameLevel(stored.id);
        await createGameLevelRepository(tx.db).delete(stored.id);
        return stored;
      });
    },
  },
};
