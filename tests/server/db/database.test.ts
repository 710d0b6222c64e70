import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../server/db/data-dir-lock';
import { openDatabase } from '../../../server/db/database';
import { users } from '../../../server/db/schema/users';
import { tempDirsRemovedAfterEach } from '../support/temp-dirs';

const tempDir = tempDirsRemovedAfterEach('map-game-db-');

describe('the embedded database (PGlite under DATA_DIR)', () => {
  it(
    'creates, migrates and reopens its folder, keeping the data',
    { timeout: 60_000 },
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values({
        id: '00000000-0000-4000-8000-000000000001',
        email: 'Kari@Example.com',
        name: 'Kari',
        passwordHash: 'x',
      });
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'Kari@Example.com' }]);
      // The migration's case-insensitive unique index holds.
      await expect(
        second.db.insert(users).values({
          id: '00000000-0000-4000-8000-000000000002',
          email: 'kari@example.com',
          name: 'Kari 2',
          passwordHash: 'x',
        }),
      ).rejects.toThrow();
      const applied: unknown = await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as { rows: unknown[] }).rows).toEqual([
        { n: fs.readdirSync('server/db/migrations').filter((f) => f.endsWith('.sql')).length },
      ]);
      await second.close();
    },
  );

  it('refuses a second process on a live data folder, with a clear message', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    try {
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        fs.writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
        expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
        expect(() => lockDataDir(dataDir)).toThrow(
          /^The data folder .+ is in use by another process \(pid \d+\): stop that server first/,
        );
      } finally {
        other.kill();
      }
    } finally {
      release();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const release = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
