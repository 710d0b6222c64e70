import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { displayName } from '../api/current-user';
import { useCurrentUser } from '../api/use-current-user';
import { LoadingBar } from '../ui/loading-bar';
import { ToastHost } from '../ui/toast-host';
import { LanguageSwitch } from './language-switch';
import { MemberLinks } from './member-links';
import { ServiceWorkerStatusBar } from './sw-status';

/**
 * The frame of every screen: the loading bar, navigation on top (Home always; the member screens
 * when signed in; on the right the user's name linking to /user, or "Sign in"), the screen, and
 * the messages (service worker status and toasts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <>
      <LoadingBar loading={loading} />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="app-header">
        <nav aria-label={t`Main`}>
          <Link to="/" activeOptions={{ exact: true }}>
            <Trans>Home</Trans>
          </Link>
          {user?.isLoggedIn ? (
            <MemberLinks isEditorOrAdmin={user.isEditorOrAdmin} owner={user.sub} />
          ) : null}
        </nav>
        <div className="app-header-end">
          {user?.isEditorOrAdmin ? (
            <span className="admin-mode">
              <Trans>Admin mode</Trans>
            </span>
          ) : null}
          <LanguageSwitch />
          {user?.isLoggedIn ? (
            <Link to="/user" className="user-link">
              {displayName(user)}
            </Link>
          ) : (
            <Link to="/sign-in">
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <div className="messages">
        <ServiceWorkerStatusBar />
        <ToastHost />
      </div>
    </>
  );
}
