import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';

/**
 * Secret-code tries, one row per player and control (the control itself, whatever game or level
 * it was punched in): the newest wrong tries the guessing limit reads (src/domain/code-tries.ts),
 * and running totals an organiser can read per control. Written outside the punch's own
 * outcome: a refused punch rolls back, its try stays counted.
 */
export const controlCodeTries = pgTable(
  'control_code_tries',
  {
    owner: text('owner').notNull(),
    controlId: text('control_id').notNull(),
    /** The newest wrong codes judged (at most CODE_TRY_LIMIT, oldest first; the server's clock). */
    recentWrongAt: instant('recent_wrong_at').array().notNull(),
    /** Every wrong code judged on the control, ever. */
    wrongTotal: integer('wrong_total').notNull().default(0),
    /** Code punches refused unjudged while the limit was reached. */
    refusedTotal: integer('refused_total').notNull().default(0),
    /** How the latest try ended: 'RIGHT', 'WRONG' or 'LOCKED'. */
    lastOutcome: text('last_outcome').notNull(),
    lastTryAt: instant('last_try_at').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'control_code_tries_pk', columns: [t.owner, t.controlId] }),
    index('control_code_tries_by_control').on(t.controlId),
  ],
);
