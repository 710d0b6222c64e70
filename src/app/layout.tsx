import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { displayName } from '../api/current-user';
import { useCurrentUser } from '../api/use-current-user';
import { LoadingBar } from '../ui/loading-bar';
import { ScreenBarProvider, ScreenBarSlot } from '../ui/screen-bar';
import { ToastHost } from '../ui/toast-host';
import { AppMenuSlot } from './app-menu-slot';
import './app-bar.css';
import { LanguageSwitch } from './language-switch';
import { MemberLinks } from './member-links';
import { ServiceWorkerStatusSlot } from './sw-status-slot';

/**
 * The screens that fill the phone (a map to play on): instead of the navigation bar they get a
 * slim top bar with their own title (src/ui/screen-bar.tsx) and a menu button opening the
 * navigation as a drawer; their messages show at the top, clear of the controls at the bottom.
 */
const FULL_SCREEN_PATHS: ReadonlySet<string> = new Set(['/game-map']);

/**
 * The frame of every screen: the loading bar, navigation on top (Home always; the member screens
 * when signed in; on the right the user's name linking to /user, or "Sign in"), the screen, and
 * the messages (service worker status and toasts). On a full screen the navigation is in the
 * slim bar's menu.
 */
export function Layout({ children }: { children: ReactNode }) {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const fullScreen = FULL_SCREEN_PATHS.has(path);
  return (
    <ScreenBarProvider>
      <LoadingBar loading={loading} />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {fullScreen ? (
        <header className="app-header app-bar">
          <ScreenBarSlot className="app-bar-screen" />
          <AppMenuSlot>
            <Navigation />
          </AppMenuSlot>
        </header>
      ) : (
        <header className="app-header">
          <Navigation />
        </header>
      )}
      <main id="main" tabIndex={-1} className={fullScreen ? 'main-full-screen' : undefined}>
        {children}
      </main>
      <div className={fullScreen ? 'messages messages-top' : 'messages'}>
        <ServiceWorkerStatusSlot />
        <ToastHost />
      </div>
    </ScreenBarProvider>
  );
}

/** The links to the screens, the language switch and the user's link (or "Sign in"). */
function Navigation() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <>
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
    </>
  );
}
