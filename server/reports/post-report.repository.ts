/** SQL of the `post_reports` table, and the one read of play it needs (the reporter's game). */
import { and, desc, eq } from 'drizzle-orm';
import { GameProgress } from '../../src/domain/game-progress';
import type { Db } from '../db/database';
import { rowsById } from '../db/rows-by-id';
import { rowMatching, rowsMatching } from '../db/rows-matching';
import { gameLevelControls } from '../db/schema/game';
import { gameStates } from '../db/schema/play';
import { postReports } from '../db/schema/post-reports';

export type PostReportRow = typeof postReports.$inferSelect;

export function createPostReportRepository(db: Db) {
  const keyed = rowsById(db, postReports);
  return {
    byId: keyed.byId,

    /** The new report, or undefined when its id is taken or the player's open one exists. */
    insert: keyed.insert,

    /** The player's open report on the control, if any. */
    openOf(owner: string, controlId: string): Promise<PostReportRow | undefined> {
      return rowMatching(db, postReports, { owner, controlId, closedAt: null });
    },

    /** Every report of one player, newest first. */
    byOwner(owner: string): Promise<PostReportRow[]> {
      return rowsMatching(db, postReports, { owner }, [
        desc(postReports.reportedAt),
        desc(postReports.id),
      ]);
    },

    /**
     * The game definition of the player's newest ongoing game that places the control on any of
     * its levels, or null when no game being played holds it.
     */
    async ongoingGameWith(owner: string, controlId: string): Promise<string | null> {
      const [row] = await db
        .select({ gameDefinitionId: gameStates.gameDefinitionId })
        .from(gameStates)
        .innerJoin(
          gameLevelControls,
          and(
            eq(gameLevelControls.gameDefinitionId, gameStates.gameDefinitionId),
            eq(gameLevelControls.controlId, controlId),
          ),
        )
        .where(and(eq(gameStates.owner, owner), eq(gameStates.progress, GameProgress.ONGOING)))
        .orderBy(desc(gameStates.createdAt))
        .limit(1);
      return row?.gameDefinitionId ?? null;
    },
  };
}
