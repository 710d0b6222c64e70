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
import { catalogIn, type Locale } from './catalog';

export type { Locale };

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
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={catalogIn(locale)}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}
