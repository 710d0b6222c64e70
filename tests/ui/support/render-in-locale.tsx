import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { catalogIn, type Locale } from './catalog';

export { catalogIn, type Locale };

/**
 * Renders `node` in the catalog of `locale`, as the app's provider gives it; `rerender` puts a
 * new node in its place under the same catalog.
 */
export function renderIn(locale: Locale, node: ReactNode) {
  const i18n = catalogIn(locale);
  const inCatalog = (next: ReactNode) => <I18nProvider i18n={i18n}>{next}</I18nProvider>;
  const result = render(inCatalog(node));
  return { ...result, rerender: (next: ReactNode) => result.rerender(inCatalog(next)) };
}
