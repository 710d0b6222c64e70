/**
 * SQL of the organiser's view (reads only): per control of one game, its punches and code tries
 * (and whether the game had players lately) in one aggregate
 * statement; the game's players per ISO week in another; the open post reports of the game's
 * controls in a third. None runs per control, so a game of a hundred controls costs
 * three statements. Punches and tries count every game a control is on: a post in the terrain is
 * one post, whichever game sent the player to it. Weeks are ISO weeks (Monday first) on the
 * calendar of `timeZone` (Europe/Oslo, as the score periods).
 *
 * Indexes (migration 0014): `control_visits_by_control_id_by_punched_at` (which holds the
 * method too, so the punch figures read the index alone), `game_states_by_game_definition_id_by_started` the players; `post_reports_by_control`
 * (0013) the reports.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface ControlFiguresRow {
  controlId: string;
  visualCode: string;
  lat: number;
  lng: number;
  punchesThisWeek: number;
  punchesTotal: number;
  punchesSince: number;
  lastPunchedAt: Date | null;
  rightCodePunches: number;
  wrongCodeTries: number;
  /** Whether a player (not a test play) started the game at `recentSince` or later. */
  gameHadPlayers: boolean;
}

export interface WeekPlayersRow {
  week: string;
  playersStarted: number;
  playersCompleted: number;
}

/** What a player reported of a post (post_reports.kind). */
export type PostReportKind = 'MISSING' | 'DAMAGED' | 'MISPLACED';

export interface OpenReportRow {
  id: string;
  controlId: string;
  gameDefinitionId: string | null;
  kind: PostReportKind;
  note: string | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  reportedAt: Date;
  createdAt: Date;
  closedAt: Date | null;
  reporterNickName: string | null;
}

export interface FiguresWindow {
  now: Date;
  /** Punches from this instant on count as recent (the 14-day flag's window). */
  recentSince: Date;
  timeZone: string;
}

/** int8 and numeric come back as text (pg), number or BigInt (PGlite): always a number here. */
const num = (value: unknown): number => Number(value ?? 0);
/** Text columns (text and uuid come back as strings from both drivers); null as null. */
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const date = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

type Rows = { rows: Record<string, unknown>[] };

