import { chromium, expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';

test('Chrome reports no installability errors for the manifest', async ({ baseURL }) => {
  // A persistent context: in an incognito one Chrome only answers "in-incognito".
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
});
