/**
 * Controls (posts): read, list by owner, create, update and delete. The id may come from the
 * device. Inputs go through the domain's control schema without its points (points belong to the
 * control's place on a level). Its owner and Admins see a control; others only one placed in a
 * game they may see. `secretCode` reaches editors and admins only. Deleting a control used on a
 * level is CONTROL_IN_USE, naming those levels and their games in `extensions.affected.levels` (the
 * owner placed the control, so the owner may see them), unless `force`, which removes it from every
 * level first, in the same transaction.
 */
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
import { appError } from '../graphql/app-error';
import { page, type Connection, type PageArgs } from '../graphql/connection';
import { insertedRow, merged, newOwnedRow, parseInput } from '../graphql/input-validation';
import { lockedChange, rowToChange, type MutationCondition } from '../graphql/mutation-condition';
import { createGameLevelControlRepository } from '../levels/game-level-control.repository';
import { createControlRepository, type ControlRow } from './control.repository';

/** The control form without its points: what a Control itself holds. */
const controlFieldsSchema = v.omit(controlSchema, ['points']);

/** The fields of CreateControlInput and UpdateControlInput. */
export interface ControlFields {
  visualCode?: string | null;
  lat?: number | null;
  lng?: number | null;
  secretCode?: string | null;
}

export type CreateControlInput = ControlFields & { id?: string | null };
export type UpdateControlInput = ControlFields & { id: string };
export interface DeleteControlInput {
  id: string;
  force?: boolean | null;
}

/** The stored control the caller may change, locked for the rest of the transaction. */
async function ownedControl(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<ControlRow> {
  return rowToChange(
    await createControlRepository(context.db).byIdForUpdate(id),
    (control) => requireOwnerOrAdmin(context, control.owner),
    condition,
  );
}

/** The control when the caller owns it, is an Admin, or may see a game it is placed in. */
export async function getControl(context: ApiContext, id: string): Promise<ControlRow | null> {
  const control = await createControlRepository(context.db).byId(id);
  if (!control) return null;
  if (control.owner === context.user.sub || context.user.isAdmin) return control;
  const placed = await createGameLevelControlRepository(context.db).isControlVisibleTo(
    id,
    context.user,
  );
  return placed ? control : null;
}

/** A page of the caller's own controls (an Admin may list anyone's). */
export function listControlsByOwner(
  context: ApiContext,
  args: PageArgs & { owner: string },
): Promise<Connection<ControlRow>> {
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
}

/** The secret code for editors and admins, else null. */
export function controlSecretCode(context: ApiContext, control: ControlRow): string | null {
  return canSeeSecrets(context) ? control.secretCode : null;
}

export async function createControl(
  context: ApiContext,
  input: CreateControlInput,
): Promise<ControlRow> {
  requireEditor(context);
  const values = parseInput(controlFieldsSchema, { ...input });
  const key = newOwnedRow(context, input.id);
  return insertedRow(await createControlRepository(context.db).insert({ ...values, ...key }));
}

export const updateControl = lockedChange(ownedControl, (tx, stored, input: UpdateControlInput) => {
  const values = parseInput(controlFieldsSchema, merged(stored, input));
  return createControlRepository(tx.db).update(stored.id, {
    ...values,
    updatedAt: tx.now(),
  });
});

export const deleteControl = lockedChange(
  ownedControl,
  async (tx, stored, input: DeleteControlInput) => {
    const links = createGameLevelControlRepository(tx.db);
    if (input.force === true) {
      await links.deleteByControl(stored.id);
    } else {
      const levels = await links.levelsOfControl(stored.id);
      if (levels.length > 0) {
        throw appError(ErrorCode.CONTROL_IN_USE, { field: 'input.id', affected: { levels } });
      }
    }
    await createControlRepository(tx.db).delete(stored.id);
    return stored;
  },
);
