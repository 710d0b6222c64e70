/**
 * Map links: the query `omapGameDefinitionByGameDefinition` (a game's links, by omapId key
 * condition), the link mutations (omap-game-definition.service.ts) and the fields
 * `OmapGameDefinition.omap` and `.gameDefinition`. A link to a map the caller may not see (a
 * PRIVATE map of another) is left out; a game the caller may not see has no links for them.
 */
import { canSee, type ApiContext } from '../graphql/api-context';
import { withInput, type ResolverMap } from '../graphql/resolver-map';
import { page, type KeyCondition, type PageArgs } from '../graphql/connection';
import { createOmapRepository } from '../maps/omap.repository';
import { omapOut } from '../maps/omap-out';
import { createGameDefinitionRepository } from './game-definition.repository';
import { linkOut, type LinkOut } from './link-out';
import { createOmapGameDefinitionRepository } from './omap-game-definition.repository';
import {
  createOmapGameDefinition,
  deleteOmapGameDefinition,
  updateOmapGameDefinition,
} from './omap-game-definition.service';

interface LinkArgs extends PageArgs {
  gameDefinitionId: string;
  omapId?: KeyCondition<string> | null;
}

export const omapGameDefinitionResolvers: ResolverMap = {
  Query: {
    async omapGameDefinitionByGameDefinition(_parent, args: LinkArgs, context: ApiContext) {
      const scope = `omapGameDefinitionByGameDefinition:${JSON.stringify([
        args.gameDefinitionId,
        args.omapId,
        args.sortDirection,
      ])}`;
      const game = await createGameDefinitionRepository(context.db).byId(args.gameDefinitionId);
      const repository = createOmapGameDefinitionRepository(context.db);
      const connection = await page(context, scope, args, (offset, count) =>
        game && canSee(context, game)
          ? repository.byGameDefinition({
              gameDefinitionId: args.gameDefinitionId,
              viewer: context.user,
              omapId: args.omapId,
              descending: args.sortDirection === 'DESC',
              offset,
              count,
            })
          : Promise.resolve([]),
      );
      return { ...connection, items: connection.items.map(linkOut) };
    },
  },

  Mutation: {
    createOmapGameDefinition: withInput(createOmapGameDefinition),
    updateOmapGameDefinition: withInput(updateOmapGameDefinition),
    deleteOmapGameDefinition: withInput(deleteOmapGameDefinition),
  },

  OmapGameDefinition: {
    async omap(parent: LinkOut, _args: unknown, context: ApiContext) {
      if (parent.omap) return parent.omap;
      const row = await createOmapRepository(context.db).byId(parent.omapId);
      return row && canSee(context, row) ? omapOut(row) : null;
    },

    async gameDefinition(parent: LinkOut, _args: unknown, context: ApiContext) {
      const row = await createGameDefinitionRepository(context.db).byId(parent.gameDefinitionId);
      return row && canSee(context, row) ? row : null;
    },
  },
};
