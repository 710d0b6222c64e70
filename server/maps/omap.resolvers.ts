/**
 * Map queries: `getOmap`, `listOmaps` and the map-area search `omapByStateByGeoHash` (a geohash
 * prefix, precision 4 cells from the domain). PRIVATE maps are seen by their owner and Admins.
 * Map writes (`createOmap`, `updateOmap`, `deleteOmap`) are in omap.service.ts.
 */
import { canSee, type ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import { page, type KeyCondition, type PageArgs } from '../graphql/connection';
import type { MutationCondition } from '../graphql/mutation-condition';
import { omapOut } from './omap-out';
import { createOmapRepository } from './omap.repository';
import { createOmap, deleteOmap, updateOmap, type OmapInput } from './omap.service';
import { requireVisibility } from './visibility';

export const omapResolvers: ResolverMap = {
  Query: {
    async getOmap(_parent, { id }: { id: string }, context: ApiContext) {
      const row = await createOmapRepository(context.db).byId(id);
      return row && canSee(context, row) ? omapOut(row) : null;
    },

    listOmaps(_parent, args: PageArgs, context: ApiContext) {
      const repository = createOmapRepository(context.db);
      return page(context, 'listOmaps', args, (offset, count) =>
        repository.list({ viewer: context.user, offset, count }),
      ).then((connection) => ({ ...connection, items: connection.items.map(omapOut) }));
    },

    omapByStateByGeoHash(
      _parent,
      args: PageArgs & { state: string; geoHash?: KeyCondition<string> | null },
      context: ApiContext,
    ) {
      const repository = createOmapRepository(context.db);
      requireVisibility(args.state, 'state');
      const scope = `omapByStateByGeoHash:${JSON.stringify([args.state, args.geoHash, args.sortDirection])}`;
      return page(context, scope, args, (offset, count) =>
        repository.list({
          viewer: context.user,
          state: args.state,
          geoHash: args.geoHash,
          descending: args.sortDirection === 'DESC',
          offset,
          count,
        }),
      ).then((connection) => ({ ...connection, items: connection.items.map(omapOut) }));
    },
  },

  Mutation: {
    async createOmap(_parent, { input }: { input: OmapInput }, context: ApiContext) {
      return omapOut(await createOmap(context, input));
    },

    async updateOmap(
      _parent,
      args: { input: OmapInput & { id: string }; condition?: MutationCondition | null },
      context: ApiContext,
    ) {
      return omapOut(await updateOmap(context, args.input, args.condition));
    },

    async deleteOmap(
      _parent,
      args: { input: { id: string }; condition?: MutationCondition | null },
      context: ApiContext,
    ) {
      return omapOut(await deleteOmap(context, args.input.id, args.condition));
    },
  },
};
