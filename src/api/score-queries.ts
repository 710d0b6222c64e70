/**
 * The scores' query options (TanStack Query) and their keys: every score query's key starts with
 * `scoreKeys.all`, so a reset of the player's points or a change of who sees them refreshes the
 * rankings, the player's own rows, the weekly points and the place shown after a game.
 * Options carry no `meta` (see game-queries.ts).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchOwnWeeklyPoints } from './identity-api';
import type { Visibility } from '../domain/schemas/field-schemas';
import { fetchOwnerScores, fetchRankingPage, type ScoreFilter } from './score-api';

export const scoreKeys = {
  all: ['score'] as const,
  ranking: (filter: ScoreFilter) => [...scoreKeys.all, 'ranking', filter] as const,
  /** The player's own rows in a ranking (`state`: which of their rows the screen reads). */
  own: (filter: ScoreFilter, owner: string, state?: string) =>
    [...scoreKeys.all, 'own', filter, owner, state] as const,
  weekly: (owner: string, weekKeys: readonly string[]) =>
    [...scoreKeys.all, 'weekly', owner, weekKeys] as const,
  /** The player's place in the week's ranking of a game's area, after the game `settled`. */
  place: (owner: string, filter: ScoreFilter | null, settled: string) =>
    [...scoreKeys.all, 'place', owner, filter, settled] as const,
};

export const scoreQueries = {
  /** The public ranking, `pageSize` rows a page. */
  ranking: (filter: ScoreFilter, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: scoreKeys.ranking(filter),
      queryFn: ({ pageParam }) => fetchRankingPage(filter, pageSize, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextToken ?? undefined,
    }),
  /** The owner's own rows in the ranking's filter, in `state` (see `fetchOwnerScores`). */
  own: (filter: ScoreFilter, owner: string, state?: Visibility) =>
    queryOptions({
      queryKey: scoreKeys.own(filter, owner, state),
      queryFn: () => fetchOwnerScores(filter, owner, state),
    }),
  /** The player's own total points of each week key (public and private). */
  weekly: (owner: string, weekKeys: readonly string[]) =>
    queryOptions({
      queryKey: scoreKeys.weekly(owner, weekKeys),
      queryFn: () => fetchOwnWeeklyPoints(owner, weekKeys),
    }),
};
