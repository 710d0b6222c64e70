import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../../drizzle.config';
import { tempDirsRemovedAfterEach } from '../support/temp-dirs';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const tempDir = tempDirsRemovedAfterEach('map-game-migrations-');

/**
 * The files drizzle-kit writes, from the schema as it is (drizzle.config.ts), into a copy of the
 * migrations folder.
 */
async function generatedFromSchema(): Promise<string[]> {
  const copyDir = tempDir();
  fs.cpSync(path.join(rootDir, drizzleConfig.out!), copyDir, { recursive: true });
  const before = new Set(fs.readdirSync(copyDir, { recursive: true }).map(String));
  await promisify(execFile)(
    path.join(rootDir, 'node_modules/.bin/drizzle-kit'),
    [
      'generate',
      `--dialect=${drizzleConfig.dialect}`,
      `--schema=${String(drizzleConfig.schema)}`,
      // drizzle-kit reads `--out` from the working folder, an absolute path too.
      `--out=${path.relative(rootDir, copyDir)}`,
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
