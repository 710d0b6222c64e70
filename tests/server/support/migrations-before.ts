/**
 * The migrations folder as it stood before one migration, and an embedded database taken through
 * that migration, for tests of what a migration does to data stored under the schema before it.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, type Db } from '../../../server/db/database';
import * as schema from '../../../server/db/schema/index';
import { madeBeforeAll } from './before-all';

/** A copy of the migrations folder with its journal cut before `tag`: the folder's path. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * An embedded database migrated up to just before `tag`, given to `storeOld` to write the rows of
 * the old schema (raw SQL where later migrations changed a table), then migrated to the latest
 * schema: made before the enclosing describe's tests, closed after them.
 */
export function migratedBeforeAll(tag: string, storeOld: (db: Db) => Promise<void>): Db {
  let before: string | undefined;
  let client: PGlite | undefined;
  return madeBeforeAll(
    async () => {
      before = migrationsBefore(tag);
      client = await PGlite.create();
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: before });
      await storeOld(db);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return db;
    },
    async () => {
      await client?.close();
      if (before) fs.rmSync(before, { recursive: true, force: true });
    },
  );
}
