/**
 * `npm run bench`: builds the app if needed, serves it with the real server on a free port, and
 * prints what the home page and the map screen load, measured in Debian's Chromium.
 * Budget (issue 2): the home page's JavaScript at most 150 KB gzip, and no MapLibre code.
 * Then the game API (bench/api.ts) and play without signal (bench/offline.ts). `--pages-only`,
 * `--api-only` or `--offline-only` runs one part.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { buildIfNeeded } from '../server/build-if-needed.ts';
import { loadConfig } from '../server/config.ts';
import { createApp } from '../server/http/app.ts';
import { CURRENT_USER_STORAGE_KEY } from '../src/api/current-user-store.ts';
import { gzipSize, scriptsLoadedBy, totalGzipBytes } from './page-weight.ts';

const HOME_BUDGET_GZIP_BYTES = 150 * 1024;
const BENCH_USER = {
  sub: 'bench-user',
  name: 'Bench',
  nickname: 'bench',
  email: 'bench@example.com',
  email_verified: true,
  userGroups: [],
  publishResults: null,
};
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(rootDir, 'dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  await buildIfNeeded(rootDir, distDir);
  const app = createApp({ config: loadConfig({}), distDir });
  const server = http.createServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const home = await scriptsLoadedBy(page, () => page.goto(`${base}/`));
    // The map screen is for signed-in players: open it as one the device remembers (the guard
    // reads the last known user; this bench server has no user pool, which is fine for sizes).
    await page.evaluate(([key, user]) => localStorage.setItem(key, user), [
      CURRENT_USER_STORAGE_KEY,
      JSON.stringify(BENCH_USER),
    ] as const);
    const map = await scriptsLoadedBy(page, () => page.goto(`${base}/plain-map`));
    const mapOnly = map.filter((script) => !home.some((h) => h.url === script.url));
    const workerFile = fs
      .readdirSync(path.join(distDir, 'assets'))
      .find((f) => f.startsWith('maplibre-gl-worker'));
    const workerGzip = workerFile
      ? gzipSize(fs.readFileSync(path.join(distDir, 'assets', workerFile)))
      : 0;

    const homeGzip = totalGzipBytes(home);
    const homeLoadsMapLibre = home.some((script) => script.isMapLibre);
    const mapChunk = mapOnly.filter(
      (script) => script.isMapLibre && !script.url.includes('maplibre-gl-worker'),
    );
    if (homeGzip > HOME_BUDGET_GZIP_BYTES || homeLoadsMapLibre) process.exitCode = 1;

    console.log('Page weight (JavaScript, gzip level 9, as loaded by Chromium at 390x844)');
    console.log('');
    console.log('| what | files | gzip | budget |');
    console.log('|---|---|---|---|');
    console.log(
      `| home page (/) | ${home.length} | ${kb(homeGzip)} | ${kb(HOME_BUDGET_GZIP_BYTES)} ${homeGzip <= HOME_BUDGET_GZIP_BYTES ? 'ok' : 'OVER'} |`,
    );
    console.log(
      `| map chunk (MapLibre, loaded by /plain-map) | ${mapChunk.length} | ${kb(totalGzipBytes(mapChunk))} | |`,
    );
    console.log(`| map worker (${workerFile ?? 'missing'}) | 1 | ${kb(workerGzip)} | |`);
    console.log(
      `| everything /plain-map adds to the home page | ${mapOnly.length} | ${kb(totalGzipBytes(mapOnly))} | |`,
    );
    console.log('');
    console.log(`home page loads MapLibre code: ${homeLoadsMapLibre ? 'YES (not allowed)' : 'no'}`);
    console.log(
      `home/map-chunk size ratio: ${(homeGzip / Math.max(1, totalGzipBytes(mapChunk))).toFixed(2)}`,
    );
    for (const script of home) console.log(`  home  ${script.url}  ${kb(script.gzipBytes)}`);
    for (const script of mapOnly) console.log(`  map   ${script.url}  ${kb(script.gzipBytes)}`);
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

const only = ['--pages-only', '--api-only', '--offline-only'].find((flag) =>
  process.argv.includes(flag),
);
if (!only || only === '--pages-only') await main();
if (!only || only === '--api-only') await (await import('./api.ts')).benchApi();
if (!only || only === '--offline-only') await (await import('./offline.ts')).benchOffline();
