/**
 * A phone's first visit, per route, in Debian's Chromium at 390x844 against the real server
 * (the production build, the embedded database with the demo world) on loopback: the JavaScript
 * and every file, as transferred (encoded as the server sends them: brotli for Chromium) and
 * decoded, against the budget of issue 14: home and sign-in at most 100 KB of JavaScript
 * compressed for their first paint, judged on the bytes as sent of the scripts the browser asked
 * for before the page's main content was painted (its largest contentful paint); what loads after
 * it (the service worker's library, the session) is printed beside it, and every file until the
 * network is idle too. The JavaScript's gzip size (level 9, file by file, the measure of the
 * earlier bench, what a server without brotli would send) is printed beside it with its own
 * verdict. Each route is opened in a fresh browser context (empty HTTP cache, no service
 * worker: the first visit's own cost, not the precache that follows it).
 *
 * Routes: home `/`, sign-in `/sign-in`, and `/game-map` of the demo player with an ongoing game
 * (signed in through the sign-in screen, the demo levels game started on the map screen as a
 * player would, then the screen opened again with the HTTP cache emptied).
 *
 * `npx tsx bench/main.ts --pages-only` runs it alone. DIST_DIR serves another build folder.
 * BASELINE_DIST_DIR names a second, finished build (an older commit's, say) measured as it is in
 * the same run, printed above the current one: before and after side by side.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { buildIfNeeded } from '../server/build-if-needed.ts';
import { demoMapGeometry } from '../server/demo/demo-map.ts';
import { DEMO_GAMES } from '../server/demo/demo-world.ts';
import { startBenchServer } from './bench-server.ts';
import { filesLoadedBy, routeWeight, type LoadedFile, type RouteWeight } from './page-weight.ts';

/** Issue 14: the home page's and the sign-in screen's JavaScript, gzip. */
export const FIRST_VISIT_BUDGET_GZIP_BYTES = 100 * 1024;

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS_GAME = DEMO_GAMES.find((game) => game.type === 'levels');

export interface RouteResult {
  /** `current`, or `baseline` for BASELINE_DIST_DIR's build. */
  build: string;
  route: string;
  weight: RouteWeight;
  files: LoadedFile[];
  budgetBytes?: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  await context.grantPermissions(['geolocation']);
  const centre = demoMapGeometry().centre;
  await context.setGeolocation({ latitude: centre.lat, longitude: centre.lng, accuracy: 5 });
  return context;
}

async function firstVisit(browser: Browser, base: string, route: string): Promise<LoadedFile[]> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    return await filesLoadedBy(page, () => page.goto(`${base}${route}`));
  } finally {
    await context.close();
  }
}

async function signInAndStartGame(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/sign-in`);
  const form = page.locator('form');
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
  if (!LEVELS_GAME) throw new Error('the demo world has no levels game');
  await page.goto(`${base}/game-map`);
  await page.getByRole('button', { name: LEVELS_GAME.name, exact: true }).click();
  await page.getByRole('button', { name: 'Download and start' }).click();
  await page.getByText(LEVELS_GAME.levels[0]?.name ?? 'Level 1').waitFor({ timeout: 60_000 });
}

/** `/game-map` with an ongoing game, opened again with an empty HTTP cache. */
async function gameMapVisit(
  browser: Browser,
  base: string,
  email: string,
  password: string,
): Promise<LoadedFile[]> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await signInAndStartGame(page, base, email, password);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    return await filesLoadedBy(page, async () => {
      await page.goto(`${base}/game-map`);
      await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 60_000 });
    });
  } finally {
    await context.close();
  }
}

/**
 * Builds if needed, serves the build with the demo world, and weighs each route; the baseline
 * build first when BASELINE_DIST_DIR is set.
 */
export async function measurePages(): Promise<RouteResult[]> {
  const distDir = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
  await buildIfNeeded(rootDir, distDir);
  const baseline = process.env.BASELINE_DIST_DIR;
  const builds = baseline
    ? [
        { build: 'baseline', distDir: path.resolve(rootDir, baseline) },
        { build: 'current', distDir },
      ]
    : [{ build: 'current', distDir }];
  const results: RouteResult[] = [];
  for (const { build, distDir: dir } of builds) results.push(...(await measureBuild(build, dir)));
  return results;
}

async function measureBuild(build: string, distDir: string): Promise<RouteResult[]> {
  const server = await startBenchServer(distDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const home = await firstVisit(browser, server.url, '/');
    const signIn = await firstVisit(browser, server.url, '/sign-in');
    const { email, password } = server.player;
    const gameMap = await gameMapVisit(browser, server.url, email, password);
    return [
      { route: '/', files: home, budgetBytes: FIRST_VISIT_BUDGET_GZIP_BYTES },
      { route: '/sign-in', files: signIn, budgetBytes: FIRST_VISIT_BUDGET_GZIP_BYTES },
      { route: '/game-map (ongoing game)', files: gameMap },
    ].map((result) => ({ ...result, build, weight: routeWeight(result.files) }));
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * True when a route of the current build with a budget sends more JavaScript for its first paint
 * than it, or the home page loads MapLibre.
 */
export function overBudget(results: readonly RouteResult[]): boolean {
  return results.some(
    (result) =>
      result.build === 'current' &&
      ((result.budgetBytes !== undefined &&
        result.weight.firstPaint.transferBytes > result.budgetBytes) ||
        (result.route === '/' && result.weight.loadsMapLibre)),
  );
}

function verdict(bytes: number, budgetBytes: number | undefined): string {
  if (budgetBytes === undefined) return '';
  return `${kb(budgetBytes)} ${bytes <= budgetBytes ? 'ok' : 'OVER'}`;
}

export function pagesTable(results: readonly RouteResult[], verbose: boolean): string[] {
  const lines = [
    'Page weight: a first visit in Chromium at 390x844 (fresh context, no service worker).',
    'First paint: the scripts asked for before the main content was painted (largest contentful',
    "paint); until idle: every script until the network is idle, the first paint's included.",
    '',
    '| build | route | first-paint JS files | as sent | budget | gzip-9 | gzip-9 budget | JS files until idle | as sent | decoded | gzip-9 | all files | all as sent | all decoded |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { build, route, weight, budgetBytes } of results) {
    const { firstPaint } = weight;
    lines.push(
      `| ${build} | ${route} | ${firstPaint.scripts} | ${kb(firstPaint.transferBytes)} | ${verdict(firstPaint.transferBytes, budgetBytes)} | ${kb(firstPaint.gzipBytes)} | ${verdict(firstPaint.gzipBytes, budgetBytes)} | ${weight.scripts} | ${kb(weight.scriptTransferBytes)} | ${kb(weight.scriptBytes)} | ${kb(weight.scriptGzipBytes)} | ${weight.files} | ${kb(weight.transferBytes)} | ${kb(weight.bytes)} |`,
    );
  }
  lines.push('');
  const home = results.find((result) => result.build === 'current' && result.route === '/');
  lines.push(
    `home page loads MapLibre code: ${home?.weight.loadsMapLibre ? 'YES (not allowed)' : 'no'}`,
  );
  if (verbose) {
    for (const { build, route, files } of results) {
      for (const file of files) {
        const name = new URL(file.url).pathname;
        lines.push(
          `  ${build}  ${route}  ${name}  ${kb(file.transferBytes)} ${file.contentEncoding ?? 'identity'}, ${kb(file.bytes)} decoded, ${file.beforePaint ? 'before' : 'after'} paint`,
        );
      }
    }
  }
  return lines;
}
