/**
 * Games: `getGameDefinition`, `listGameDefinitions` (with an optional `filter`: the seed's
 * client looked a game up by id with limit 1; no screen here does, the API keeps it), the
 * start-area search `gameDefinitionByStateByStartGeoHash` (a key condition on the precision-10
 * start geohash, e.g. `beginsWith` a precision-4 cell; for state PUBLIC, the players' list, only
 * playable games, see src/domain/game-playability.ts), `createGameDefinition`,
 * `updateGameDefinition` and the field `GameDefinition.omaps` (the game's map links with their
 * maps, the primary map first; PRIVATE maps of others left out) and
 * `GameDefinition.publishMissing` (the publishing checklist's gaps,
 * src/domain/publish-checklist.ts). PRIVATE games are seen by their owner and Admins only. The
 * map link resolvers are their own module (omap-game-definition.resolvers.ts).
 */
import { canSee, type ApiContext } from '../graphql/api-context';
import { withInput, type ResolverMap } from '../graphql/resolver-map';
import { page, type KeyCondition, type PageArgs } from '../graphql/connection';
import { requireVisibility } from '../maps/visibility';
import {
  createGameDefinitionRepository,
  type GameDefinitionFilter,
  type GameDefinitionRow,
} from './game-definition.repository';
import {
  createGameDefinition,
  publishMissing,
  updateGameDefinition,
} from './game-definition.service';
import { createOmapGameDefinitionRepository } from './omap-game-definition.repository';
import { linkOut } from './link-out';

export const gameDefinitionResolvers: ResolverMap = {
  Query: {
    async getGameDefinition(_parent, { id }: { id: string }, context: ApiContext) {
      const row = await createGameDefinitionRepository(context.db).byId(id);
      return row && canSee(context, row) ? row : null;
    },

    listGameDefinitions(
      _parent,
      args: PageArgs & { filter?: GameDefinitionFilter | null },
      context: ApiContext,
    ) {
      const repository = createGameDefinitionRepository(context.db);
      const scope = `listGameDefinitions:${JSON.stringify(args.filter ?? null)}`;
      return page(context, scope, args, (offset, count) =>
        repository.list({ viewer: context.user, filter: args.filter, offset, count }),
      );
    },

    gameDefinitionByStateByStartGeoHash(
      _parent,
      args: PageArgs & { state: string; startGeoHash?: KeyCondition<string> | null },
      context: ApiContext,
    ) {
      requireVisibility(args.state, 'state');
      const repository = createGameDefinitionRepository(context.db);
      const scope = `gameDefinitionByStateByStartGeoHash:${JSON.stringify([
        args.state,
        args.startGeoHash,
        args.sortDirection,
      ])}`;
      return page(context, scope, args, (offset, count) =>
        repository.list({
          viewer: context.user,
          filter: { state: { eq: args.state }, startGeoHash: args.startGeoHash },
          descending: args.sortDirection === 'DESC',
          // The PUBLIC search is the players' list: only the games they can play.
          playableOnly: args.state === 'PUBLIC',
          offset,
          count,
        }),
      );
    },
  },

  Mutation: {
    createGameDefinition: withInput(createGameDefinition),
    updateGameDefinition: withInput(updateGameDefinition),
  },

  GameDefinition: {
    /** The publishing checklist's gaps, for the game's owner or an Admin (null for others). */
    publishMissing(parent: GameDefinitionRow, _args: unknown, context: ApiContext) {
      if (parent.owner !== context.user.sub && !context.user.isAdmin) return null;
      return publishMissing(context.db, parent);
    },

    async omaps(parent: GameDefinitionRow, args: PageArgs, context: ApiContext) {
      const repository = createOmapGameDefinitionRepository(context.db);
      const connection = await page(
        context,
        `GameDefinition.omaps:${parent.id}`,
        args,
        (offset, count) =>
          repository.mapsOfGame({
            gameDefinitionId: parent.id,
            viewer: context.user,
            offset,
            count,
          }),
      );
      return { ...connection, items: connection.items.map(linkOut) };
    },
  },
};
