/**
 * Controls (posts): `getControl`, `controlsByOwner`, create, update, delete, and the field
 * `Control.secretCode`, which every path returning a Control goes through (editors and admins
 * only). The rules are in control.service.ts.
 */
import type { ApiContext } from '../graphql/api-context';
import { withArgs, withId, withInput, type ResolverMap } from '../graphql/resolver-map';
import type { ControlRow } from './control.repository';
import {
  controlSecretCode,
  createControl,
  deleteControl,
  getControl,
  listControlsByOwner,
  updateControl,
} from './control.service';

export const controlResolvers: ResolverMap = {
  Query: {
    getControl: withId(getControl),
    controlsByOwner: withArgs(listControlsByOwner),
  },

  Mutation: {
    createControl: withInput(createControl),
    updateControl: withInput(updateControl),
    deleteControl: withInput(deleteControl),
  },

  Control: {
    secretCode(parent: ControlRow, _args: unknown, context: ApiContext) {
      return controlSecretCode(context, parent);
    },
  },
};
