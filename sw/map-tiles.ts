/**
 * Map tiles and map images in the service worker:
 *
 * 1. A GET whose absolute URL is in an offline pack (`db.tiles`, IndexedDB) is answered from
 *    there before the network: base-layer tiles, tiles maps' tiles, map images and their pyramid
 *    tiles, as src/offline/pack-download.ts stored them.
 * 2. Any other tile (a path ending in `/{z}/{x}/{y}`) or map image (`/map-images/...`) is answered
 *    cache-first from a bounded cache of what was seen while browsing (3000 entries, 30 days, only
 *    200 answers), so /plain-map works offline where the player has looked.
 * 3. A request made with `cache: 'no-store'` (the pack download's own fetches) skips that cache, so
 *    a download does not flush what was seen while browsing.
 *
 * Cross-origin GETs of other shapes are looked up in the packs too (a tiles map's template may
 * have its own form), then go to the network untouched.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { mapGameDb } from '../src/offline/db';

/** The Cache Storage cache of tiles and map images seen while browsing. */
export const BROWSED_TILES_CACHE = 'map-tiles';
const MAX_BROWSED_TILES = 3000;
const MAX_BROWSED_TILE_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A tile path: `/{z}/{x}/{y}` (any order of the three numbers) with an optional extension, GIF
 * included (the seed's tiles maps: src/domain/tile-location.ts).
 */
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(@2x)?(\.(png|jpe?g|gif|webp|avif|pbf|mvt))?$/i;
const MAP_IMAGES_PATH = /^\/map-images\//;

function isMapAsset(url: URL, origin: string): boolean {
  return (
    TILE_PATH.test(url.pathname) || (url.origin === origin && MAP_IMAGES_PATH.test(url.pathname))
  );
}

const browsed = new CacheFirst({
  cacheName: BROWSED_TILES_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: MAX_BROWSED_TILES,
      maxAgeSeconds: MAX_BROWSED_TILE_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});

/** The stored pack copy of a URL as a response, or null (not stored, or IndexedDB failed). */
async function fromPack(url: string): Promise<Response | null> {
  try {
    const tile = await mapGameDb().tiles.get(url);
    if (!tile) return null;
    return new Response(tile.blob, {
      status: 200,
      headers: {
        'content-type': tile.blob.type || 'application/octet-stream',
        'content-length': String(tile.bytes),
      },
    });
  } catch {
    return null;
  }
}

/** Registers the map routes (after the precache and navigation routes). */
export function registerMapTileRoutes(sw: ServiceWorkerGlobalScope): void {
  const origin = sw.location.origin;
  registerRoute(
    ({ request, url }) =>
      request.mode !== 'navigate' && (url.origin !== origin || isMapAsset(url, origin)),
    async ({ request, url, event }) => {
      const stored = await fromPack(request.url);
      if (stored) return stored;
      if (isMapAsset(url, origin) && request.cache !== 'no-store') {
        return browsed.handle({ request, event });
      }
      return fetch(request);
    },
    'GET',
  );
}
