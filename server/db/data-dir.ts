/**
 * `DATA_DIR` holds the embedded database (its WAL carries password hashes), the signing key and
 * the uploaded map images: only the server's own user may read any of it. The folder is created
 * 0700 (never its missing parents: a mistyped path should stop the start, not grow a tree), the
 * process umask is set to 077 before the server writes there, and what is already there
 * (PGlite's initial cluster included, which it writes 0666) is chmodded to 0600/0700. A folder the
 * server cannot use stops the start with one sentence naming the folder and the cause.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** Emscripten's errno numbers (PGlite's file system errors carry these, with no message). */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  44: 'ENOENT',
  51: 'ENOSPC',
  63: 'EPERM',
  69: 'EROFS',
};

function errorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; errno?: unknown; name?: unknown } | null;
  if (typeof e?.code === 'string') return e.code;
  if (e?.name === 'ErrnoError' && typeof e.errno === 'number') return EMSCRIPTEN_ERRNO[e.errno];
  return undefined;
}

/**
 * The one-sentence reason `dataDir` cannot be used, for a file system error met while creating,
 * locking or writing it; undefined for any other error.
 */
export function dataDirErrorOf(error: unknown, dataDir: string): DataDirError | undefined {
  if (error instanceof DataDirError) return error;
  // PostgreSQL's own message when a write of the embedded database failed for space.
  const message = error instanceof Error ? error.message : '';
  const code = /No space left on device/u.test(message) ? 'ENOSPC' : errorCode(error);
  const where = (error as { path?: unknown } | null)?.path;
  const file = typeof where === 'string' ? where : dataDir;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new DataDirError(
        `The data folder ${dataDir} cannot be written: the disk is full (no space left on device).`,
      );
    case 'EROFS':
      return new DataDirError(
        `The data folder ${dataDir} cannot be written: ${file} is on a read-only file system.`,
      );
    case 'EACCES':
    case 'EPERM':
      return new DataDirError(
        `The data folder ${dataDir} cannot be written: this user has no permission to write ${file}.`,
      );
    default:
      return undefined;
  }
}

function chmodTree(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) chmodTree(entryPath);
    else if (entry.isFile()) fs.chmodSync(entryPath, PRIVATE_FILE_MODE);
    // Symbolic links are left alone: their target is not ours to change.
  }
}

/**
 * Sets the umask to 077, so every file and folder created from now on is this user's only. Call it
 * once the app is built (the build's files are not secret, and another user may serve them), before
 * anything is written under DATA_DIR. A worker thread may not set it: there its parent decides.
 */
export function restrictNewFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION
  }
}

/** Makes everything under `dataDir` readable by this user only (call again after PGlite opens). */
export function restrictDataDir(dataDir: string): void {
  try {
    chmodTree(dataDir);
  } catch (error) {
    throw dataDirErrorOf(error, dataDir) ?? error;
  }
}

/**
 * Creates `dataDir` (0700) if missing, or checks the existing one, and makes it and everything in
 * it private. Throws a DataDirError with one sentence when the folder cannot be used.
 */
export function prepareDataDir(dataDir: string): void {
  const parent = path.dirname(dataDir);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dataDir);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw dataDirErrorOf(error, dataDir) ?? error;
  }
  if (stat && !stat.isDirectory()) {
    throw new DataDirError(`The data folder ${dataDir} is not a folder.`);
  }
  if (!stat) {
    if (!fs.existsSync(parent)) {
      throw new DataDirError(
        `The data folder ${dataDir} cannot be created: its parent folder ${parent} does not exist.`,
      );
    }
    try {
      fs.mkdirSync(dataDir, { mode: PRIVATE_DIR_MODE });
    } catch (error) {
      const code = errorCode(error);
      const cannot = `The data folder ${dataDir} cannot be created:`;
      if (code === 'EROFS') {
        throw new DataDirError(
          `${cannot} its parent folder ${parent} is on a read-only file system.`,
        );
      }
      if (code === 'EACCES' || code === 'EPERM') {
        throw new DataDirError(`${cannot} this user may not write in its parent folder ${parent}.`);
      }
      throw dataDirErrorOf(error, dataDir) ?? error;
    }
  }
  restrictDataDir(dataDir);
}
