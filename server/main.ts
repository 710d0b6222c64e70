/** `npm start`: validate the configuration, build the app if needed, serve everything on PORT. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { listen } from './server';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(rootDir, 'dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await buildIfNeeded(rootDir, distDir);
  const database = await openDatabase(config);
  const running = await listen({ config, database, distDir }, config.port);
  console.log(`Map Game is running on http://localhost:${config.port} (${database.kind} database)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
