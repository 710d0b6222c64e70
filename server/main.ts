/** `npm start`: validate the configuration, build the app if needed, serve everything on PORT. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed';
import { SigningKeyFileError, signingKeyStoreFor } from './auth/signing-keys';
import { ConfigError, loadConfig, modeLine } from './config';
import { DataDirError, dataDirErrorOf, prepareDataDir, restrictNewFiles } from './db/data-dir';
import { DataDirLockedError, assertDataDirFree } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { demoSeedLog, seedDemoWorldIfEnabled } from './demo/demo-seed.service';
import { listen } from './server';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR (a development aid): build into and serve another folder, so that several servers
// built from changing sources do not write over each other's build.
const distDir = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');

let dataDir: string | undefined;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  console.log(modeLine(config));
  dataDir = config.dataDir;
  // First, so that a folder the server cannot use (or one a running server holds, whose build
  // must not be replaced under it) stops the start before the build.
  prepareDataDir(config.dataDir);
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  await buildIfNeeded(rootDir, distDir);
  // From here on every file the server writes (database, uploads, key) is private.
  restrictNewFiles();
  const database = await openDatabase({
    ...config,
    onStaleLock: (message) => console.warn(message),
  });
  // The demo world, on an empty database only (DEMO=0 turns it off); its passwords print once.
  const demo = await seedDemoWorldIfEnabled(config, database.db);
  for (const line of demoSeedLog(demo)) console.log(line);
  // The embedded pool's signing key, created now on a first start so a bad key file stops the
  // start rather than the first sign-in.
  const signingKeys = config.cognito ? undefined : signingKeyStoreFor(config.dataDir, database);
  await signingKeys?.signingKey();
  const running = await listen(
    {
      config,
      database,
      distDir,
      signingKeys,
      // One JSON line per request on standard output (LOG_REQUESTS=0 turns it off).
      ...(config.logRequests
        ? { requestLog: (line) => process.stdout.write(`${JSON.stringify(line)}\n`) }
        : {}),
    },
    config.port,
  );
  console.log(`Map Game is running on http://localhost:${config.port} (${database.kind} database)`);
  console.log(
    config.cognito
      ? `Sign-in: the hosted Cognito user pool ${config.cognito.userPoolId}`
      : 'Sign-in: the embedded user pool at /auth',
  );
  // Never the SMTP URL itself: it may hold a password.
  console.log(
    config.smtpUrl
      ? 'Mail: sent over SMTP'
      : `Mail: the dev outbox (printed here${config.production ? '' : ', and at /dev/outbox from this machine'})`,
  );
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
  // A data folder the server cannot write (a full disk, a read-only file system, no permission),
  // met anywhere in the start: one sentence naming the folder and the cause, no stack trace.
  const errorPath = (error as { path?: unknown } | null)?.path;
  const dataDirProblem =
    dataDir !== undefined && typeof errorPath === 'string' && errorPath.startsWith(dataDir)
      ? dataDirErrorOf(error, dataDir)
      : undefined;
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirError ||
    error instanceof SigningKeyFileError
  ) {
    console.error(error.message);
  } else if (dataDirProblem) {
    console.error(dataDirProblem.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
