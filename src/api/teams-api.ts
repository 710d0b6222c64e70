/**
 * Teams on the wire: the three reads (searchTeamNames, getTeamDetails, listMyTeams) and the four
 * moves (createNewTeam, requestTeamMembership, setTeamMemberState, deleteTeamRelation). Every call
 * answers with relations: a move answers with the first page of the team's relations after it, as
 * getTeamDetails would. The server keys relations by the user's account (sub) and shows each under
 * the nickname stored when it was made; listMyTeams without a nickname lists the caller's own.
 */
import { TEAM_MEMBER_STATES, type TeamMemberState } from '../domain/team-rules';
import { graphql } from './generated/gql';
import type { TeamRelationFieldsFragment } from './generated/graphql';
import type { GraphqlDocument } from './graphql-client';
import { requestField } from './pages';

/** The list limit of the seed for teams. */
export const TEAM_LIST_LIMIT = 100;

/**
 * One relation of a user to a team; `lastActiveForTeam` is the ISO date-time of the member's
 * last points for the team (or of joining), or null.
 */
export type TeamRelationItem = Omit<ApiTeamRelation, 'state'> & { state: TeamMemberState };

type ApiTeamRelation = NonNullable<TeamRelationFieldsFragment['items'][number]>;

export const TEAM_RELATION_FRAGMENT = graphql(`
  fragment TeamRelationFields on ModelTeamRelationConnection {
    items {
      teamName
      teamState
      userNickName
      state
      lastActiveForTeam
    }
    nextToken
  }
`);

const SEARCH_TEAM_NAMES = graphql(`
  query SearchTeamNames($teamNameQuery: String!, $limit: Int) {
    searchTeamNames(teamNameQuery: $teamNameQuery, teamState: "ACTIVE", limit: $limit) {
      ...TeamRelationFields
    }
  }
`);

const GET_TEAM_DETAILS = graphql(`
  query GetTeamDetails($teamName: String!, $limit: Int) {
    getTeamDetails(teamName: $teamName, teamState: "ACTIVE", limit: $limit) {
      ...TeamRelationFields
    }
  }
`);

const LIST_MY_TEAMS = graphql(`
  query ListMyTeams($limit: Int) {
    listMyTeams(limit: $limit) {
      ...TeamRelationFields
    }
  }
`);

const CREATE_NEW_TEAM = graphql(`
  mutation CreateNewTeam($teamName: String!) {
    createNewTeam(teamName: $teamName) {
      ...TeamRelationFields
    }
  }
`);

const REQUEST_TEAM_MEMBERSHIP = graphql(`
  mutation RequestTeamMembership($teamName: String!) {
    requestTeamMembership(teamName: $teamName) {
      ...TeamRelationFields
    }
  }
`);

const SET_TEAM_MEMBER_STATE = graphql(`
  mutation SetTeamMemberState($teamName: String!, $userNickName: String!, $state: String!) {
    setTeamMemberState(teamName: $teamName, userNickName: $userNickName, state: $state) {
      ...TeamRelationFields
    }
  }
`);

const DELETE_TEAM_RELATION = graphql(`
  mutation DeleteTeamRelation($teamName: String!, $userNickName: String!) {
    deleteTeamRelation(teamName: $teamName, userNickName: $userNickName) {
      ...TeamRelationFields
    }
  }
`);

const MEMBER_STATES: ReadonlySet<string> = new Set(TEAM_MEMBER_STATES);

const hasMemberState = (relation: ApiTeamRelation | null): relation is TeamRelationItem =>
  relation !== null && MEMBER_STATES.has(relation.state);

/**
 * The relations `document` answers in its field `field` (each in one of the domain's member
 * states): every read and move answers a page of relations.
 */
async function relations<Field extends string, Variables extends object>(
  document: GraphqlDocument<Record<Field, TeamRelationFieldsFragment | null>, Variables>,
  variables: Variables,
  field: Field,
): Promise<TeamRelationItem[]> {
  const connection = await requestField(document, variables, field);
  return (connection?.items ?? []).filter(hasMemberState);
}

/** Relations of the teams whose name starts with the query (TEAM_NO_NAME_MATCH when none do). */
export async function searchTeamNames(teamNameQuery: string): Promise<TeamRelationItem[]> {
  return relations(SEARCH_TEAM_NAMES, { teamNameQuery, limit: TEAM_LIST_LIMIT }, 'searchTeamNames');
}

/** Every relation of one team (TEAM_NOT_FOUND when there is no active team by that name). */
export async function getTeamDetails(teamName: string): Promise<TeamRelationItem[]> {
  return relations(GET_TEAM_DETAILS, { teamName, limit: TEAM_LIST_LIMIT }, 'getTeamDetails');
}

/** The signed-in user's own relations, one a team. */
export async function listMyTeams(): Promise<TeamRelationItem[]> {
  return relations(LIST_MY_TEAMS, { limit: TEAM_LIST_LIMIT }, 'listMyTeams');
}

export async function createNewTeam(teamName: string): Promise<TeamRelationItem[]> {
  return relations(CREATE_NEW_TEAM, { teamName }, 'createNewTeam');
}

export async function requestTeamMembership(teamName: string): Promise<TeamRelationItem[]> {
  return relations(REQUEST_TEAM_MEMBERSHIP, { teamName }, 'requestTeamMembership');
}

export async function setTeamMemberState(
  teamName: string,
  userNickName: string,
  state: TeamMemberState,
): Promise<TeamRelationItem[]> {
  return relations(SET_TEAM_MEMBER_STATE, { teamName, userNickName, state }, 'setTeamMemberState');
}

export async function deleteTeamRelation(
  teamName: string,
  userNickName: string,
): Promise<TeamRelationItem[]> {
  return relations(DELETE_TEAM_RELATION, { teamName, userNickName }, 'deleteTeamRelation');
}
