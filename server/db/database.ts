/**
 * The one database handle: PGlite (PostgreSQL in WebAssembly) under `DATA_DIR/pgdata` by default,
 * or PostgreSQL when `DATABASE_URL` is set. Both run the same drizzle migrations from
 * `server/db/migrations` on open, and both are used through the same drizzle type. PGlite's folder
 * is made private to this user (see data-dir.ts) and locked against a second process.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dataDirErrorOf, prepareDataDir, restrictDataDir, restrictNewFiles } from './data-dir';
import { lockDataDir } from './data-dir-lock';
import { scheduleMaintenance } from './maintenance';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for its metrics (none for PGlite). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Told, in one sentence, when a stale lock on the data folder was taken over. */
  onStaleLock?: (message: string) => void;
}

/** Opens (and migrates) the configured database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { dataDir } = options;
  prepareDataDir(dataDir);
  restrictNewFiles();
  const releaseLock = lockDataDir(dataDir, options);
  return openPglite(dataDir, releaseLock);
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

async function openPglite(dataDir: string, releaseLock: () => void): Promise<Database> {
  try {
    const directory = path.join(dataDir, 'pgdata');
    fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
    const client = await PGlite.create(directory);
    // PGlite writes its initial cluster 0666 whatever the umask; what it writes later is 0600.
    restrictDataDir(dataDir);
    return await wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw dataDirErrorOf(error, dataDir) ?? error;
  }
}

/** Migrates an open PGlite (a directory, memory, or a clone in tests) and wraps it. */
export async function wrapPglite(
  client: PGlite,
  onClose: () => void = () => {},
): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  // No autovacuum in PGlite: the server does its work (maintenance.ts).
  const stopMaintenance = scheduleMaintenance(db, (error) =>
    console.error(`Database maintenance (VACUUM) failed: ${String(error)}`),
  );
  return {
    db,
    kind: 'pglite',
    close: async () => {
      stopMaintenance();
      await client.close();
      onClose();
    },
  };
}
