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
import { render, screen, type ByRoleMatcher } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as nb } from '../../../locales/nb/messages.po';

export type Locale = 'en' | 'nb';

/**
 * Renders a form at `/` under a router in memory (its navigation works; `/next` is where a saved
 * form goes), with a fresh query client and the catalog of `locale`. Waits until the form named
 * `ready` (or the element of `ready`'s role and name) is on screen.
 */
export async function renderForm(
  form: () => ReactNode,
  ready: string | { role: ByRoleMatcher; name: string },
  locale: Locale = 'en',
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: form }),
      createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Next</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const i18n = setupI18n({ locale, messages: { en, nb } });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  const { role, name } = typeof ready === 'string' ? { role: 'form', name: ready } : ready;
  await screen.findByRole(role, { name });
  return router;
}
