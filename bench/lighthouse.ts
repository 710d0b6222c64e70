/**
 * Lighthouse's mobile preset (its default: a mid-range phone, slow 4G, CPU slowed 4x) on the
 * production build served by the real server on loopback, medians printed:
 * - the home page, in a fresh browser (Lighthouse starts Debian's Chromium itself);
 * - `/game-map` of a signed-in player with an ongoing game: a Chromium driven by Playwright signs
 *   the demo player in and starts the demo levels game, then Lighthouse attaches to that browser
 *   (`--port`) and keeps its storage (`--disable-storage-reset`), so it measures what that player
 *   opens, service worker and offline pack included.
 * Goals (issue 14): home performance >= 0.95, accessibility and best practices 1.00; the game
 * map's performance >= 0.90. Runs Lighthouse 12.8.2 through npx (downloaded from the npm
 * registry on first use), so nothing of it is in the app's dependencies.
 *
 * Both browsers composite on the GPU, as a phone does and as Lighthouse's own launcher starts
 * Chromium (no `--disable-gpu`): on a machine without one, Chromium's GPU process then draws with
 * SwiftShader. With `--disable-gpu` (the browser tests' setting) compositing falls back to software
 * and every WebGL frame of the map is read back to the main thread, which waits for it: about
 * twice the game map's blocking time, a cost no phone pays (docs/DECISIONS.md, "The map where
 * WebGL runs in software").
 *
 * Besides the scores, each page's total blocking time and its main thread's long tasks (count,
 * and the blocking time they add up to: each task's time over 50 ms) are printed, which vary less
 * on a busy machine than the score. BASELINE_DIST_DIR measures a second, finished build (an older
 * commit's) in the same run, its runs interleaved with the current build's, so both see the same
 * machine. LIGHTHOUSE_RUNS sets the runs per page (3), LIGHTHOUSE_PAGES=game-map or =home one
 * page. LIGHTHOUSE_SAVE=folder keeps every report and its trace there, for
 * `npx tsx bench/long-tasks.ts TRACE` to rank the long tasks by what they run.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { submitSignIn } from '../e2e/support/auth.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { buildIfNeeded } from '../server/build-if-needed.ts';
import { DEMO_GAMES } from '../server/demo/demo-world.ts';
import { freePort } from '../tests/server/support/free-port.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { median } from './stats.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The browser tests' Chromium flags, compositing on the (emulated) GPU: see above. */
const BROWSER_ARGS = CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  scores: Scores;
  totalBlockingMs: number;
  largestPaintMs: number;
  longTasks: number;
  /** The long tasks' time over 50 ms each, summed (unthrottled trace time, ms). */
  longTaskBlockingMs: number;
  /** Console errors Lighthouse reported (best practices), their texts. */
  consoleErrors: string[];
}

const GOALS: Record<string, Partial<Scores>> = {
  home: { performance: 0.95, accessibility: 1, 'best-practices': 1 },
  'game map (ongoing game)': { performance: 0.9 },
};

interface Report {
  categories: Record<Category, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
}

async function lighthouse(url: string, extra: string[], saveAs: string | undefined): Promise<Run> {
  const output = saveAs ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-lh-')), 'run');
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${output}.report.json`,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${BROWSER_ARGS.join(' ')}`,
      ...(saveAs ? ['--save-assets'] : []),
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(`${output}.report.json`, 'utf8')) as Report;
  if (!saveAs) fs.rmSync(path.dirname(output), { recursive: true, force: true });
  const longTasks = (report.audits['long-tasks']?.details?.items ?? []).map((item) =>
    Number(item.duration),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, report.categories[category].score ?? 0]),
    ) as Scores,
    totalBlockingMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    largestPaintMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    longTasks: longTasks.length,
    longTaskBlockingMs: longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    consoleErrors: (report.audits['errors-in-console']?.details?.items ?? []).map((item) =>
      String(item.description),
    ),
  };
}

