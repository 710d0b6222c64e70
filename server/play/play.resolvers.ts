/**
 * Play: starting and cancelling games, punching controls, and reading one's own game states and
 * punches (the seed's key queries by owner). A player reads only their own (an Admin anyone's);
 * a visit's secret code reaches editors and admins only. Scores are their own module
 * (../scores/score.resolvers.ts).
 */
import { FieldErrorCode } from '../../src/domain/error-codes';
import type { Db } from '../db/database';
import { requireSelf, type ApiContext } from '../graphql/api-context';
import { isAppError } from '../graphql/app-error';
import type { ResolverMap } from '../graphql/resolver-map';
import { page, type KeyCondition, type PageArgs } from '../graphql/connection';
import { createControlVisitRepository, type ControlVisitSortKey } from './control-visit.repository';
import { cancelGame, startNewGame } from './game.service';
import { createGameStateRepository } from './game-state.repository';
import { fieldRefusal } from '../graphql/input-validation';
import { controlVisitOut, gameStatesOut } from './play-output';
import { punchAtControl } from './punch.service';

interface OwnerPageArgs extends PageArgs {
  owner?: string | null;
}

/** The owner a by-owner query names: required, and the caller unless they are an Admin. */
function ownerOf(context: ApiContext, args: OwnerPageArgs): string {
  const owner = args.owner?.trim();
  if (!owner) throw fieldRefusal('owner', FieldErrorCode.REQUIRED);
  requireSelf(context, owner);
  return owner;
}

/** What the by-owner `list` of the game-state and the visit repositories takes. */
interface OwnerKeyQuery<K extends string> {
  owner: string;
  sortKey: K;
  key: KeyCondition<string> | null | undefined;
  descending: boolean;
  offset: number;
  count: number;
}

/**
 * A by-owner key query of the seed (`scope` by owner and `sortKey`, with a key condition on the
 * sort key): the owner is the caller (an Admin names anyone), `list` reads a page of rows and
 * `out` shapes them for the wire.
 */
function byOwner<K extends string, Row, Out>(
  scope: string,
  sortKey: K,
  list: (db: Db, query: OwnerKeyQuery<K>) => Promise<Row[]>,
  out: (context: ApiContext, rows: Row[]) => Out[] | Promise<Out[]>,
) {
  return async (
    _parent: unknown,
    args: OwnerPageArgs & Partial<Record<K, KeyCondition<string> | null>>,
    context: ApiContext,
  ) => {
    const owner = ownerOf(context, args);
    const key = args[sortKey];
    const pageScope = `${scope}:${JSON.stringify([sortKey, owner, key, args.sortDirection])}`;
    const descending = args.sortDirection === 'DESC';
    const connection = await page(context, pageScope, args, (offset, count) =>
      list(context.db, { owner, sortKey, key, descending, offset, count }),
    );
    return { ...connection, items: await out(context, connection.items) };
  };
}

const statesByOwner = (sortKey: 'progress' | 'gameId') =>
  byOwner(
    'gameStatesByOwner',
    sortKey,
    (db, query) => createGameStateRepository(db).list(query),
    gameStatesOut,
  );

const visitsByOwner = (sortKey: ControlVisitSortKey) =>
  byOwner(
    'controlVisitsByOwner',
    sortKey,
    (db, query) => createControlVisitRepository(db).list(query),
    (context, rows) => rows.map((row) => controlVisitOut(context, row)),
  );

export const playResolvers: ResolverMap = {
  Query: {
    async getGameState(_parent, { id }: { id: string }, context: ApiContext) {
      const row = await createGameStateRepository(context.db).byId(id);
      if (!row || (row.owner !== context.user.sub && !context.user.isAdmin)) return null;
      const [state] = await gameStatesOut(context, [row]);
      return state;
    },
    gameStatesByOwnerByProgress: statesByOwner('progress'),
    gameStatesByOwnerByGameId: statesByOwner('gameId'),
    controlVisitsByOwnerByGameStateId: visitsByOwner('gameStateId'),
    controlVisitsByOwnerByControlId: visitsByOwner('controlId'),
    controlVisitsByOwnerByGameStateGameId: visitsByOwner('gameStateGameId'),
  },

  Mutation: {
    async startNewGame(_parent, args: Record<string, unknown>, context: ApiContext) {
      const { states, levels } = await startNewGame(context, args);
      return gameStatesOut(context, states, levels);
    },

    async cancelGame(_parent, args: Record<string, unknown>, context: ApiContext) {
      const { states, levels } = await cancelGame(context, args);
      return gameStatesOut(context, states, levels);
    },

    async punchAtControl(_parent, args: Record<string, unknown>, context: ApiContext) {
      const outcome = await punchAtControl(context, args).catch((error: unknown) => {
        context.metrics?.countPunch(isAppError(error) ? String(error.extensions.code) : 'INTERNAL');
        throw error;
      });
      const { visit, states, levels } = outcome;
      context.metrics?.countPunch('accepted');
      if (outcome.replayed) context.metrics?.countSyncReplay();
      return {
        controlVisit: controlVisitOut(context, visit),
        gameStates: await gameStatesOut(context, states, levels),
      };
    },
  },
};
