import { expect, test, type Page } from '@playwright/test';
import { demoMapGeometry } from '../server/demo/demo-map';
import { DEMO_OMAP_ID } from '../server/demo/demo-world';
import { createUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepMaps, mapSettled, type MapsWindow } from './support/maps';
import { openPlaySheet } from './support/play-sheet';
import { goOffline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';
import { shot } from './support/shots';

/**
 * The plain map viewer, in Chromium against the real server: a signed-in player opens /plain-map,
 * shows their position (at the demo map), sees the demo map (a public map of the area) drawn
 * over the base layers, then with the network cut for the page and its service worker reloads,
 * and the demo map is still drawn: its place from the phone's stored list of the area's maps,
 * its image from the service worker.
 */

const MAP_LABEL = 'Map viewer';
const DEMO_SOURCE = `omap-${DEMO_OMAP_ID}`;

interface MapLike {
  getStyle(): { sources: Record<string, { type: string }> } | undefined;
  getLayer(id: string): unknown;
  isSourceLoaded(id: string): boolean;
}

/** Whether the demo map's source and layer are on the map and its image has loaded. */
async function demoMapDrawn(page: Page): Promise<string> {
  return page.evaluate(
    ({ label, source }) => {
      const map = (window as MapsWindow<MapLike>).__mapsByLabel?.[label];
      if (!map) return 'no map';
      if (!map.getStyle()?.sources[source]) return 'no source';
      if (!map.getLayer(source)) return 'no layer';
      return map.isSourceLoaded(source) ? 'drawn' : 'loading';
    },
    { label: MAP_LABEL, source: DEMO_SOURCE },
  );
}

test('the plain map draws the public maps of the area, also offline once seen', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await createUser(request, 'plain-map');
  const centre = demoMapGeometry().centre;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: centre.lat, longitude: centre.lng, accuracy: 12 });
  await keepMaps(page);
  await signIn(page, player);

  // The game map leads to the viewer.
  await page.goto('/game-map');
  await waitForServiceWorker(page);
  // The link is in the sheet over the map, opened by its handle.
  await openPlaySheet(page);
  await page.getByRole('link', { name: 'Just look at the map, without a game' }).click();
  await expect(page).toHaveURL(/\/plain-map$/);
  // The browser allows the position, so the game map has started watching it: the plain map
  // shows it without asking.
  await expect(page.getByText('Accuracy ±12 m')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
  // Other tests may add public maps here too: the count is theirs, the demo map is ours.
  await expect(page.getByText(/public maps? in this area:/)).toBeVisible();
  await expect(page.getByText('Demo: Arendal')).toBeVisible();
  await expect.poll(() => demoMapDrawn(page), { timeout: 20_000 }).toBe('drawn');
  await expect.poll(() => mapSettled(page, MAP_LABEL), { timeout: 20_000 }).toBe(true);
  await shot(page, 'plain-map');
  await expectNoSeriousA11yViolations(page);

  // No network for the page and its service worker; the app starts again from the cache.
  await goOffline(page);
  await page.reload();
  await expect.poll(() => demoMapDrawn(page), { timeout: 20_000 }).toBe('drawn');
  await expect(page.getByText('Demo: Arendal')).toBeVisible();
  await expect(
    page.getByText('No connection: the maps shown are the ones this phone saw here before.'),
  ).toBeVisible();
  // The base tiles fail offline (none seen here): the map settles without them.
  await expect.poll(() => mapSettled(page, MAP_LABEL), { timeout: 20_000 }).toBe(true);
  await shot(page, 'plain-map-offline');
  await expectNoSeriousA11yViolations(page);
});
