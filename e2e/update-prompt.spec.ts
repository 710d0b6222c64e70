import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig } from '../server/config';
import { createApp } from '../server/http/app';
import { waitForServiceWorker } from './support/service-worker';

const UPDATE_PORT = Number(process.env.E2E_UPDATE_PORT ?? 8182);

/** Serves `distDir` on UPDATE_PORT, the way `npm start` does, until `close` is called. */
async function serve(distDir: string): Promise<{ close: () => Promise<void> }> {
  const app = createApp({ config: loadConfig({}), distDir });
  const server = http.createServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(UPDATE_PORT, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('a new version waits until the user agrees, then takes over', async ({ page }) => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-update-'));
  // The build the test server serves (DIST_DIR, as in server/main.ts), not always dist/.
  fs.cpSync(process.env.DIST_DIR ?? 'dist', distDir, { recursive: true });
  const origin = `http://127.0.0.1:${UPDATE_PORT}`;
  let server = await serve(distDir);
  try {
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);

    // Deploy "a new version": the same worker with different bytes.
    await server.close();
    const worker = path.join(distDir, 'sw.js');
    fs.appendFileSync(worker, '\n// next version\n');
    // The build's compressed copies of the worker, which the server prefers, change with it.
    const next = fs.readFileSync(worker);
    fs.writeFileSync(`${worker}.br`, brotliCompressSync(next));
    fs.writeFileSync(`${worker}.gz`, gzipSync(next));
    server = await serve(distDir);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(page.getByText('A new version of the app is available.')).toBeVisible();
    // The old worker keeps the page until the user answers.
    const waiting = () =>
      page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
    expect(await waiting()).toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Update now' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await waiting()).toBe(false);
    await expect(page.getByText('A new version of the app is available.')).toHaveCount(0);
  } finally {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  }
});
