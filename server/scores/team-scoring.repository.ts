/**
 * The team side of scoring, on `teams` and `team_relations` (the teams area owns their other
 * writes): the team a user collects points for (their ACTIVE relation), and the member's
 * `lastActiveForTeam`, which the force-out rule reads, moved forward when they collect points.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamRelations, teams } from '../db/schema/play';

export interface ScoringTeam {
  teamNameKey: string;
  teamName: string;
}

export function createTeamScoringRepository(db: Db) {
  return {
    /** The team the user is ACTIVE in (at most one, by the team rules), if any. */
    async activeTeamOf(userSub: string): Promise<ScoringTeam | undefined> {
      const [row] = await db
        .select({ teamNameKey: teams.teamNameKey, teamName: teams.teamName })
        .from(teamRelations)
        .innerJoin(teams, eq(teams.teamNameKey, teamRelations.teamNameKey))
        .where(
          and(
            eq(teamRelations.userSub, userSub),
            eq(teamRelations.state, 'ACTIVE'),
            eq(teams.teamState, 'ACTIVE'),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Records points collected at `at`: never moves `lastActiveForTeam` backwards (an offline
     * punch may arrive late), and only while the relation is still ACTIVE.
     */
    async touch(team: ScoringTeam, userSub: string, at: Date): Promise<void> {
      const iso = at.toISOString();
      await db
        .update(teamRelations)
        .set({
          lastActiveForTeam: sql`greatest(coalesce(${teamRelations.lastActiveForTeam}, ${iso}::timestamptz), ${iso}::timestamptz)`,
        })
        .where(
          and(
            eq(teamRelations.teamNameKey, team.teamNameKey),
            eq(teamRelations.userSub, userSub),
            eq(teamRelations.state, 'ACTIVE'),
          ),
        );
    },
  };
}
