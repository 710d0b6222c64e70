/**
 * SQL of the `team_relations` table. Every read joins the relation's team for its shown name and
 * state, and lists relations in the seed's display order of member states, then by nickname.
 */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { nicknameKey } from '../../src/domain/nickname';
import { TEAM_MEMBER_STATES } from '../../src/domain/team-rules';
import type { Db } from '../db/database';
import { lockRow } from '../db/row-lock';
import { teamRelations, teams } from '../db/schema/play';
import { keyCondition } from '../graphql/connection';

export interface TeamRelationRow {
  teamNameKey: string;
  teamName: string;
  teamState: string;
  userSub: string;
  userNickName: string;
  state: string;
  lastActiveForTeam: Date | null;
}

export interface RelationPage {
  offset: number;
  count: number;
}

const DISPLAY_ORDER = sql.raw(`array[${TEAM_MEMBER_STATES.map((s) => `'${s}'`).join(', ')}]`);

export function createTeamRelationRepository(db: Db) {
  function select(where: SQL | undefined, page?: RelationPage): Promise<TeamRelationRow[]> {
    const query = db
      .select({
        teamNameKey: teamRelations.teamNameKey,
        teamName: teams.teamName,
        teamState: teams.teamState,
        userSub: teamRelations.userSub,
        userNickName: teamRelations.userNickName,
        state: teamRelations.state,
        lastActiveForTeam: teamRelations.lastActiveForTeam,
      })
      .from(teamRelations)
      .innerJoin(teams, eq(teams.teamNameKey, teamRelations.teamNameKey))
      .where(where)
      .orderBy(
        asc(teamRelations.teamNameKey),
        sql`array_position(${DISPLAY_ORDER}, ${teamRelations.state})`,
        asc(teamRelations.userNickName),
        asc(teamRelations.userSub),
      );
    return page ? query.offset(page.offset).limit(page.count) : query;
  }

  return {
    /**
     * Serialises the moves of one user until the transaction ends (a row lock named by the
     * sub), so two teams cannot both take the user past the three-team limit.
     */
    lockUser(userSub: string): Promise<void> {
      return lockRow(db, `team-user:${userSub}`);
    },

    /** All relations of one team (a page of them when `page` is given). */
    byTeam(teamNameKey: string, page?: RelationPage): Promise<TeamRelationRow[]> {
      return select(eq(teamRelations.teamNameKey, teamNameKey), page);
    },

    /** All relations of one user, in every team. */
    byUser(userSub: string): Promise<TeamRelationRow[]> {
      return select(eq(teamRelations.userSub, userSub));
    },

    /** A page of one user's relations (by sub, or by stored nickname), optionally in one state. */
    pageOfUser(
      user: { sub: string } | { nickName: string },
      state: string | undefined,
      page: RelationPage,
    ): Promise<TeamRelationRow[]> {
      const who =
        'sub' in user
          ? eq(teamRelations.userSub, user.sub)
          : sql`lower(btrim(${teamRelations.userNickName})) = ${nicknameKey(user.nickName)}`;
      return select(and(who, state ? eq(teamRelations.state, state) : undefined), page);
    },

    /**
     * A page of the relations of the teams in `teamState` whose normalised name starts with
     * `prefix`, bans (REJECTED_NEW) left out: they are the team's business only.
     */
    pageByNamePrefix(prefix: string, teamState: string, page: RelationPage) {
      return select(
        and(
          eq(teams.teamState, teamState),
          keyCondition(teams.teamNameKey, { beginsWith: prefix }),
          ne(teamRelations.state, 'REJECTED_NEW'),
        ),
        page,
      );
    },

    async insert(row: typeof teamRelations.$inferInsert): Promise<void> {
      await db.insert(teamRelations).values(row);
    },

    async update(
      key: { teamNameKey: string; userSub: string },
      changes: { state: string; lastActiveForTeam?: Date; updatedAt: Date },
    ): Promise<void> {
      await db
        .update(teamRelations)
        .set(changes)
        .where(
          and(
            eq(teamRelations.teamNameKey, key.teamNameKey),
            eq(teamRelations.userSub, key.userSub),
          ),
        );
    },

    /** Shows the user under their new nickname in every team they are related to. */
    async renameUser(userSub: string, nickname: string): Promise<void> {
      await db
        .update(teamRelations)
        .set({ userNickName: nickname })
        .where(eq(teamRelations.userSub, userSub));
    },

    async delete(key: { teamNameKey: string; userSub: string }): Promise<void> {
      await db
        .delete(teamRelations)
        .where(
          and(
            eq(teamRelations.teamNameKey, key.teamNameKey),
            eq(teamRelations.userSub, key.userSub),
          ),
        );
    },
  };
}
