/**
 * SQL of closing a post report (the organiser's view): who may close it (the owner of a game the
 * report's control is on) and the close itself, which keeps the first closer and time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reportOf, type OpenReportRow } from './control-activity.repository';

type Rows = { rows: Record<string, unknown>[] };

const REPORT_COLUMNS = sql.raw(`r.id::text as id, r.control_id, r.game_definition_id, r.kind,
  r.note, r.lat, r.lng, r.accuracy, r.reported_at, r.created_at, r.closed_at,
  (select u.nickname from users u where u.id::text = r.owner) as nickname`);

export function createPostReportCloseRepository(db: Db) {
  return {
    /** The report, with whether `sub` owns a game its control is on; undefined when none. */
    async withGameOwner(
      id: string,
      sub: string,
    ): Promise<{ report: OpenReportRow; ownsGame: boolean } | undefined> {
      const result = (await db.execute(sql`
        select ${REPORT_COLUMNS}, exists (
          select 1 from game_level_controls l
          join game_definitions g on g.id = l.game_definition_id
          where l.control_id = r.control_id and g.owner = ${sub}
        ) as owns_game
        from post_reports r where r.id::text = ${id}
      `)) as Rows;
      const row = result.rows[0];
      return row ? { report: reportOf(row), ownsGame: row.owns_game === true } : undefined;
    },

    /** Closes the report at `at` by `sub`, unless it was closed before (then it stays as it is). */
    async close(id: string, sub: string, at: Date): Promise<OpenReportRow | undefined> {
      const result = (await db.execute(sql`
        with closed as (
          update post_reports set closed_at = coalesce(closed_at, ${at.toISOString()}::timestamptz),
            closed_by = coalesce(closed_by, ${sub})
          where id::text = ${id}
          returning *
        )
        select ${REPORT_COLUMNS} from closed r
      `)) as Rows;
      const row = result.rows[0];
      return row ? reportOf(row) : undefined;
    },
  };
}
