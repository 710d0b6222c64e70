/**
 * Controls (posts): `getControl`, `controlsByOwner` and create, update, delete. The id may come
 * from the device. Inputs go through the domain's control schema without its points (points
 * belong to the control's place on a level). `secretCode` reaches editors and admins only, on
 * every path that returns a Control (this type's field resolver). Deleting a control used on a
 * level is CONTROL_IN_USE unless `force`, which removes it from every level first, in the same
 * transaction.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { ErrorCode } from '../../src/domain/error-codes';
import { controlSchema } from '../../src/domain/schemas/control';
import {
  canSeeSecrets,
  requireEditor,
  requireOwnerOrAdmin,
  requireSelf,
  type ApiContext,
} from '../graphql/api-context';
import type { ResolverMap } from '../graphql/api-schema';
import { appError } from '../graphql/app-error';
import { page, type PageArgs } from '../graphql/connection';
import { createGameLevelControlRepository } from '../levels/game-level-control.repository';
import { requireCondition, type MutationCondition } from '../graphql/mutation-condition';
import { inTransaction } from '../levels/transaction';
import { newRowId, merged, parseInput } from '../graphql/input-validation';
import { createControlRepository, type ControlRow } from './control.repository';

/** The control form without its points: what a Control itself holds. */
const controlFieldsSchema = v.omit(controlSchema, ['points']);

interface ControlFields {
  visualCode?: string | null;
  lat?: number | null;
  lng?: number | null;
  secretCode?: string | null;
}

interface CreateArgs {
  input: ControlFields & { id?: string | null };
}

interface UpdateArgs {
  input: ControlFields & { id: string };
  condition?: MutationCondition | null;
}

interface DeleteArgs {
  input: { id: string; force?: boolean | null };
  condition?: MutationCondition | null;
}

/** The stored control the caller may change, locked for the rest of the transaction. */
async function ownedControl(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<ControlRow> {
  const control = await createControlRepository(context.db).byIdForUpdate(id);
  if (!control) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  requireOwnerOrAdmin(context, control.owner);
  requireCondition(condition, control);
  return control;
}

export const controlResolvers: ResolverMap = {
  Query: {
    /** Its owner and Admins see a control; others only one placed in a game they may see. */
    async getControl(_parent, { id }: { id: string }, context: ApiContext) {
      const control = await createControlRepository(context.db).byId(id);
      if (!control) return null;
      if (control.owner === context.user.sub || context.user.isAdmin) return control;
      const placed = await createGameLevelControlRepository(context.db).isControlVisibleTo(
        id,
        context.user,
      );
      return placed ? control : null;
    },

    controlsByOwner(_parent, args: PageArgs & { owner: string }, context: ApiContext) {
      requireSelf(context, args.owner);
      const repository = createControlRepository(context.db);
      const scope = `controlsByOwner:${JSON.stringify([args.owner, args.sortDirection])}`;
      return page(context, scope, args, (offset, count) =>
        repository.listByOwner(args.owner, {
          descending: args.sortDirection === 'DESC',
          offset,
          count,
        }),
      );
    },
  },

  Mutation: {
    async createControl(_parent, { input }: CreateArgs, context: ApiContext) {
      requireEditor(context);
      const values = parseInput(controlFieldsSchema, { ...input });
      const id = newRowId(input.id, randomUUID);
      const now = context.now();
      const created = await createControlRepository(context.db).insert({
        ...values,
        id,
        owner: context.user.sub,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw appError(ErrorCode.BAD_INPUT, { field: 'input.id' });
      return created;
    },

    updateControl(_parent, { input, condition }: UpdateArgs, context: ApiContext) {
      requireEditor(context);
      return inTransaction(context, async (tx) => {
        const stored = await ownedControl(tx, input.id, condition);
        const values = parseInput(controlFieldsSchema, merged(stored, input));
        return createControlRepository(tx.db).update(stored.id, {
          ...values,
          updatedAt: tx.now(),
        });
      });
    },

    deleteControl(_parent, { input, condition }: DeleteArgs, context: ApiContext) {
      requireEditor(context);
      return inTransaction(context, async (tx) => {
        const stored = await ownedControl(tx, input.id, condition);
        const links = createGameLevelControlRepository(tx.db);
        if (input.force === true) {
          await links.deleteByControl(stored.id);
        } else if ((await links.countByControl(stored.id)) > 0) {
          throw appError(ErrorCode.CONTROL_IN_USE, { field: 'input.id' });
        }
        await createControlRepository(tx.db).delete(stored.id);
        return stored;
      });
    },
  },

  Control: {
    secretCode(parent: ControlRow, _args: unknown, context: ApiContext) {
      return canSeeSecrets(context) ? parent.secretCode : null;
    },
  },
};
