/**
 * What the browser benchmarks share: the real server in this process over PGlite serving the
 * built app (built first if its sources changed), Debian's Chromium (CHROMIUM_PATH/CHROMIUM_ARGS
 * from playwright.config.ts), a phone's browser context at the demo start with service workers
 * blocked, and a sign-in through the sign-in screen.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { buildIfNeeded } from '../server/build-if-needed.ts';
import { loadConfig } from '../server/config.ts';
import { listen } from '../server/server.ts';
import { startApi, type ApiHarness } from '../tests/server/support/api-harness.ts';
import { ARENDAL } from '../tests/server/support/play-world.ts';

/** The password api-harness gives every user it makes. */
const HARNESS_PASSWORD = 'Orienteering1';

export interface BrowserApp {
  api: ApiHarness;
  browser: Browser;
  /** A phone's new browser context on the app (390x844, en-GB, at the demo start). */
  phone(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Starts the app and Chromium; `env` is added to the server's configuration. */
export async function startBrowserApp(options: {
  rootDir: string;
  distDir: string;
  name: string;
  env?: Record<string, string>;
}): Promise<BrowserApp> {
  await buildIfNeeded(options.rootDir, options.distDir);
  const api = await startApi('pglite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `map-game-bench-${options.name}-`));
  const app = await listen(
    {
      config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...options.env }),
      database: api.database,
      distDir: options.distDir,
    },
    0,
    '127.0.0.1',
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    api,
    browser,
    async phone() {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: 390, height: 844 },
        locale: 'en-GB',
        serviceWorkers: 'block',
        permissions: ['geolocation'],
        geolocation: { latitude: ARENDAL.lat, longitude: ARENDAL.lng, accuracy: 5 },
      });
      // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`: the
      // functions handed to the page need that helper there too.
      await context.addInitScript('window.__name = (target) => target;');
      return context;
    },
    async close() {
      await browser.close();
      await app.close();
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `email` in through the sign-in screen and waits for the signed-in user to be kept. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  const form = page.locator('form');
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(HARNESS_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForFunction(() => localStorage.getItem('current-user') !== null);
}
