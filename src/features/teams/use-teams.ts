/**
 * The team screens' queries and their one mutation (any action of the table, or creating a team).
 * A move answers with the team's relations after it, which go straight into that team's details;
 * then every team query is refetched, since a move may change the viewer's other teams (switching
 * the active team makes the one before passive).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '../../api/graphql-client';
import { teamKeys, teamQueries } from '../../api/team-queries';
import {
  createNewTeam,
  deleteTeamRelation,
  requestTeamMembership,
  setTeamMemberState,
  type TeamRelationItem,
} from '../../api/teams-api';
import type { TeamAction } from '../../domain/team-rules';
import { runTeamAction, type TeamCalls } from './run-team-action';

// The team screens show their failures themselves.
const meta = { handlesErrors: true };

export function useMyTeams(enabled = true) {
  return useQuery({ ...teamQueries.mine(), enabled, meta });
}

export function useTeamDetails(teamName: string) {
  return useQuery({ ...teamQueries.details(teamName), meta });
}

/** The search for `query`; not sent while `query` is null (nothing searched yet). */
export function useTeamSearch(query: string | null) {
  return useQuery({ ...teamQueries.search(query ?? ''), enabled: query !== null, meta });
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
