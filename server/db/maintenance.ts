/**
 * What PostgreSQL's autovacuum does for the embedded database. PGlite is one process with no
 * background workers, so nothing would ever refresh its planner statistics or its visibility map:
 * after a season of punches, counting them could no longer be answered from an index alone (the
 * organiser's view of 100,000 punches took 3 to 5 times longer than after a vacuum; see
 * bench/organiser-view.ts). The server runs `VACUUM (ANALYZE)` on PGlite every ten minutes.
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/** Refreshes the statistics and the visibility map of every table (what autovacuum would). */
export async function maintainDatabase(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/**
 * Runs `maintainDatabase` every `intervalMs` (never two at once; a failed run is reported and the
 * next one tried). The timer does not keep the process alive. Returns the stop.
 */
export function scheduleMaintenance(
  db: Db,
  onError: (error: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainDatabase(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
