/**
 * The teams' query options (TanStack Query) and their keys: every team query's key starts with
 * `teamKeys.all`; a move (any action of the table, or a new team) may change the viewer's other
 * teams too (switching the active team makes the one before passive), so after one every team
 * query is invalidated. Options carry no `meta` (see game-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { normaliseTeamName, teamNameSearchPrefix } from '../domain/team-rules';
import { apiErrorCode } from './graphql-errors';
import { queryFor } from './query-for';
import { getTeamDetails, listMyTeams, searchTeamNames } from './teams-api';

export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  details: (teamName: string) => ['teams', 'details', normaliseTeamName(teamName)] as const,
  search: (query: string) => ['teams', 'search', teamNameSearchPrefix(query)] as const,
};

/** Retry once only when the answer was not a refusal of the catalogue (those will not change). */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && apiErrorCode(error) === null;
}

export const teamQueries = {
  /** The signed-in user's own relations, one a team. */
  mine: () =>
    queryOptions({ queryKey: teamKeys.mine, queryFn: listMyTeams, retry: retryUnlessRefused }),
  details: queryFor(teamKeys.details, getTeamDetails, { retry: retryUnlessRefused }),
  /** The teams whose name starts with `query` (searched by its prefix). */
  search: queryFor(teamKeys.search, searchTeamNames, { retry: retryUnlessRefused }),
};