export function createControlActivityRepository(db: Db) {
  return {
    /** Each control on any level of the game, once, with its figures (no order). */
    async controlFigures(gameDefinitionId: string, window: FiguresWindow) {
      const now = sql`${window.now.toISOString()}::timestamptz`;
      const zone = window.timeZone;
      const weekStart = sql`(date_trunc('week', ${now} at time zone ${zone}) at time zone ${zone})`;
      const recentSince = sql`${window.recentSince.toISOString()}::timestamptz`;
      const result = (await db.execute(sql`
        with game_controls as (
          select distinct control_id from game_level_controls
          where game_definition_id = ${gameDefinitionId}
        ), visits as (
          -- Per control (lateral), so each sum is one index-only range of
          -- control_visits_by_control_id_by_punched_at, in index order, with no hashing of ids.
          select g.control_id, v.*
          from game_controls g cross join lateral (
            select count(*)::int as total,
                   (count(*) filter (where punched_at >= ${weekStart}))::int as this_week,
                   (count(*) filter (where punched_at >= ${recentSince}))::int as since,
                   (count(*) filter (where method = 'CODE'))::int as right_code,
                   max(punched_at) as last_at
            from control_visits where control_id = g.control_id
          ) v
        ), tries as (
          select t.control_id, sum(t.wrong_total)::int as wrong
          from control_code_tries t
          where t.control_id in (select control_id from game_controls)
          group by t.control_id
        )
        select c.id, c.visual_code, c.lat, c.lng,
               coalesce(v.this_week, 0) as this_week, coalesce(v.total, 0) as total,
               coalesce(v.since, 0) as since, v.last_at,
               coalesce(v.right_code, 0) as right_code, coalesce(t.wrong, 0) as wrong,
               exists (
                 select 1 from game_states s
                 where s.game_definition_id = ${gameDefinitionId} and not s.test_play
                   and s.game_started_at >= ${recentSince}
               ) as had_players
        from game_controls g
        join controls c on c.id = g.control_id
        left join visits v on v.control_id = g.control_id
        left join tries t on t.control_id = g.control_id
      `)) as Rows;
      return result.rows.map((row): ControlFiguresRow => ({
        controlId: String(row.id),
        visualCode: String(row.visual_code),
        lat: num(row.lat),
        lng: num(row.lng),
        punchesThisWeek: num(row.this_week),
        punchesTotal: num(row.total),
        punchesSince: num(row.since),
        lastPunchedAt: date(row.last_at),
        rightCodePunches: num(row.right_code),
        wrongCodeTries: num(row.wrong),
        gameHadPlayers: row.had_players === true,
      }));
    },

    /**
     * Players who started and who completed the game in each of the `weeks` ISO weeks that end
     * with the one of `now` (only weeks with any), test plays left out. A game (its `game_id`) is
     * completed when every state of it is COMPLETE and it was not cancelled, in the week of its
     * last state's change.
     */
    async weekPlayers(gameDefinitionId: string, now: Date, weeks: number, timeZone: string) {
      const local = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
      const since = sql`((date_trunc('week', ${local}) - make_interval(weeks => ${weeks - 1}::int)) at time zone ${timeZone})`;
      const week = (column: string) =>
        sql`to_char(${sql.raw(column)} at time zone ${timeZone}, 'IYYY-"W"IW')`;
      const result = (await db.execute(sql`
        with games as (
          select game_id, min(owner) as owner, min(game_started_at) as started_at,
                 bool_and(progress = 'COMPLETE') and bool_and(cancelled_at is null) as completed,
                 max(updated_at) as ended_at
          from game_states
          where game_definition_id = ${gameDefinitionId} and not test_play
            and game_started_at >= ${since}::timestamptz - interval '366 days'
          group by game_id
        ), events as (
          select ${week('started_at')} as week, owner, 'S' as what from games
          where started_at >= ${since}
          union all
          select ${week('ended_at')} as week, owner, 'C' as what from games
          where completed and ended_at >= ${since}
        )
        select week,
               (count(distinct owner) filter (where what = 'S'))::int as started,
               (count(distinct owner) filter (where what = 'C'))::int as completed
        from events group by week
      `)) as Rows;
      return result.rows.map((row): WeekPlayersRow => ({
        week: String(row.week),
        playersStarted: num(row.started),
        playersCompleted: num(row.completed),
      }));
    },

    /** The open reports on the game's controls, newest first, with the reporter's nickname. */
    async openReports(gameDefinitionId: string): Promise<OpenReportRow[]> {
      const result = (await db.execute(sql`
        select r.id::text as id, r.control_id, r.game_definition_id, r.kind, r.note, r.lat, r.lng,
               r.accuracy, r.reported_at, r.created_at, r.closed_at, u.nickname
        from post_reports r
        left join users u on u.id::text = r.owner
        where r.closed_at is null and r.control_id in (
          select control_id from game_level_controls where game_definition_id = ${gameDefinitionId}
        )
        order by r.reported_at desc, r.id
      `)) as Rows;
      return result.rows.map((row) => reportOf(row));
    },
  };
}

export function reportOf(row: Record<string, unknown>): OpenReportRow {
  const optional = (value: unknown) => (value === null || value === undefined ? null : num(value));
  return {
    id: String(row.id),
    controlId: String(row.control_id),
    gameDefinitionId: text(row.game_definition_id),
    kind: String(row.kind) as PostReportKind,
    note: text(row.note),
    lat: optional(row.lat),
    lng: optional(row.lng),
    accuracy: optional(row.accuracy),
    reportedAt: date(row.reported_at) ?? new Date(0),
    createdAt: date(row.created_at) ?? new Date(0),
    closedAt: date(row.closed_at),
    reporterNickName: text(row.nickname),
  };
}
