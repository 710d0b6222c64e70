/** SQL of the `teams` table: one row per team, keyed by its normalised name. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teams } from '../db/schema/play';

export type TeamRow = typeof teams.$inferSelect;

export function createTeamRepository(db: Db) {
  return {
    /**
     * The team in `teamState`, locked for the rest of the transaction (FOR UPDATE) so that two
     * moves on one team cannot both pass the member limits.
     */
    async lockByKey(teamNameKey: string, teamState: string): Promise<TeamRow | undefined> {
      const [row] = await db
        .select()
        .from(teams)
        .where(and(eq(teams.teamNameKey, teamNameKey), eq(teams.teamState, teamState)))
        .for('update');
      return row;
    },

    async byKey(teamNameKey: string, teamState: string): Promise<TeamRow | undefined> {
      const [row] = await db
        .select()
        .from(teams)
        .where(and(eq(teams.teamNameKey, teamNameKey), eq(teams.teamState, teamState)));
      return row;
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
