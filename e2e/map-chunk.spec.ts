import { expect, test } from '@playwright/test';
import { scriptsLoadedBy } from '../bench/page-weight';
import { signInNewUser } from './support/auth';

test('the home page loads no MapLibre code; the map screen does', async ({ page, request }) => {
  const home = await scriptsLoadedBy(page, () => page.goto('/'));
  expect(home.length).toBeGreaterThan(0);
  expect(home.filter((script) => script.isMapLibre).map((script) => script.url)).toEqual([]);

  // The map viewer is a member screen.
  await signInNewUser(page, request, 'mapper');

  const map = await scriptsLoadedBy(page, () => page.goto('/plain-map'));
  expect(map.some((script) => script.isMapLibre)).toBe(true);
  await expect(page.getByRole('region', { name: 'Map viewer' })).toBeVisible();
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Background map' }).click();
  await expect(page.getByRole('radio', { name: 'Street map' })).toBeChecked();
});
