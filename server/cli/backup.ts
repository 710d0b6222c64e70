/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the embedded database's data folder to
 * and from one file (see backup.command.ts). Each refusal is one sentence and exit code 1.
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import {
  BACKUP_USAGE,
  BackupError,
  backupDataDir,
  restoreDataDir,
  type BackupManifest,
} from './backup.command';

async function main([verb, file, ...rest]: string[]): Promise<number> {
  if ((verb !== 'backup' && verb !== 'restore') || !file || rest.length > 0) {
    console.error(BACKUP_USAGE);
    return 1;
  }
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore, and copy DATA_DIR/map-images beside it (docs/deploy.md).',
    );
    return 1;
  }
  const summary = (manifest: BackupManifest) => manifest.entries.join(', ');
  if (verb === 'backup') {
    const manifest = await backupDataDir(config.dataDir, file);
    console.log(`Backed up ${config.dataDir} (${summary(manifest)}) to ${file}.`);
  } else {
    const manifest = await restoreDataDir(config.dataDir, file);
    console.log(
      `Restored ${file} (made ${manifest.createdAt}: ${summary(manifest)}) into ${config.dataDir}.`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof BackupError
    ) {
      console.error(error.message);
    } else {
      console.error('The backup command failed:', error);
    }
    process.exit(1);
  },
);
