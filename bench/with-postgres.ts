/**
 * A real PostgreSQL for a benchmark, started as the API tests start theirs
 * (tests/server/support/postgres-global-setup.ts) and stopped when the work ends.
 */
import type { TestProject } from 'vitest/node';
import { setup as startPostgres } from '../tests/server/support/postgres-global-setup.ts';

/** Runs `work` with the URL of a fresh PostgreSQL, stopped afterwards whatever happens. */
export async function withPostgres<T>(work: (postgresUrl: string) => Promise<T>): Promise<T> {
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
