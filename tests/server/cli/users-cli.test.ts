/**
 * `npm run users`: groups granted and revoked show in the next sign-in's ID token; the real
 * command on a data folder of its own; the clear refusal while the server holds the folder.
 */
import { decodeJwt } from 'jose';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRefreshTokenRepository } from '../../../server/auth/refresh-token.repository';
import { createUserRepository } from '../../../server/auth/user.repository';
import { parseUsersCommand, runUsersCommand } from '../../../server/cli/users.command';
import { openDatabase } from '../../../server/db/database';
import { authTestServerBeforeAll } from '../auth/support/auth-test-server';

const server = authTestServerBeforeAll();

/** Runs the command in-process against the test server's database. */
async function users(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const command = parseUsersCommand(args);
  if ('error' in command) return { code: 1, out, err: [command.error] };
  if (command.name === 'help') return { code: 0, out, err };
  const code = await runUsersCommand(
    command,
    {
      users: createUserRepository(server.database.db),
      refreshTokens: createRefreshTokenRepository(server.database.db),
      clock: server.clock.now,
    },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out, err };
}

async function idTokenGroups(email: string): Promise<unknown> {
  const { AuthenticationResult } = await server.signIn(email);
  return decodeJwt(AuthenticationResult?.IdToken ?? '')['cognito:groups'];
}

describe('the users command', () => {
  it('grant puts the group in the next sign-in, revoke takes it out', async () => {
    const email = 'cli.admin@example.com';
    await server.createUser(email);
    expect(await idTokenGroups(email)).toBeUndefined();

    expect(await users('grant', 'CLI.Admin@example.com', 'Admin')).toMatchObject({
      code: 0,
      err: [],
    });
    expect(await idTokenGroups(email)).toEqual(['Admin']);
    expect(await users('grant', email, 'editor')).toMatchObject({ code: 0 });
    expect(await idTokenGroups(email)).toEqual(['Admin', 'Editor']);

    expect((await users('grant', email, 'Admin')).out[0]).toMatch(
      /already in Admin; nothing changed/u,
    );
    expect(await users('revoke', email, 'Admin')).toMatchObject({ code: 0 });
    expect(await idTokenGroups(email)).toEqual(['Editor']);
    expect(await users('revoke', email, 'Editor')).toMatchObject({ code: 0 });
    expect(await idTokenGroups(email)).toBeUndefined();
  });

  it('lists the accounts with their groups', async () => {
    await server.createUser('cli.list@example.com', { name: 'Lister' });
    await users('grant', 'cli.list@example.com', 'Editor');
    const { code, out } = await users('list');
    expect(code).toBe(0);
    expect(out).toContain('cli.list@example.com\tLister\tgroups: Editor\t(confirmed)');
  });

  it.each([
    [['grant', 'nobody@example.com', 'Admin'], 'No account has the e-mail nobody@example.com.'],
    [
      ['grant', 'cli.list@example.com', 'Superuser'],
      'Unknown group "Superuser": use Admin or Editor.',
    ],
    [['revoke', 'cli.list@example.com'], 'Unknown or incomplete command'],
    [['frobnicate'], 'Unknown or incomplete command'],
  ])('refuses %o with a clear message and exit code 1', async (args, message) => {
    const { code, err } = await users(...args);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(message);
  });
});

function run(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn('npx', ['tsx', 'server/cli/users.ts', ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run users (a real process)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('grants a group in the data folder the server uses', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ dataDir });
    await createUserRepository(database.db).insert({
      id: '00000000-0000-4000-8000-0000000000c1',
      email: 'real@example.com',
      name: 'Real',
      passwordHash: 'x',
      createdAt: new Date(),
    });
    await database.close();

    const granted = await run(['grant', 'real@example.com', 'Admin'], dataDir);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('Added real@example.com to Admin');
    const listed = await run(['list'], dataDir);
    expect(listed.stdout).toContain('real@example.com\tReal\tgroups: Admin\t(unconfirmed)');
    const unknown = await run(['grant', 'ghost@example.com', 'Admin'], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail ghost@example.com.');
  });

  it(
    'says to stop the server first, and exits 1, while the data folder is in use',
    { timeout: 30_000 },
    async () => {
      // This test process stands in for the running server: it is alive and holds the lock.
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
      try {
        const result = await run(['list'], dataDir);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /in use by another process \(pid \d+\): stop that server first/u,
        );
        expect(result.stderr).not.toMatch(/\n\s+at /u);
      } finally {
        fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
      }
    },
  );
});
