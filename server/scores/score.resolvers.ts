/**
 * Scores: the public ranking of a period in an area (`listGameScoreRanking`), one owner's scores
 * (`listGameScoreByOwner`) and the reset of a player's points (`deleteGameScores`).
 *
 * Who sees what: the ranking lists PUBLIC scores only (a request for PRIVATE ones is FORBIDDEN
 * unless the caller is an Admin), so a private player still sees the shared ranking without being
 * in it. By owner, the state is the one asked for or PUBLIC (the seed's rule): anyone's PUBLIC
 * scores and a team's (always PUBLIC); PRIVATE ones only the owner's own, asked for explicitly. Only the owner or an Admin deletes a player's scores.
 */
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { requireSelf, type ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import { appError } from '../graphql/app-error';
import { page } from '../graphql/connection';
import { fieldRefusal } from '../graphql/input-validation';
import { createGameScoreRepository, type ScoreSum } from './game-score.repository';
import { parseScoreArgs, type ParsedScoreArgs, type ScoreArgs } from './score-args';

/** The seed's page size of an owner's scores. */
export const SCORE_BY_OWNER_PAGE_SIZE = 10;

/** A summed score as a GameScore; its id names everything it was summed over, so it is stable. */
function gameScoreOut(filter: ParsedScoreArgs, sum: ScoreSum) {
  return {
    id: [
      filter.ownerType,
      sum.owner,
      filter.period,
      filter.currentPeriod,
      filter.geoHashPrefix,
      sum.state,
    ].join('#'),
    state: sum.state,
    period: filter.period,
    currentPeriod: filter.currentPeriod,
    owner: sum.owner,
    ownerType: filter.ownerType,
    scoreType: filter.scoreType,
    gameGeoHash: filter.geoHashPrefix || null,
    leagueId: filter.leagueId,
    score: sum.score,
    ownerNickName: sum.ownerNickName,
  };
}

function scopeOf(name: string, filter: ParsedScoreArgs, extra: unknown[] = []): string {
  return `${name}:${JSON.stringify([
    filter.period,
    filter.currentPeriod,
    filter.state,
    filter.scoreType,
    filter.leagueId,
    filter.ownerType,
    filter.geoHashPrefix,
    filter.descending,
    ...extra,
  ])}`;
}

export const scoreResolvers: ResolverMap = {
  Query: {
    async listGameScoreRanking(_parent, args: ScoreArgs, context: ApiContext) {
      const filter = parseScoreArgs(args, context.now());
      const state = filter.state ?? 'PUBLIC';
      if (state !== 'PUBLIC' && !context.user.isAdmin) throw appError(ErrorCode.FORBIDDEN);
      const repository = createGameScoreRepository(context.db);
      const connection = await page(
        context,
        scopeOf('listGameScoreRanking', filter),
        args,
        (offset, count) => repository.ranking({ ...filter, state, offset, count }),
      );
      return { ...connection, items: connection.items.map((sum) => gameScoreOut(filter, sum)) };
    },

    async listGameScoreByOwner(
      _parent,
      args: ScoreArgs & { owner?: string | null },
      context: ApiContext,
    ) {
      const filter = parseScoreArgs(args, context.now());
      const owner = args.owner?.trim() || context.user.sub;
      const mayReadPrivate =
        context.user.isAdmin || (filter.ownerType === 'USER' && owner === context.user.sub);
      if (filter.state === 'PRIVATE' && !mayReadPrivate) throw appError(ErrorCode.FORBIDDEN);
      // The seed: "state from filter or PUBLIC" (a player's own private rows need PRIVATE asked).
      const states = [filter.state ?? 'PUBLIC'];
      const repository = createGameScoreRepository(context.db);
      const connection = await page(
        context,
        scopeOf('listGameScoreByOwner', filter, [owner]),
        args,
        (offset, count) => repository.ofOwner({ ...filter, owner, states, offset, count }),
        SCORE_BY_OWNER_PAGE_SIZE,
      );
      return { ...connection, items: connection.items.map((sum) => gameScoreOut(filter, sum)) };
    },
  },

  Mutation: {
    async deleteGameScores(_parent, args: { owner?: string | null }, context: ApiContext) {
      const owner = args.owner?.trim();
      if (!owner) throw fieldRefusal('owner', FieldErrorCode.REQUIRED);
      requireSelf(context, owner);
      const deletionCount = await createGameScoreRepository(context.db).deleteUserScores(owner);
      return { deletionCount };
    },
  },
};
