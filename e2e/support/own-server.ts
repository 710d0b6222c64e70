/**
 * A server of a test's own, on its own port and data folder, started the way `npm start` starts
 * it and stopped with SIGTERM (releasing the data folder's lock) — for tests that must stop the
 * server, as `npm run users` asks an operator to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  port: number,
  dataDir: string,
  /** More settings for this server (PUBLIC_URL, TRUST_PROXY, ...). */
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/main.ts'],
    {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
