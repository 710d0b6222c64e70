import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as nb } from '../../../locales/nb/messages.po';

export type Locale = 'en' | 'nb';

/**
 * Renders screens at their paths under a router in memory (their links and navigation work),
 * with a fresh query client and the catalog of `locale`; starts at `initialPath`.
 */
export function renderWithRouter(
  screens: Record<string, () => ReactNode>,
  initialPath: string,
  locale: Locale = 'en',
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = Object.entries(screens).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const i18n = setupI18n({ locale, messages: { en, nb } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}
