import { defineConfig, devices } from '@playwright/test';

/** Browser tests: Debian's Chromium against the real server on its own port and data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-GB',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium-phone' }],
  webServer: {
    // A fresh data folder each run: the server seeds the demo world (and its accounts) into it.
    // The server creates DATA_DIR but never its missing parents.
    command: `rm -rf .data/e2e-${E2E_PORT} && mkdir -p .data && tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `.data/e2e-${E2E_PORT}`,
      NODE_ENV: 'test',
    },
  },
});
