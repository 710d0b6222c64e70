/** What the server's configuration says is wrong with an environment, for the config tests. */
import { ConfigError, loadConfig } from '../../../server/config';

/** The problems `loadConfig` names for `env` (none when it accepts it). */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
