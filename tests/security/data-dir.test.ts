/**
 * Issue 13, item 7: everything the server writes under DATA_DIR is its own user's only (files
 * 0600, folders 0700, PGlite's included), and a data folder it cannot use stops the start with
 * one sentence naming the folder and the cause. `server/main.ts` runs as a child process, as
 * `npm start` runs it. The full disk and the read-only parent are real: a tiny (or read-only)
 * tmpfs mounted in a private mount namespace of the child (`unshare`); where unshare is not
 * allowed, the full disk is an ENOSPC injected at the lock file's write and the read-only parent
 * a folder without write permission.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { processStartTime } from '../../server/db/data-dir-lock';
import { passwordSignIn } from '../server/support/api-harness';
import { freePort } from '../server/support/free-port';

const TSX = path.resolve('node_modules/.bin/tsx');
const canUnshare = spawnSync('unshare', ['-rm', 'true']).status === 0;
const isRoot = process.getuid?.() === 0;

let root: string;
let distDir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `main.ts` under `prefix` (a wrapper such as unshare), until it exits or prints it runs. */
function runServer(
  dataDir: string,
  options: {
    prefix?: string[];
    nodeOptions?: string;
    stopWhenRunning?: boolean;
    distDir?: string;
    env?: Record<string, string>;
  } = {},
): Promise<Run & { whileRunning?: () => void }> {
  const env = {
    ...process.env,
    PORT: '0',
    DEMO: '0',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir ?? distDir,
    ...options.env,
    ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}),
  };
  const command = [...(options.prefix ?? []), TSX, 'server/main.ts'];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { env });
  let stdout = '';
  let stderr = '';
  const killer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (options.stopWhenRunning && stdout.includes('Map Game is running')) {
        options.stopWhenRunning = false;
        resolve({ code: null, stdout, stderr, whileRunning: () => child.kill('SIGTERM') });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** One sentence naming `dataDir`, on one line, with no stack trace. */
function expectOneSentence(stderr: string, dataDir: string, cause: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toContain(dataDir);
  expect(lines[0]).toMatch(cause);
  expect(lines[0]).toMatch(/\.$/u);
  expect(stderr).not.toMatch(/\n\s+at /u);
}

/** Signs the demo Editor in (its password is in the start's output) and uploads a map image. */
async function uploadMapImage(base: string, stdout: string): Promise<number> {
  const [, email, password] = /^\s*Editor\s+(\S+)\s+password: (\S+)$/mu.exec(stdout) ?? [];
  const { AccessToken } = await passwordSignIn(base, email ?? '', password ?? '');
  const png = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#1b5e20' },
  })
    .png()
    .toBuffer();
  const upload = await fetch(`${base}/map-images`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: AccessToken },
    body: new Uint8Array(png),
  });
  return upload.status;
}

