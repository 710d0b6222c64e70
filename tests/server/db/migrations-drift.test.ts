import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const migrationsDir = path.join(rootDir, 'server/db/migrations');
let copyDir: string | undefined;

afterEach(() => {
  if (copyDir) fs.rmSync(copyDir, { recursive: true, force: true });
});

/** The files drizzle-kit writes into a copy of the migrations folder from the schema as it is. */
async function generatedFromSchema(): Promise<string[]> {
  // drizzle-kit takes `--out` below the working folder, so the copy lives in the ignored .data.
  fs.mkdirSync(path.join(rootDir, '.data'), { recursive: true });
  copyDir = fs.mkdtempSync(path.join(rootDir, '.data', 'migrations-drift-'));
  fs.cpSync(migrationsDir, copyDir, { recursive: true });
  const before = new Set(fs.readdirSync(copyDir, { recursive: true }).map(String));
  await promisify(execFile)(
    path.join(rootDir, 'node_modules/.bin/drizzle-kit'),
    [
      'generate',
      '--dialect=postgresql',
      '--schema=./server/db/schema/index.ts',
      `--out=./${path.relative(rootDir, copyDir)}`,
    ],
    { cwd: rootDir },
  );
  return fs
    .readdirSync(copyDir, { recursive: true })
    .map(String)
    .filter((file) => !before.has(file));
}

describe('the migrations', () => {
  it('hold every table and column of the drizzle schema: generating from it adds nothing', async () => {
    expect(await generatedFromSchema()).toEqual([]);
  }, 60_000);
});
