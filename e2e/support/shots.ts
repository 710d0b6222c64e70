/**
 * Screenshots for people to look at (no test reads them): in the folder SHOTS_DIR names when it is
 * set, else in the test's own output folder.
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Saves what `page` shows as `name`.png; `fullPage` takes the whole page, scrolled or not. A map
 * on the page is first waited for until it is shown (an opening map stays hidden while it draws,
 * src/ui/map/first-draw.ts): a shot of a blank map shows a reader nothing.
 */
export async function shot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  const path = folder ? `${folder}/${name}.png` : test.info().outputPath(`${name}.png`);
  const drawing = page.locator('.maplibregl-map').filter({ visible: false });
  await expect(drawing).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
}
