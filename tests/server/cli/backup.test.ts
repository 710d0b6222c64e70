/**
 * `npm run backup` and `npm run restore`: a seeded world (the demo world and an uploaded map
 * image) backed up, restored into an empty DATA_DIR, and found again row for row and byte for
 * byte; the refusals while a server holds the folder, into a folder that is not empty, and of a
 * file that is not a backup; the restored files readable by their owner only.
 */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { lockDataDir } from '../../../server/db/data-dir-lock';
import { openDatabase, type Database } from '../../../server/db/database';
import * as schema from '../../../server/db/schema/index';
import { seedDemoWorld } from '../../../server/demo/demo-seed.service';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

let root: string;
let sourceDir: string;
let backupFile: string;
const imageId = randomUUID();
const imageBytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));

/** Every table's rows, sorted, as JSON: what a restore must give back exactly. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await database.db.select().from(table);
    result[getTableName(table)] = rows
      .map((row) =>
        JSON.stringify(row, (_, value: unknown) =>
          typeof value === 'bigint' ? String(value) : value,
        ),
      )
      .sort();
  }
  return result;
}

function run(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  const child = spawn('npx', ['tsx', 'server/cli/backup.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, out, err })),
  );
}

let before: Record<string, string[]>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-backup-'));
  sourceDir = path.join(root, 'source');
  backupFile = path.join(root, 'world.tar.gz');
  const database = await openDatabase(loadConfig({ DATA_DIR: sourceDir }));
  await seedDemoWorld(database.db);
  before = await snapshot(database);
  await database.close();
  const imageDir = path.join(sourceDir, 'map-images', imageId);
  fs.mkdirSync(imageDir, { recursive: true });
  fs.writeFileSync(path.join(imageDir, 'image.png'), imageBytes);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('refuses to back up while a server holds the data folder', async () => {
    const release = lockDataDir(sourceDir);
    try {
      const answer = await run(sourceDir, 'backup', backupFile);
      expect(answer.code).toBe(1);
      expect(answer.err).toMatch(/in use by another process/);
      expect(fs.existsSync(backupFile)).toBe(false);
    } finally {
      release();
    }
  });

  it('restores every row and every map image into an empty DATA_DIR', async () => {
    const made = await run(sourceDir, 'backup', backupFile);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

    const targetDir = path.join(root, 'restored');
    const restored = await run(targetDir, 'restore', backupFile);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);

    expect(fs.readFileSync(path.join(targetDir, 'map-images', imageId, 'image.png'))).toEqual(
      imageBytes,
    );
    expect(fs.existsSync(path.join(targetDir, 'server.lock'))).toBe(false);
    // As restored (before the database is opened again): readable by the owner only.
    for (const entry of fs.readdirSync(targetDir, { recursive: true, withFileTypes: true })) {
      const mode = fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o077;
      expect({ entry: path.join(entry.parentPath, entry.name), mode }).toEqual({
        entry: path.join(entry.parentPath, entry.name),
        mode: 0,
      });
    }
    const database = await openDatabase(loadConfig({ DATA_DIR: targetDir }));
    try {
      const after = await snapshot(database);
      expect(after).toEqual(before);
      expect(after.users?.length).toBeGreaterThan(0);
      expect(await database.db.select().from(schema.gameDefinitions)).toHaveLength(2);
    } finally {
      await database.close();
    }
  });

  it('refuses to restore into a DATA_DIR that holds anything', async () => {
    const answer = await run(sourceDir, 'restore', backupFile);
    expect(answer.code).toBe(1);
    expect(answer.err).toMatch(/is not empty/);
  });

  it('refuses a file that is not a backup, naming it', async () => {
    const notBackup = path.join(root, 'notes.txt');
    fs.writeFileSync(notBackup, 'hello');
    const answer = await run(path.join(root, 'other'), 'restore', notBackup);
    expect(answer.code).toBe(1);
    expect(answer.err).toContain('is not a backup of this app');
    expect(fs.existsSync(path.join(root, 'other', 'pgdata'))).toBe(false);
  });
});
