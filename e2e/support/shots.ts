/**
 * Screenshots for people to look at (no test reads them): in the folder SHOTS_DIR names when it is
 * set, else in the test's own output folder.
 */
import { test, type Page } from '@playwright/test';

/** Saves what `page` shows as `name`.png; `fullPage` takes the whole page, scrolled or not. */
export async function shot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  const path = folder ? `${folder}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
}
