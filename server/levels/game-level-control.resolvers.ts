/**
 * The controls of a level (`GameLevelControl`: a control placed on a level with its points, 1-5
 * by the domain's control schema): the three lists by level, by control and by game, create,
 * update (points) and delete (remove from the level), and the `control` field. Anyone signed in
 * reads those of a PUBLIC game (players need position, visual code and points to play); the
 * secret code is left to `Control.secretCode`, which shows it to editors and admins only.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { ErrorCode } from '../../src/domain/error-codes';
import { controlSchema } from '../../src/domain/schemas/control';
import { loadControl } from '../controls/control-loader';
import { createControlRepository } from '../controls/control.repository';
import { requireEditor, requireOwnerOrAdmin, type ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/api-schema';
import { appError } from '../graphql/app-error';
import { page, EMPTY_PAGE, type PageArgs } from '../graphql/connection';
import { ownedGameDefinition, visibleGameDefinition } from './game-definition-access';
import {
  createGameLevelControlRepository,
  type GameLevelControlRow,
} from './game-level-control.repository';
import { createGameLevelRepository } from './game-level.repository';
import { requireCondition, type MutationCondition } from '../graphql/mutation-condition';
import { inTransaction } from './transaction';
import { newRowId, merged, parseInput } from '../graphql/input-validation';

/** The part of the control form that lives on the level: its points. */
const pointsSchema = v.pick(controlSchema, ['points']);

/** `gameLevelControlByControlId` answers 10 by default (the seed's check before a delete). */
const BY_CONTROL_DEFAULT_LIMIT = 10;

interface CreateArgs {
  input: {
    id?: string | null;
    gameLevelId: string;
    gameDefinitionId: string;
    controlId: string;
    points?: number | null;
  };
  condition?: MutationCondition | null;
}

interface UpdateArgs {
  input: { id: string; points?: number | null };
  condition?: MutationCondition | null;
}

interface DeleteArgs {
  input: { id: string };
  condition?: MutationCondition | null;
}

const scopeOf = (name: string, ...keys: unknown[]) => `${name}:${JSON.stringify(keys)}`;

/** The stored link the caller may change, locked for the rest of the transaction. */
async function ownedLink(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<GameLevelControlRow> {
  const link = await createGameLevelControlRepository(context.db).byIdForUpdate(id);
  if (!link) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  await ownedGameDefinition(context, link.gameDefinitionId, 'input.id');
  requireCondition(condition, link);
  return link;
}

export const gameLevelControlResolvers: ResolverMap = {
  Query: {
    async gameLevelControlByGameLevelId(
      _parent,
      args: PageArgs & { gameLevelId: string },
      context: ApiContext,
    ) {
      const level = await createGameLevelRepository(context.db).byId(args.gameLevelId);
      if (!level || !(await visibleGameDefinition(context, level.gameDefinitionId))) {
        return EMPTY_PAGE;
      }
      const repository = createGameLevelControlRepository(context.db);
      const scope = scopeOf('gameLevelControlByGameLevelId', args.gameLevelId, args.sortDirection);
      return page(context, scope, args, (offset, count) =>
        repository.listByGameLevel(args.gameLevelId, {
          descending: args.sortDirection === 'DESC',
          offset,
          count,
        }),
      );
    },

    gameLevelControlByControlId(
      _parent,
      args: PageArgs & { controlId: string },
      context: ApiContext,
    ) {
      const repository = createGameLevelControlRepository(context.db);
      const scope = scopeOf('gameLevelControlByControlId', args.controlId, args.sortDirection);
      const limited = { ...args, limit: args.limit ?? BY_CONTROL_DEFAULT_LIMIT };
      return page(context, scope, limited, (offset, count) =>
        repository.listByControl(args.controlId, context.user, {
          descending: args.sortDirection === 'DESC',
          offset,
          count,
        }),
      );
    },

    async gameLevelControlByGameDefinitionId(
      _parent,
      args: PageArgs & { gameDefinitionId: string },
      context: ApiContext,
    ) {
      if (!(await visibleGameDefinition(context, args.gameDefinitionId))) return EMPTY_PAGE;
      const repository = createGameLevelControlRepository(context.db);
      const scope = scopeOf(
        'gameLevelControlByGameDefinitionId',
        args.gameDefinitionId,
        args.sortDirection,
      );
      return page(context, scope, args, (offset, count) =>
        repository.listByGameDefinition(args.gameDefinitionId, {
          descending: args.sortDirection === 'DESC',
          offset,
          count,
        }),
      );
    },
  },

  Mutation: {
    createGameLevelControl(_parent, { input }: CreateArgs, context: ApiContext) {
      requireEditor(context);
      const { points } = parseInput(pointsSchema, { points: input.points });
      const id = newRowId(input.id, randomUUID);
      return inTransaction(context, async (tx) => {
        const level = await createGameLevelRepository(tx.db).byId(input.gameLevelId);
        if (!level) throw appError(ErrorCode.NOT_FOUND, { field: 'input.gameLevelId' });
        const definition = await ownedGameDefinition(
          tx,
          level.gameDefinitionId,
          'input.gameLevelId',
        );
        if (input.gameDefinitionId !== level.gameDefinitionId) {
          throw appError(ErrorCode.BAD_INPUT, { field: 'input.gameDefinitionId' });
        }
        // Share-locked: a control being deleted is not placed on a level meanwhile.
        const control = await createControlRepository(tx.db).byIdForShare(input.controlId);
        if (!control) throw appError(ErrorCode.NOT_FOUND, { field: 'input.controlId' });
        requireOwnerOrAdmin(tx, control.owner);
        const repository = createGameLevelControlRepository(tx.db);
        const now = tx.now();
        const created = await repository.insert({
          id,
          gameLevelId: level.id,
          gameDefinitionId: level.gameDefinitionId,
          controlId: control.id,
          points,
          owner: definition.owner,
          createdAt: now,
          updatedAt: now,
        });
        if (created) return created;
        // Either the id is taken or the control is already on this level.
        const taken = await repository.byId(id);
        throw appError(ErrorCode.BAD_INPUT, { field: taken ? 'input.id' : 'input.controlId' });
      });
    },

    updateGameLevelControl(_parent, { input, condition }: UpdateArgs, context: ApiContext) {
      requireEditor(context);
      return inTransaction(context, async (tx) => {
        const stored = await ownedLink(tx, input.id, condition);
        const { points } = parseInput(pointsSchema, merged({ points: stored.points }, input));
        return createGameLevelControlRepository(tx.db).update(stored.id, {
          points,
          updatedAt: tx.now(),
        });
      });
    },

    deleteGameLevelControl(_parent, { input, condition }: DeleteArgs, context: ApiContext) {
      requireEditor(context);
      return inTransaction(context, async (tx) => {
        const stored = await ownedLink(tx, input.id, condition);
        await createGameLevelControlRepository(tx.db).delete(stored.id);
        return stored;
      });
    },
  },

  GameLevelControl: {
    control(parent: GameLevelControlRow, _args: unknown, context: ApiContext) {
      return loadControl(context, parent.controlId).then((control) => control ?? null);
    },
  },
};
