/**
 * The service worker: precaches the app shell and every code chunk of the build (so the whole app
 * works offline after one visit), answers navigations with the shell, answers the runtime config
 * from its copy and refreshes the copy behind it, serves map tiles and map images from offline
 * packs and from a bounded cache of what was seen (map-tiles.ts), and takes over only when the
 * page says the user agreed.
 */
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { registerMapTileRoutes } from './map-tiles';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Paths the server answers itself; never answered with the app shell. */
const SERVER_PATHS = /^\/(graphql|auth|healthz|config\.json|dev|data|map-images)(\/|$)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline after one visit. An update
// still waits until the user agrees (see the SKIP_WAITING message below).
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS] }),
);

const RUNTIME_CONFIG_CACHE = 'runtime-config';

// The copy answers at once and the network refreshes it for the next opening: on a connection
// that hangs rather than fails (one bar in a forest), the map, the sign-in set-up and the GraphQL
// endpoint waited for it up to 3 s (network first). A changed config (a new deployment's) counts
// from the next opening.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  new StaleWhileRevalidate({ cacheName: RUNTIME_CONFIG_CACHE }),
);

// The page reads /config.json before the first service worker controls it, so the route above
// never sees that read: the install keeps a copy, and the app starts offline after one visit.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add('/config.json'))
      .catch(() => undefined),
  );
});

registerMapTileRoutes(self);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
