/**
 * SQL of the `control_code_tries` table: a player's secret-code tries on one control. One
 * statement judges a try against the guessing limit (src/domain/code-tries.ts) and counts it, on
 * the row it locks: a second try on the same control, sent at the same time from this or another
 * server copy, waits for the first to commit and is judged on what the first wrote, so no more
 * than CODE_TRY_LIMIT wrong codes are ever judged within the window.
 */
import { asc, desc, sql } from 'drizzle-orm';
import { CODE_TRY_LIMIT, CODE_TRY_WINDOW_MS } from '../../src/domain/code-tries';
import type { Db } from '../db/database';
import { rowMatching, rowsMatching } from '../db/rows-matching';
import { controlCodeTries } from '../db/schema/control-code-tries';

/** How a code try was judged: the right code, a wrong one (counted), or refused unjudged. */
export type CodeTryOutcome = 'RIGHT' | 'WRONG' | 'LOCKED';

export interface CodeTryResult {
  outcome: CodeTryOutcome;
  /** The newest wrong tries after this one (epoch ms, oldest first). */
  recentWrongAtMs: number[];
}

export type ControlCodeTryRow = typeof controlCodeTries.$inferSelect;

export function createControlCodeTryRepository(db: Db) {
  return {
    /**
     * Records a code punch of `owner` on `controlId` at `now` whose code was `wrong` or right:
     * LOCKED when CODE_TRY_LIMIT wrong codes already lie within the window (the try only adds
     * to `refused_total`), otherwise WRONG (the try joins the newest wrong tries, which keep
     * CODE_TRY_LIMIT at most) or RIGHT (nothing counted).
     */
    async record(
      owner: string,
      controlId: string,
      wrong: boolean,
      now: Date,
    ): Promise<CodeTryResult> {
      const t = controlCodeTries;
      const at = sql`${now.toISOString()}::timestamptz`;
      const since = sql`${new Date(now.getTime() - CODE_TRY_WINDOW_MS).toISOString()}::timestamptz`;
      const count = sql`cardinality(${t.recentWrongAt})`;
      // The limit-th newest wrong try is within the window (PostgreSQL arrays count from 1).
      const locked = sql`(${count} >= ${CODE_TRY_LIMIT} and ${t.recentWrongAt}[${count} - ${CODE_TRY_LIMIT} + 1] > ${since})`;
      const counted = sql`(not ${locked} and ${wrong}::boolean)`;
      // The newest CODE_TRY_LIMIT - 1 kept tries, oldest first: arr[n - limit + 2] ... arr[n].
      const newestButOne = sql.join(
        Array.from(
          { length: CODE_TRY_LIMIT - 1 },
          (_, k) => sql`${t.recentWrongAt}[${count} - ${CODE_TRY_LIMIT - 2 - k}]`,
        ),
        sql`, `,
      );
      const [row] = await db
        .insert(t)
        .values({
          owner,
          controlId,
          recentWrongAt: wrong ? [now] : [],
          wrongTotal: wrong ? 1 : 0,
          refusedTotal: 0,
          lastOutcome: wrong ? 'WRONG' : 'RIGHT',
          lastTryAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [t.owner, t.controlId],
          set: {
            // Appended; once CODE_TRY_LIMIT are kept, the oldest goes (element by element, not
            // by an array slice, which CockroachDB lacks).
            recentWrongAt: sql`case when not ${counted} then ${t.recentWrongAt}
              when ${count} < ${CODE_TRY_LIMIT} then ${t.recentWrongAt} || ${at}
              else array[${newestButOne}, ${at}] end`,
            wrongTotal: sql`${t.wrongTotal} + case when ${counted} then 1 else 0 end`,
            refusedTotal: sql`${t.refusedTotal} + case when ${locked} then 1 else 0 end`,
            lastOutcome: sql`case when ${locked} then 'LOCKED' when ${counted} then 'WRONG' else 'RIGHT' end`,
            lastTryAt: at,
            updatedAt: at,
          },
        })
        .returning({ recentWrongAt: t.recentWrongAt, lastOutcome: t.lastOutcome });
      if (!row) throw new Error('the code try was not recorded');
      return {
        outcome: row.lastOutcome as CodeTryOutcome,
        recentWrongAtMs: row.recentWrongAt.map((instant) => new Date(instant).getTime()),
      };
    },

    /** Every player's tries on one control (for the organiser's view), most wrong codes first. */
    ofControl(controlId: string): Promise<ControlCodeTryRow[]> {
      return rowsMatching(db, controlCodeTries, { controlId }, [
        desc(controlCodeTries.wrongTotal),
        asc(controlCodeTries.owner),
      ]);
    },

    /** One player's tries on one control, if any. */
    of(owner: string, controlId: string): Promise<ControlCodeTryRow | undefined> {
      return rowMatching(db, controlCodeTries, { owner, controlId });
    },
  };
}
