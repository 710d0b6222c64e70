import { screen, type ByRoleMatcher } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { renderWithRouter, type Locale } from './render-with-router';

export type { Locale };

/**
 * Renders a form at `/` under a router in memory (`renderWithRouter`; any other path, where a
 * saved form goes, shows "Next") in the catalog of `locale`. Waits until the form named `ready`
 * (or the element of `ready`'s role and name) is on screen.
 */
export async function renderForm(
  form: () => ReactNode,
  ready: string | { role: ByRoleMatcher; name: string },
  locale: Locale = 'en',
) {
  const router = renderWithRouter({ '/': form, $: () => <p>Next</p> }, '/', locale);
  const { role, name } = typeof ready === 'string' ? { role: 'form', name: ready } : ready;
  await screen.findByRole(role, { name });
  return router;
}
