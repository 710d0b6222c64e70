import { expect, test } from '@playwright/test';
import { createUser, signIn } from './support/auth';
import { waitForServiceWorker } from './support/service-worker';

/**
 * The runtime configuration (`/config.json`) through the service worker (sw/sw.ts): the app opens
 * on the phone's copy, whatever the connection does, and the worker refreshes the copy behind it,
 * so a changed configuration counts from the next opening.
 */

interface BaseLayer {
  attribution: string;
}

test('the map opens on the phone’s copy of the configuration; a changed one counts from the next opening', async ({
  page,
  context,
  request,
}) => {
  const player = await createUser(request, 'runtime-config');
  await signIn(page, player);
  await page.goto('/plain-map');
  await waitForServiceWorker(page);
  const attribution = page.locator('.maplibregl-ctrl-attrib-inner');
  await expect(attribution).toContainText('© OpenStreetMap contributors');

  // The deployment's configuration changes: the street map's attribution, say.
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { baseLayers: BaseLayer[] };
    config.baseLayers = config.baseLayers.map((layer) => ({
      ...layer,
      attribution: `${layer.attribution} (changed)`,
    }));
    await route.fulfill({ response, json: config });
  });

  // The next opening draws from the copy (one read per page: what it shows, it keeps) ...
  await page.reload();
  await expect(attribution).toContainText('© OpenStreetMap contributors');
  await expect(attribution).not.toContainText('(changed)');
  // ... and the one after that from the copy the worker refreshed meanwhile.
  await expect(async () => {
    await page.reload();
    await expect(attribution).toContainText('(changed)', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
});
