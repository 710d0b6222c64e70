/** SQL of the `teams` table: one row per team, keyed by its normalised name. */
import type { Db } from '../db/database';
import { rowMatching } from '../db/rows-matching';
import { teams } from '../db/schema/play';

export type TeamRow = typeof teams.$inferSelect;

export function createTeamRepository(db: Db) {
  return {
    /**
     * The team in `teamState`, locked for the rest of the transaction (FOR UPDATE) so that two
     * moves on one team cannot both pass the member limits.
     */
    lockByKey(teamNameKey: string, teamState: string): Promise<TeamRow | undefined> {
      return rowMatching(db, teams, { teamNameKey, teamState }, { forUpdate: true });
    },

    byKey(teamNameKey: string, teamState: string): Promise<TeamRow | undefined> {
      return rowMatching(db, teams, { teamNameKey, teamState });
    },

    /** Inserts the team; false when the key is taken (the name exists in any case). */
    async insert(row: typeof teams.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(teams)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: teams.teamNameKey });
      return inserted.length === 1;
    },
  };
}
