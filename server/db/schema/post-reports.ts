import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Players' reports of a post (a control in the terrain) that is missing, damaged or in the wrong
 * place (src/domain/schemas/post-report.ts). The id is made on the phone, so a report the outbox
 * sends again is the same report. One open report per player and control; an organiser closes it
 * (`closed_at`, `closed_by`), after which the player may report the post again.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid('id').primaryKey(),
    /** The reporter's sub. */
    owner: text('owner').notNull(),
    controlId: text('control_id').notNull(),
    /** The game of the reporter's ongoing game that holds the control, when there was one. */
    gameDefinitionId: text('game_definition_id'),
    /** 'MISSING' | 'DAMAGED' | 'MISPLACED'. */
    kind: text('kind').notNull(),
    /** Trimmed, at most POST_REPORT_NOTE_MAX_LENGTH characters; null when none. */
    note: text('note'),
    /** Where the phone was (degrees; accuracy in metres): null when it had no position. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    /** The phone's time of the report, clamped to the server's window (`reportedAtMs`). */
    reportedAt: instant('reported_at').notNull(),
    createdAt,
    closedAt: instant('closed_at'),
    /** The closer's sub. */
    closedBy: text('closed_by'),
  },
  (t) => [
    uniqueIndex('post_reports_one_open')
      .on(t.owner, t.controlId)
      .where(sql`${t.closedAt} IS NULL`),
    index('post_reports_by_control').on(t.controlId, t.closedAt),
  ],
);
