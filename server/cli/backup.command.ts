/**
 * Backup and restore of the embedded database: the whole `DATA_DIR` (PGlite's folder `pgdata`,
 * the uploaded map images under `map-images`, the user pool's signing key under `auth-keys`) as
 * one gzipped tar file, with a `backup.json` that says what it is. Both need the server stopped:
 * they take the data folder's lock, so a running server (which holds it) makes them refuse, and
 * a server started meanwhile waits for nothing half-written. A restore goes only into an empty
 * or missing `DATA_DIR`, so it can never mix two worlds. With PostgreSQL (`DATABASE_URL`) the
 * database is backed up with `pg_dump` instead (docs/deploy.md); the map images are files.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from '../db/data-dir-lock';

export const BACKUP_USAGE = `Usage:
  npm run backup -- FILE    write DATA_DIR (database, map images, signing key) to FILE (.tar.gz)
  npm run restore -- FILE   restore FILE into an empty DATA_DIR
Both need the server stopped. With DATABASE_URL set, use pg_dump and pg_restore (docs/deploy.md).`;

/** What `backup.json` in an archive holds. */
export interface BackupManifest {
  format: 'map-game-backup';
  version: 1;
  createdAt: string;
  /** The top-level entries of DATA_DIR that were saved. */
  entries: string[];
}

const MANIFEST = 'backup.json';
/** Never saved: the lock belongs to the process that holds it; uploads being built are not whole. */
const SKIPPED = new Set(['server.lock']);
const SKIPPED_PATHS = [path.join('map-images', '.incoming')];

/** A refusal the command explains in one sentence (no stack trace). */
export class BackupError extends Error {
  override name = 'BackupError';
}

function saved(entry: string): boolean {
  const relative = path.normalize(entry).replace(/^\.\//u, '');
  if (SKIPPED.has(relative)) return false;
  return !SKIPPED_PATHS.some((skipped) => relative === skipped || relative.startsWith(skipped));
}

/** Writes `dataDir` to `file` (a gzipped tar), through a temporary file renamed when complete. */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupManifest> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  const release = lockDataDir(dataDir);
  const temporary = `${file}.partial`;
  try {
    const entries = fs
      .readdirSync(dataDir)
      .filter((entry) => saved(entry) && entry !== MANIFEST)
      .sort();
    const manifest: BackupManifest = {
      format: 'map-game-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      entries,
    };
    fs.writeFileSync(path.join(dataDir, MANIFEST), JSON.stringify(manifest, null, 2), {
      mode: 0o600,
    });
    try {
      await tar.create(
        {
          gzip: true,
          cwd: dataDir,
          file: temporary,
          portable: true,
          filter: (entry) => saved(entry),
          mode: 0o600,
        },
        [MANIFEST, ...entries],
      );
    } finally {
      fs.rmSync(path.join(dataDir, MANIFEST), { force: true });
    }
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, file);
    return manifest;
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  } finally {
    release();
  }
}

/** The manifest of a backup file, or a BackupError when the file is not one. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`The backup file ${file} does not exist.`);
  let text: string | undefined;
  try {
    await tar.list({
      file,
      filter: (entry) => path.normalize(entry) === MANIFEST,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          text = Buffer.concat(chunks).toString('utf8');
        });
      },
    });
  } catch {
    throw new BackupError(`${file} is not a backup of this app (it is not a gzipped tar file).`);
  }
  const manifest = text === undefined ? undefined : (JSON.parse(text) as Partial<BackupManifest>);
  if (manifest?.format !== 'map-game-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is not a backup of this app (it has no ${MANIFEST}).`);
  }
  return manifest as BackupManifest;
}

/** Folders 0700 and files 0600 under `dir`: readable by the server's user only, as it writes them. */
function ownerOnly(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** Restores `file` into `dataDir`, which must be empty or missing. */
export async function restoreDataDir(dataDir: string, file: string): Promise<BackupManifest> {
  const manifest = await readBackupManifest(file);
  const existing = fs.existsSync(dataDir)
    ? fs.readdirSync(dataDir).filter((entry) => entry !== 'server.lock')
    : [];
  if (existing.length > 0) {
    throw new BackupError(
      `${dataDir} is not empty: restore into an empty DATA_DIR (move the old one away first).`,
    );
  }
  const release = lockDataDir(dataDir);
  try {
    await tar.extract({
      file,
      cwd: dataDir,
      // Nothing outside DATA_DIR, no links: a backup holds folders and plain files only.
      strict: true,
      preservePaths: false,
      filter: (entry, stat) =>
        path.normalize(entry) !== MANIFEST && (!('type' in stat) || stat.type !== 'SymbolicLink'),
    });
    ownerOnly(dataDir);
    return manifest;
  } finally {
    release();
  }
}
