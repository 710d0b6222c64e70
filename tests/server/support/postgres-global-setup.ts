/**
 * A real PostgreSQL for the API tests: one throwaway cluster on loopback for the whole run,
 * started as the unprivileged user `pgtest` (initdb refuses root) and stopped at the end. A
 * machine without PostgreSQL fails the run: `.ci/run` installs Debian's `postgresql`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const PG_USER = 'pgtest';

function findTool(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    `PostgreSQL's ${name} was not found: install Debian's postgresql (apt-get install -y postgresql)`,
  );
}

function asPgUser(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('runuser', ['-u', PG_USER, '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function setup(project: TestProject): Promise<() => void> {
  const initdb = findTool('initdb');
  const pgCtl = findTool('pg_ctl');
  if (process.getuid?.() === 0 && spawnSync('id', [PG_USER]).status !== 0) {
    execFileSync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      PG_USER,
    ]);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', [PG_USER, dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  asPgUser(initdb, ['-D', dataDir, '--auth=trust', '-U', PG_USER, '--no-sync']);
  asPgUser(pgCtl, [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  project.provide('postgresUrl', `postgres://${PG_USER}@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      asPgUser(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}