function modesUnder(dir: string): { entry: string; mode: number; isDir: boolean }[] {
  const all = [{ entry: dir, mode: fs.statSync(dir).mode & 0o777, isDir: true }];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const stat = fs.lstatSync(full);
    if (stat.isSymbolicLink()) continue;
    all.push({ entry: full, mode: stat.mode & 0o777, isDir: stat.isDirectory() });
  }
  return all;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-data-dir-'));
  // A stand-in build, newer than every source, so the server starts without building.
  distDir = path.join(root, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Map Game</title>');
  const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  fs.utimesSync(path.join(distDir, 'index.html'), future, future);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('holds only files 0600 and folders 0700 after a start, PGlite and old files included', async () => {
    const dataDir = path.join(root, 'modes');
    // A folder left world-readable by an older version, with an upload in it.
    fs.mkdirSync(path.join(dataDir, 'map-images', 'old'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'map-images', 'old', 'image.png'), 'png', { mode: 0o644 });
    const port = await freePort();
    const run = await runServer(dataDir, {
      stopWhenRunning: true,
      env: { PORT: String(port), DEMO: '1' },
    });
    expect(run.whileRunning, run.stderr).toBeDefined();
    try {
      // An upload written while the server runs: its folder and files too.
      expect(await uploadMapImage(`http://127.0.0.1:${port}`, run.stdout)).toBe(201);
      const entries = modesUnder(dataDir);
      const uploads = entries.filter((e) => /map-images.[0-9a-f-]{36}/u.test(e.entry));
      expect(uploads.map((e) => path.basename(e.entry))).toEqual(
        expect.arrayContaining(['image.png', 'manifest.json']),
      );
      expect(entries.some((e) => e.entry.includes(`${path.sep}pgdata${path.sep}`))).toBe(true);
      expect(entries.some((e) => e.entry.endsWith('signing-key.json'))).toBe(true);
      expect(entries.some((e) => e.entry.endsWith('server.lock'))).toBe(true);
      const wrong = entries.filter((e) => e.mode !== (e.isDir ? 0o700 : 0o600));
      expect(wrong.map((e) => `${e.mode.toString(8)} ${e.entry}`)).toEqual([]);
    } finally {
      run.whileRunning?.();
    }
  }, 60_000);

  it('names the folder and its missing parent', async () => {
    const dataDir = path.join(root, 'no-such-parent', 'data');
    const run = await runServer(dataDir);
    expect(run.code).toBe(1);
    expectOneSentence(run.stderr, dataDir, /parent folder .*no-such-parent does not exist/u);
  });

  it('names the folder and its read-only parent', async () => {
    const parent = path.join(root, 'read-only');
    fs.mkdirSync(parent);
    const dataDir = path.join(parent, 'data');
    let run: Run;
    if (canUnshare) {
      run = await runServer(dataDir, {
        prefix: [
          'unshare',
          '-rm',
          'sh',
          '-c',
          'mount -t tmpfs -o ro tmpfs "$0" && exec "$@"',
          parent,
        ],
      });
      expect(run.code).toBe(1);
      expectOneSentence(run.stderr, dataDir, /parent folder .* is on a read-only file system/u);
    } else {
      expect(isRoot, 'without unshare, a read-only folder needs a user other than root').toBe(
        false,
      );
      fs.chmodSync(parent, 0o555);
      run = await runServer(dataDir);
      expect(run.code).toBe(1);
      expectOneSentence(run.stderr, dataDir, /may not write in its parent folder/u);
    }
  });

  it('names the folder and a full disk', async () => {
    const parent = path.join(root, 'full');
    fs.mkdirSync(parent);
    const dataDir = path.join(parent, 'data');
    const run = canUnshare
      ? // 2 MB: room for the folder and its lock, not for PGlite's cluster (about 40 MB).
        await runServer(dataDir, {
          prefix: [
            'unshare',
            '-rm',
            'sh',
            '-c',
            'mount -t tmpfs -o size=2m tmpfs "$0" && exec "$@"',
            parent,
          ],
        })
      : await runServer(dataDir, {
          nodeOptions: `--import=data:text/javascript,${encodeURIComponent(
            `import fs from 'node:fs'; const write = fs.writeFileSync; fs.writeFileSync = (file, ...rest) => { if (String(file).endsWith('server.lock')) { throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', path: String(file) }); } return write(file, ...rest); };`,
          )}`,
        });
    expect(run.code).toBe(1);
    expectOneSentence(run.stderr, dataDir, /the disk is full/u);
  }, 60_000);

  describe('a lock naming a live process', () => {
    let unrelated: ChildProcess;
    beforeAll(() => {
      // A live process that is not a server: as if the pid had been reused since the lock.
      unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    });
    afterAll(() => {
      unrelated.kill();
    });

    it('is taken over when the process started after the lock was written', async () => {
      const dataDir = path.join(root, 'stale-lock');
      fs.mkdirSync(dataDir);
      fs.writeFileSync(
        path.join(dataDir, 'server.lock'),
        JSON.stringify({ pid: unrelated.pid, startTime: '1' }),
      );
      const run = await runServer(dataDir, { stopWhenRunning: true });
      expect(run.whileRunning, run.stderr).toBeDefined();
      run.whileRunning?.();
      expectOneSentence(run.stderr, dataDir, new RegExp(`stale lock of process ${unrelated.pid}`));
    }, 60_000);

    it('stops the start while that very process holds it', async () => {
      const dataDir = path.join(root, 'live-lock');
      fs.mkdirSync(dataDir);
      const pid = unrelated.pid!;
      fs.writeFileSync(
        path.join(dataDir, 'server.lock'),
        JSON.stringify({ pid, startTime: processStartTime(pid) }),
      );
      // No build yet in its DIST_DIR: the refusal comes first, so a second start never rebuilds
      // the app under a running server.
      const unbuilt = path.join(root, 'unbuilt-dist');
      const run = await runServer(dataDir, { distDir: unbuilt });
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('Building');
      expect(fs.existsSync(unbuilt)).toBe(false);
      expectOneSentence(
        run.stderr,
        dataDir,
        new RegExp(`in use by another process \\(pid ${pid}\\)`),
      );
    });
  });
});
