/**
 * A real PostgreSQL for a benchmark, started as the API tests start theirs
 * (tests/server/support/postgres-global-setup.ts) and stopped when the work ends, and the API
 * started on each database in turn, as the API benches compare them side by side.
 */
import type { TestProject } from 'vitest/node';
import {
  DATABASE_KINDS,
  startApi,
  type ApiHarness,
  type DatabaseKind,
} from '../tests/server/support/api-harness.ts';
import { setup as startPostgres } from '../tests/server/support/postgres-global-setup.ts';

/** Runs `work` with the URL of a fresh PostgreSQL, stopped afterwards whatever happens. */
async function withPostgres<T>(work: (postgresUrl: string) => Promise<T>): Promise<T> {
  let postgresUrl = '';
  const stopPostgres = await startPostgres({
    provide: (_key: string, value: string) => {
      postgresUrl = value;
    },
  } as unknown as TestProject);
  try {
    return await work(postgresUrl);
  } finally {
    stopPostgres();
  }
}

/**
 * Runs `work` on the API over PGlite, then over a fresh PostgreSQL, each API closed afterwards
 * whatever happens; answers the result of each database.
 */
export function onEachDatabase<T>(
  work: (api: ApiHarness, kind: DatabaseKind) => Promise<T>,
): Promise<Record<DatabaseKind, T>> {
  return withPostgres(async (postgresUrl) => {
    const results: Partial<Record<DatabaseKind, T>> = {};
    for (const kind of DATABASE_KINDS) {
      const api = await startApi(kind, { postgresUrl });
      try {
        results[kind] = await work(api, kind);
      } finally {
        await api.close();
      }
    }
    return results as Record<DatabaseKind, T>;
  });
}
