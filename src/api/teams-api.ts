/**
 * Teams on the wire: the three reads (searchTeamNames, getTeamDetails, listMyTeams) and the four
 * moves (createNewTeam, requestTeamMembership, setTeamMemberState, deleteTeamRelation). Every call
 * answers with relations: a move answers with the first page of the team's relations after it, as
 * getTeamDetails would. The server keys relations by the user's account (sub) and shows each under
 * the nickname stored when it was made; listMyTeams without a nickname lists the caller's own.
 */
import type { TeamMemberState } from '../domain/team-rules';
import { graphqlRequest } from './graphql-client';

/** The list limit of the seed for teams. */
export const TEAM_LIST_LIMIT = 100;

export interface TeamRelationItem {
  teamName: string;
  teamState: string;
  userNickName: string;
  state: TeamMemberState;
  /** ISO date-time of the member's last points for the team (or of joining), or null. */
  lastActiveForTeam: string | null;
}

interface Connection {
  items: (TeamRelationItem | null)[];
  nextToken: string | null;
}

const FIELDS = 'items { teamName teamState userNickName state lastActiveForTeam } nextToken';

const SEARCH_TEAM_NAMES = `query SearchTeamNames($teamNameQuery: String!, $limit: Int) {
  searchTeamNames(teamNameQuery: $teamNameQuery, teamState: "ACTIVE", limit: $limit) { ${FIELDS} }
}`;

const GET_TEAM_DETAILS = `query GetTeamDetails($teamName: String!, $limit: Int) {
  getTeamDetails(teamName: $teamName, teamState: "ACTIVE", limit: $limit) { ${FIELDS} }
}`;

const LIST_MY_TEAMS = `query ListMyTeams($limit: Int) {
  listMyTeams(limit: $limit) { ${FIELDS} }
}`;

const CREATE_NEW_TEAM = `mutation CreateNewTeam($teamName: String!) {
  createNewTeam(teamName: $teamName) { ${FIELDS} }
}`;

const REQUEST_TEAM_MEMBERSHIP = `mutation RequestTeamMembership($teamName: String!) {
  requestTeamMembership(teamName: $teamName) { ${FIELDS} }
}`;

const SET_TEAM_MEMBER_STATE = `mutation SetTeamMemberState(
  $teamName: String!
  $userNickName: String!
  $state: String!
) {
  setTeamMemberState(teamName: $teamName, userNickName: $userNickName, state: $state) { ${FIELDS} }
}`;

const DELETE_TEAM_RELATION = `mutation DeleteTeamRelation($teamName: String!, $userNickName: String!) {
  deleteTeamRelation(teamName: $teamName, userNickName: $userNickName) { ${FIELDS} }
}`;

function items(connection: Connection | null): TeamRelationItem[] {
  return (connection?.items ?? []).filter((item): item is TeamRelationItem => item !== null);
}

/** Relations of the teams whose name starts with the query (TEAM_NO_NAME_MATCH when none do). */
export async function searchTeamNames(teamNameQuery: string): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ searchTeamNames: Connection | null }, object>(
    SEARCH_TEAM_NAMES,
    { teamNameQuery, limit: TEAM_LIST_LIMIT },
  );
  return items(data.searchTeamNames);
}

/** Every relation of one team (TEAM_NOT_FOUND when there is no active team by that name). */
export async function getTeamDetails(teamName: string): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ getTeamDetails: Connection | null }, object>(
    GET_TEAM_DETAILS,
    { teamName, limit: TEAM_LIST_LIMIT },
  );
  return items(data.getTeamDetails);
}

/** The signed-in user's own relations, one a team. */
export async function listMyTeams(): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ listMyTeams: Connection | null }, object>(LIST_MY_TEAMS, {
    limit: TEAM_LIST_LIMIT,
  });
  return items(data.listMyTeams);
}

export async function createNewTeam(teamName: string): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ createNewTeam: Connection | null }, object>(CREATE_NEW_TEAM, {
    teamName,
  });
  return items(data.createNewTeam);
}

export async function requestTeamMembership(teamName: string): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ requestTeamMembership: Connection | null }, object>(
    REQUEST_TEAM_MEMBERSHIP,
    { teamName },
  );
  return items(data.requestTeamMembership);
}

export async function setTeamMemberState(
  teamName: string,
  userNickName: string,
  state: TeamMemberState,
): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ setTeamMemberState: Connection | null }, object>(
    SET_TEAM_MEMBER_STATE,
    { teamName, userNickName, state },
  );
  return items(data.setTeamMemberState);
}

export async function deleteTeamRelation(
  teamName: string,
  userNickName: string,
): Promise<TeamRelationItem[]> {
  const data = await graphqlRequest<{ deleteTeamRelation: Connection | null }, object>(
    DELETE_TEAM_RELATION,
    { teamName, userNickName },
  );
  return items(data.deleteTeamRelation);
}
