/**
 * Lighthouse's mobile preset (its default: a mid-range phone, slow 4G, CPU slowed 4x) on the
 * production build served by the real server on loopback, three runs per page, medians printed:
 * - the home page, in a fresh browser (Lighthouse starts Debian's Chromium itself);
 * - `/game-map` of a signed-in player with an ongoing game: a Chromium driven by Playwright signs a
 *   new player in and starts the demo levels game, then Lighthouse attaches to that browser
 *   (`--port`) and keeps its storage (`--disable-storage-reset`), so it measures what that player
 *   opens, service worker and offline pack included.
 * Goals (issue 14): home performance >= 0.95, accessibility and best practices 1.00; the game
 * map's performance >= 0.90. Runs Lighthouse 12.8.2 through npx (downloaded from the npm
 * registry on first use), so nothing of it is in the app's dependencies.
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createUser, submitSignIn } from '../e2e/support/auth.ts';
import { startOwnServer } from '../e2e/support/own-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { DEMO_GAMES } from '../server/demo/demo-world.ts';
import { median } from './stats.ts';
import { freePort } from '../tests/server/support/free-port.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;

const GOALS: Record<string, Partial<Scores>> = {
  home: { performance: 0.95, accessibility: 1, 'best-practices': 1 },
  'game map (ongoing game)': { performance: 0.9 },
};

async function lighthouse(url: string, extra: string[]): Promise<Scores> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as { categories: Record<Category, { score: number | null }> };
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, report.categories[category].score ?? 0]),
  ) as Scores;
}

function medians(runs: Scores[]): Scores {
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run[category]))]),
  ) as Scores;
}

/** A browser with a signed-in player whose levels game is ongoing, open for Lighthouse to attach. */
async function playerWithOngoingGame(origin: string, debugPort: number) {
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const player = await createUser(api, 'lighthouse');
  await api.dispose();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    headless: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in`);
  await submitSignIn(page, player.email, player.password);
  await page.getByRole('link', { name: player.name }).waitFor();
  await page.goto(`${origin}/game-map`);
  const game = DEMO_GAMES.find((candidate) => candidate.type === 'levels')!;
  await page.getByRole('button', { name: game.name, exact: true }).click();
  await page.getByRole('button', { name: 'Download and start' }).click();
  await page
    .getByText(/^Level 1/)
    .first()
    .waitFor({ timeout: 60_000 });
  await page.getByTestId('pending-badge').waitFor({ state: 'detached', timeout: 30_000 });
  return {
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function benchLighthouse(): Promise<string[]> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-lighthouse-data-'));
  const server = await startOwnServer(port, dataDir);
  const results: [string, Scores, Scores[]][] = [];
  try {
    const home: Scores[] = [];
    for (let run = 0; run < RUNS; run += 1) home.push(await lighthouse(`${server.origin}/`, []));
    results.push(['home', medians(home), home]);

    const debugPort = await freePort();
    const player = await playerWithOngoingGame(server.origin, debugPort);
    try {
      const gameMap: Scores[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        gameMap.push(
          await lighthouse(`${server.origin}/game-map`, [
            `--port=${debugPort}`,
            '--disable-storage-reset',
          ]),
        );
      }
      results.push(['game map (ongoing game)', medians(gameMap), gameMap]);
    } finally {
      await player.close();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs (each run's score in brackets)`,
  ];
  let missed = false;
  for (const [page, scores, runs] of results) {
    const parts = CATEGORIES.map((category) => {
      const goal = GOALS[page]?.[category];
      const ok = goal === undefined || scores[category] >= goal;
      if (!ok) missed = true;
      const each = runs.map((run) => run[category].toFixed(2)).join(' ');
      const verdict = goal === undefined ? '' : ok ? ` ok (>= ${goal})` : ` MISSED (goal ${goal})`;
      return `${category} ${scores[category].toFixed(2)} [${each}]${verdict}`;
    });
    lines.push(`  ${page}: ${parts.join('; ')}`);
  }
  if (missed) process.exitCode = 1;
  return lines;
}
