/**
 * `npm start` builds the PWA when there is no build yet or a source is newer than the last one,
 * so a fresh clone needs no separate build step.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];

function newestMtimeMs(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtimeMs(path.join(entry, child)));
  }
  return newest;
}

export function buildIsStale(rootDir: string, distDir: string): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtimeMs(path.join(rootDir, source)) > builtAt);
}

export async function buildIfNeeded(rootDir: string, distDir: string): Promise<void> {
  if (!buildIsStale(rootDir, distDir)) return;
  console.log('Building the app (first start or sources changed)…');
  const { build } = await import('vite');
  // Vite builds for production only when NODE_ENV says so (or is unset); a server started with
  // NODE_ENV=test (the browser tests) must still serve the production app with its service worker.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: rootDir,
      configFile: path.join(rootDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
