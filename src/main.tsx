import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUser, subscribeCurrentUser } from './api/current-user-store';
import { afterFirstPaint } from './app/after-first-paint';
import { reloadOnceForChunkError } from './app/chunk-reload';
import { loadErrorWords } from './app/error-words';
import { activateLocale, initialLocale, loadWholeCatalog } from './app/i18n';
import { browserConnection, preloadAllowed } from './app/preload-policy';
import './app/app.css';
import { routeTree } from './routeTree.gen';

const router = createRouter({
  routeTree,
  defaultPreload: preloadAllowed(browserConnection()) ? 'intent' : false,
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Signed out (here, in another tab, or refused by the server): run the route guards again, so a
// member screen sends the user to sign in.
let wasSignedIn = getCurrentUser()?.isLoggedIn === true;
subscribeCurrentUser(() => {
  const signedIn = getCurrentUser()?.isLoggedIn === true;
  if (wasSignedIn && !signedIn) void router.invalidate();
  if (signedIn) loadMemberMessages();
  wasSignedIn = signedIn;
});

/** A member meets messages of any screen (a refused punch from the sync, say): all of them. */
function loadMemberMessages(): void {
  // A failure here is retried by the next member screen, which waits for the catalog.
  loadWholeCatalog().catch(() => undefined);
}

// A lazy chunk that vanished with a deploy: reload once rather than fail.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

/** How long the service worker and the session wait at most for the first paint. */
const FIRST_PAINT_WAIT_MS = 5000;

/**
 * What the first screen does not need waits until it is painted: the error catalogue's words, the
 * service worker (with Workbox's page library) and the session refresh and sync engine.
 */
function startAfterFirstPaint(): void {
  loadErrorWords();
  void import('./app/sw-bridge').then(({ registerServiceWorker }) => registerServiceWorker());
  void import('./app/session-start').then(({ startSession }) => startSession());
}

async function start() {
  // Signed in: the whole catalog at once (activateLocale then waits for it) rather than the first
  // screens' part and the whole one after it.
  if (wasSignedIn) loadMemberMessages();
  await activateLocale(initialLocale());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  afterFirstPaint(startAfterFirstPaint, FIRST_PAINT_WAIT_MS);
}

void start();
