import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * The points rule's memory (src/domain/score-claims.ts): one row per owner (a player's sub, or a
 * team's name as the scores show it), score period, period key and control whose points have
 * been counted. A punch scores only the claims it inserts; the primary key makes two punches of
 * one control, sent at once, count once.
 */
export const scoreClaims = pgTable(
  'score_claims',
  {
    ownerType: text('owner_type').notNull(), // 'USER' | 'TEAM'
    owner: text('owner').notNull(),
    period: text('period').notNull(), // 'WEEK' | 'MONTH' | 'YEAR'
    currentPeriod: text('current_period').notNull(), // '2026-W48', '2026-11', '2026'
    controlId: text('control_id').notNull(),
    /** The points counted, and the game area they were counted in (the score rows' geohash). */
    points: integer('points').notNull(),
    gameGeoHash: text('game_geo_hash').notNull(),
    /** The punch that made the claim, and when it was punched. */
    controlVisitId: text('control_visit_id').notNull(),
    punchedAt: instant('punched_at').notNull(),
    createdAt,
  },
  (t) => [
    primaryKey({
      name: 'score_claims_pk',
      columns: [t.ownerType, t.owner, t.period, t.currentPeriod, t.controlId],
    }),
  ],
);