/** A browser with the demo player signed in and the demo levels game ongoing, for Lighthouse. */
async function playerWithOngoingGame(server: BenchServer, debugPort: number) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...BROWSER_ARGS, `--remote-debugging-port=${debugPort}`],
    headless: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/sign-in`);
  await submitSignIn(page, server.player.email, server.player.password);
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
  await page.goto(`${server.url}/game-map`);
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

interface Measured {
  build: string;
  page: string;
  runs: Run[];
}

function wantedPages(): string[] {
  const only = process.env.LIGHTHOUSE_PAGES;
  return only === 'home' ? ['home'] : only === 'game-map' ? ['game-map'] : ['home', 'game-map'];
}

export async function benchLighthouse(): Promise<string[]> {
  const distDir = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
  await buildIfNeeded(rootDir, distDir);
  const baseline = process.env.BASELINE_DIST_DIR;
  const builds = [
    ...(baseline ? [{ build: 'baseline', distDir: path.resolve(rootDir, baseline) }] : []),
    { build: 'current', distDir },
  ];
  const saveDir = process.env.LIGHTHOUSE_SAVE;
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const servers = new Map<string, BenchServer>();
  const players = new Map<string, { port: number; close(): Promise<void> }>();
  const measured: Measured[] = [];
  try {
    for (const { build, distDir: dir } of builds) servers.set(build, await startBenchServer(dir));
    for (const page of wantedPages()) {
      if (page === 'game-map') {
        for (const { build } of builds) {
          const port = await freePort();
          const player = await playerWithOngoingGame(servers.get(build)!, port);
          players.set(build, { port, close: player.close });
        }
      }
      const label = page === 'home' ? 'home' : 'game map (ongoing game)';
      const byBuild = new Map(builds.map(({ build }) => [build, [] as Run[]]));
      // Interleaved: baseline, current, baseline, current, ... so both meet the same machine load.
      for (let run = 0; run < RUNS; run += 1) {
        for (const { build } of builds) {
          const server = servers.get(build)!;
          const extra =
            page === 'home'
              ? []
              : [`--port=${players.get(build)!.port}`, '--disable-storage-reset'];
          const url = page === 'home' ? `${server.url}/` : `${server.url}/game-map`;
          const saveAs = saveDir ? path.join(saveDir, `${build}-${page}-${run}`) : undefined;
          byBuild.get(build)!.push(await lighthouse(url, extra, saveAs));
        }
      }
      for (const { build } of builds)
        measured.push({ build, page: label, runs: byBuild.get(build)! });
    }
  } finally {
    for (const player of players.values()) await player.close();
    for (const server of servers.values()) await server.close();
  }
  return lighthouseTable(measured, builds.length > 1);
}

function lighthouseTable(measured: readonly Measured[], sideBySide: boolean): string[] {
  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs (each run's value in brackets)`,
  ];
  let missed = false;
  const each = (runs: Run[], value: (run: Run) => number, digits: number) =>
    `${median(runs.map(value)).toFixed(digits)} [${runs.map((run) => value(run).toFixed(digits)).join(' ')}]`;
  for (const { build, page, runs } of measured) {
    const parts = CATEGORIES.map((category) => {
      const goal = GOALS[page]?.[category];
      const score = median(runs.map((run) => run.scores[category]));
      const ok = goal === undefined || score >= goal;
      if (!ok && build === 'current') missed = true;
      const verdict = goal === undefined ? '' : ok ? ` ok (>= ${goal})` : ` MISSED (goal ${goal})`;
      return `${category} ${each(runs, (run) => run.scores[category], 2)}${verdict}`;
    });
    const prefix = sideBySide ? `${build} ` : '';
    lines.push(`  ${prefix}${page}: ${parts.join('; ')}`);
    lines.push(
      `    total blocking time ${each(runs, (run) => run.totalBlockingMs, 0)} ms; largest contentful paint ${each(runs, (run) => run.largestPaintMs, 0)} ms; long tasks ${each(runs, (run) => run.longTasks, 0)}, their blocking ${each(runs, (run) => run.longTaskBlockingMs, 0)} ms`,
    );
    const errors = [...new Set(runs.flatMap((run) => run.consoleErrors))];
    for (const error of errors) lines.push(`    console error: ${error.slice(0, 200)}`);
  }
  if (sideBySide) {
    for (const page of new Set(measured.map((entry) => entry.page))) {
      const of = (build: string) =>
        measured.find((e) => e.build === build && e.page === page)!.runs;
      const ratio = (value: (run: Run) => number) =>
        (median(of('current').map(value)) / median(of('baseline').map(value))).toFixed(2);
      lines.push(
        `  ${page}, current / baseline: total blocking time ${ratio((run) => run.totalBlockingMs)}, long tasks ${ratio((run) => run.longTasks)}, their blocking ${ratio((run) => run.longTaskBlockingMs)}`,
      );
    }
  }
  if (missed) process.exitCode = 1;
  return lines;
}
