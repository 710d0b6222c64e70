import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUser, subscribeCurrentUser } from './api/current-user-store';
import { reloadOnceForChunkError } from './app/chunk-reload';
import { activateLocale, initialLocale } from './app/i18n';
import { browserConnection, preloadAllowed } from './app/preload-policy';
import { handleUnhandledQueryError } from './app/query-errors';
import { startSession } from './app/session-start';
import { registerServiceWorker } from './app/sw-bridge';
import './app/app.css';
import { routeTree } from './routeTree.gen';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    onError: (error, query) => handleUnhandledQueryError(error, query.meta),
  }),
  // A mutation is a user's action: its screen shows the refusal; only a session end is global.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      handleUnhandledQueryError(error, { handlesErrors: true, ...mutation.meta }),
  }),
});

const router = createRouter({
  routeTree,
  context: { queryClient },
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
  wasSignedIn = signedIn;
});

// A lazy chunk that vanished with a deploy: reload once rather than fail.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

async function start() {
  await activateLocale(initialLocale());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
  startSession();
}

void start();
