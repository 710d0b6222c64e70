/**
 * The `npm run users` entry point: the same configuration (DATA_DIR, DATABASE_URL) and database
 * as the server. The embedded database can have one process at a time, so with PGlite this needs
 * the server stopped; it says so and exits 1 when the data folder is in use.
 */
import { systemClock } from '../auth/clock';
import { createRefreshTokenRepository } from '../auth/refresh-token.repository';
import { createUserRepository } from '../auth/user.repository';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { USERS_USAGE, parseUsersCommand, runUsersCommand } from './users.command';

async function main(args: string[]): Promise<number> {
  const command = parseUsersCommand(args);
  if ('error' in command) {
    console.error(command.error);
    return 1;
  }
  if (command.name === 'help') {
    console.log(USERS_USAGE);
    return 0;
  }
  const io = {
    out: (line: string) => console.log(line),
    err: (line: string) => console.error(line),
  };
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    return await runUsersCommand(
      command,
      {
        users: createUserRepository(database.db),
        refreshTokens: createRefreshTokenRepository(database.db),
        clock: systemClock,
      },
      io,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('The users command failed:', error);
    }
    process.exit(1);
  },
);
