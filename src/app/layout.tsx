import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { ServiceWorkerStatusBar } from './sw-status';

/** The frame of every screen: navigation on top, the screen, and the service worker's status. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="app-header">
        <nav aria-label={t`Main`}>
          <Link to="/" activeOptions={{ exact: true }}>
            <Trans>Home</Trans>
          </Link>
        </nav>
        <div className="app-header-end">
          <LanguageSwitch />
          <a href="/sign-in">
            <Trans>Sign in</Trans>
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <ServiceWorkerStatusBar />
    </>
  );
}
