/**
 * Teams: the four moves (createNewTeam, requestTeamMembership, setTeamMemberState,
 * deleteTeamRelation) and the three reads (searchTeamNames, getTeamDetails, listMyTeams). A move
 * answers with the first page of the team's relations after it, as getTeamDetails would.
 */
import { nicknameKey } from '../../src/domain/nickname';
import { ErrorCode } from '../../src/domain/error-codes';
import { normaliseTeamName, teamNameSearchPrefix } from '../../src/domain/team-rules';
import type { ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import { appError } from '../graphql/app-error';
import { page, type PageArgs } from '../graphql/connection';
import { relationOut } from './team-relation.mapping';
import { createTeamRelationRepository, type TeamRelationRow } from './team-relation.repository';
import { createTeamRepository } from './team.repository';
import {
  ACTIVE_TEAM,
  createTeam,
  deleteRelation,
  requestMembership,
  setMemberState,
} from './team.service';

function out(connection: { items: TeamRelationRow[]; nextToken: string | null }) {
  return { items: connection.items.map(relationOut), nextToken: connection.nextToken };
}

/** A page of one team's relations; the scope ties a nextToken to the team. */
function teamPage(context: ApiContext, teamNameKey: string, args: PageArgs = {}) {
  const relations = createTeamRelationRepository(context.db);
  return page(context, `getTeamDetails:${teamNameKey}`, args, (offset, count) =>
    relations.byTeam(teamNameKey, { offset, count }),
  ).then(out);
}

export const teamResolvers: ResolverMap = {
  Query: {
    /**
     * Teams whose normalised name starts with the normalised query (the seed: lower-cased prefix).
     * The connection's items are relations, so each matching team is shown by its relations
     * (bans left out), ordered by team, then member state, then nickname.
     */
    async searchTeamNames(
      _parent,
      args: PageArgs & { teamNameQuery: string; teamState?: string | null },
      context: ApiContext,
    ) {
      const prefix = teamNameSearchPrefix(args.teamNameQuery);
      const teamState = args.teamState ?? ACTIVE_TEAM;
      const relations = createTeamRelationRepository(context.db);
      const scope = `searchTeamNames:${JSON.stringify([prefix, teamState])}`;
      const connection = await page(context, scope, args, (offset, count) =>
        relations.pageByNamePrefix(prefix, teamState, { offset, count }),
      );
      // The seed's catalogue has an error for "no names begin with the search text".
      if (connection.items.length === 0 && !args.nextToken) {
        throw appError(ErrorCode.TEAM_NO_NAME_MATCH, { field: 'teamNameQuery' });
      }
      return out(connection);
    },

    async getTeamDetails(
      _parent,
      args: PageArgs & { teamName: string; teamState?: string | null },
      context: ApiContext,
    ) {
      const teamNameKey = normaliseTeamName(args.teamName);
      const team = await createTeamRepository(context.db).byKey(
        teamNameKey,
        args.teamState ?? ACTIVE_TEAM,
      );
      if (!team) throw appError(ErrorCode.TEAM_NOT_FOUND, { field: 'teamName' });
      return teamPage(context, teamNameKey, args);
    },

    /**
     * The caller's relations. `userNickName`, when given, must be the caller's own nickname; an
     * Admin may list anyone's relations by the nickname stored in them.
     */
    listMyTeams(
      _parent,
      args: PageArgs & { userNickName?: string | null; state?: string | null },
      context: ApiContext,
    ) {
      const { user } = context;
      const other =
        args.userNickName != null &&
        (user.nickname === undefined ||
          nicknameKey(args.userNickName) !== nicknameKey(user.nickname));
      if (other && !user.isAdmin) throw appError(ErrorCode.FORBIDDEN);
      const who = other ? { nickName: args.userNickName ?? '' } : { sub: user.sub };
      const state = args.state ?? undefined;
      const relations = createTeamRelationRepository(context.db);
      const scope = `listMyTeams:${JSON.stringify([user.sub, who, state])}`;
      return page(context, scope, args, (offset, count) =>
        relations.pageOfUser(who, state, { offset, count }),
      ).then(out);
    },
  },

  Mutation: {
    async createNewTeam(_parent, { teamName }: { teamName: string }, context: ApiContext) {
      return teamPage(context, await createTeam(context, teamName));
    },

    async requestTeamMembership(_parent, { teamName }: { teamName: string }, context: ApiContext) {
      return teamPage(context, await requestMembership(context, teamName));
    },

    async setTeamMemberState(
      _parent,
      args: { teamName: string; userNickName: string; state: string },
      context: ApiContext,
    ) {
      const key = await setMemberState(context, args.teamName, args.userNickName, args.state);
      return teamPage(context, key);
    },

    async deleteTeamRelation(
      _parent,
      args: { teamName: string; userNickName: string },
      context: ApiContext,
    ) {
      return teamPage(context, await deleteRelation(context, args.teamName, args.userNickName));
    },
  },
};
