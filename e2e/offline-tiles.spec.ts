import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { goOffline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';

/**
 * The service worker serves map tiles with the network cut off: a tile of an offline pack from
 * IndexedDB (`db.tiles`, where src/offline/pack-download.ts stores it), and a tile seen while
 * browsing from its bounded cache. The tiles come from a small tile server of the test's own on
 * another origin (CORS allowed, as OpenStreetMap's and Kartverket's are), which counts requests.
 */

let tileServer: http.Server;
let tileOrigin: string;
const tileRequests: string[] = [];

test.beforeAll(async () => {
  tileServer = http.createServer((request, response) => {
    tileRequests.push(request.url ?? '/');
    response
      .writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' })
      .end(`seen tile ${request.url}`);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  tileServer.close();
});

/** Every test starts on the app with its service worker in control. */
test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
});

/** Fetches a URL from the page: its status and body text, or null when the fetch failed. */
function fetchFromPage(page: Page, url: string) {
  return page.evaluate(async (u) => {
    try {
      const response = await fetch(u);
      return { status: response.status, body: await response.text() };
    } catch {
      return null;
    }
  }, url);
}

/** Puts a tile into the app's IndexedDB (`map-game`, store `tiles`) as an offline pack does. */
function storePackTile(page: Page, url: string, body: string) {
  return page.evaluate(
    ({ url, body }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('map-game');
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          reject(new Error('the app has not created its database'));
        };
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const blob = new Blob([body], { type: 'image/png' });
          const tx = db.transaction('tiles', 'readwrite');
          tx.objectStore('tiles').put({
            url,
            blob,
            bytes: blob.size,
            packs: ['e2e-game'],
            storedAt: Date.now(),
            v: 1,
          });
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => reject(tx.error ?? new Error('put failed'));
        };
      }),
    { url, body },
  );
}

test('a tile of an offline pack comes from IndexedDB with the network cut off', async ({
  page,
  context,
}) => {
  const packTile = `${tileOrigin}/pack/15/17182/9788.png`;
  const ownOriginTile = new URL('/e2e-pack/15/17182/9789.png', page.url()).href;
  // A first map request opens the database in the service worker (Dexie creates it).
  expect((await fetchFromPage(page, ownOriginTile))?.status).toBe(404);
  await storePackTile(page, packTile, 'pack tile bytes');
  await storePackTile(page, ownOriginTile, 'own origin pack tile');
  tileRequests.length = 0;

  await goOffline(page);
  expect(await fetchFromPage(page, packTile)).toEqual({ status: 200, body: 'pack tile bytes' });
  expect(await fetchFromPage(page, ownOriginTile)).toEqual({
    status: 200,
    body: 'own origin pack tile',
  });
  // A tile in no pack and never seen cannot be had.
  expect(await fetchFromPage(page, `${tileOrigin}/pack/15/17182/9790.png`)).toBeNull();
  expect(tileRequests).toEqual([]);
  await context.setOffline(false);

  // Online again, the pack still answers first: the tile server is not asked.
  expect(await fetchFromPage(page, packTile)).toEqual({ status: 200, body: 'pack tile bytes' });
  expect(tileRequests).toEqual([]);
});

test('a tile seen while browsing comes from the cache with the network cut off', async ({
  page,
  context,
}) => {
  const seen = `${tileOrigin}/street/14/8591/4894.png`;
  tileRequests.length = 0;
  expect(await fetchFromPage(page, seen)).toEqual({
    status: 200,
    body: 'seen tile /street/14/8591/4894.png',
  });
  expect(tileRequests).toEqual(['/street/14/8591/4894.png']);

  await goOffline(page);
  expect(await fetchFromPage(page, seen)).toEqual({
    status: 200,
    body: 'seen tile /street/14/8591/4894.png',
  });
  expect(await fetchFromPage(page, `${tileOrigin}/street/14/8591/4895.png`)).toBeNull();
  await context.setOffline(false);

  // Online, the cached copy is still used (cache first): one request in all.
  await fetchFromPage(page, seen);
  expect(tileRequests).toEqual(['/street/14/8591/4894.png']);
});
