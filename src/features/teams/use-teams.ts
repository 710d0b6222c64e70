/**
 * The team screens' queries and their one mutation (any action of the table, or creating a team).
 * A move answers with the team's relations after it, which go straight into that team's details;
 * then every team query is refetched, since a move may change the viewer's other teams (switching
 * the active team makes the one before passive).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '../../api/graphql-client';
import {
  createNewTeam,
  deleteTeamRelation,
  getTeamDetails,
  listMyTeams,
  requestTeamMembership,
  searchTeamNames,
  setTeamMemberState,
  type TeamRelationItem,
} from '../../api/teams-api';
import { normaliseTeamName, teamNameSearchPrefix, type TeamAction } from '../../domain/team-rules';
import { runTeamAction, type TeamCalls } from './run-team-action';

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

const queryOptions = { meta: { handlesErrors: true }, retry: retryUnlessRefused };

export function useMyTeams(enabled = true) {
  return useQuery({ queryKey: teamKeys.mine, queryFn: listMyTeams, enabled, ...queryOptions });
}

export function useTeamDetails(teamName: string) {
  return useQuery({
    queryKey: teamKeys.details(teamName),
    queryFn: () => getTeamDetails(teamName),
    ...queryOptions,
  });
}

/** The search for `query`; not sent while `query` is null (nothing searched yet). */
export function useTeamSearch(query: string | null) {
  return useQuery({
    queryKey: teamKeys.search(query ?? ''),
    queryFn: () => searchTeamNames(query ?? ''),
    enabled: query !== null,
    ...queryOptions,
  });
}

const apiCalls: TeamCalls<TeamRelationItem[]> = {
  request: requestTeamMembership,
  setState: setTeamMemberState,
  remove: deleteTeamRelation,
  codeOf: apiErrorCode,
};

export interface TeamActionVariables {
  action: TeamAction;
  teamName: string;
  subjectNickName: string;
}

/** Runs one action; the caller shows the confirmation or the refusal. */
export function useTeamAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, teamName, subjectNickName }: TeamActionVariables) =>
      runTeamAction(apiCalls, action, teamName, subjectNickName),
    onSuccess: async (relations, { teamName }) => {
      queryClient.setQueryData(teamKeys.details(teamName), relations);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamName: string) => createNewTeam(teamName),
    onSuccess: async (relations) => {
      const teamName = relations[0]?.teamName;
      if (teamName !== undefined) queryClient.setQueryData(teamKeys.details(teamName), relations);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
