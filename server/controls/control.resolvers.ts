/**
 * Controls (posts): `getControl`, `controlsByOwner`, create, update, delete, and the field
 * `Control.secretCode`, which every path returning a Control goes through (editors and admins
 * only). The rules are in control.service.ts.
 */
import type { ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import type { PageArgs } from '../graphql/connection';
import type { WriteArgs } from '../graphql/mutation-condition';
import type { ControlRow } from './control.repository';
import {
  controlSecretCode,
  createControl,
  deleteControl,
  getControl,
  listControlsByOwner,
  updateControl,
  type CreateControlInput,
  type DeleteControlInput,
  type UpdateControlInput,
} from './control.service';

export const controlResolvers: ResolverMap = {
  Query: {
    getControl(_parent, { id }: { id: string }, context: ApiContext) {
      return getControl(context, id);
    },

    controlsByOwner(_parent, args: PageArgs & { owner: string }, context: ApiContext) {
      return listControlsByOwner(context, args);
    },
  },

  Mutation: {
    createControl(_parent, { input }: WriteArgs<CreateControlInput>, context: ApiContext) {
      return createControl(context, input);
    },

    updateControl(_parent, args: WriteArgs<UpdateControlInput>, context: ApiContext) {
      return updateControl(context, args.input, args.condition);
    },

    deleteControl(_parent, args: WriteArgs<DeleteControlInput>, context: ApiContext) {
      return deleteControl(context, args.input, args.condition);
    },
  },

  Control: {
    secretCode(parent: ControlRow, _args: unknown, context: ApiContext) {
      return controlSecretCode(context, parent);
    },
  },
};
