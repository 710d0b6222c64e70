import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../api/use-current-user';
import {
  acceptUpdate,
  dismissStatus,
  serviceWorkerStatus,
  subscribeServiceWorker,
} from './sw-bridge';

const UnlessPlaying = lazy(() =>
  import('./play-status').then((module) => ({ default: module.UnlessPlaying })),
);

/**
 * "Ready to work offline" once, and the question before an update. The update question waits
 * while the player has a game going on this device (never update under a player mid-game); it
 * shows when the game is completed or cancelled.
 */
export function ServiceWorkerStatusBar() {
  const status = useSyncExternalStore(subscribeServiceWorker, serviceWorkerStatus);
  const user = useCurrentUser();
  if (status === 'idle') return null;
  if (status === 'update-waiting') {
    return (
      <Suspense fallback={null}>
        <UnlessPlaying owner={user?.isLoggedIn ? user.sub : null}>
          <StatusBar status={status} />
        </UnlessPlaying>
      </Suspense>
    );
  }
  return <StatusBar status={status} />;
}

function StatusBar({ status }: { status: 'offline-ready' | 'update-waiting' }) {
  return (
    <div className="toast" role="status" aria-live="polite">
      {status === 'offline-ready' ? (
        <>
          <span>
            <Trans>Ready to work offline.</Trans>
          </span>
          <button type="button" onClick={dismissStatus}>
            <Trans>OK</Trans>
          </button>
        </>
      ) : (
        <>
          <span>
            <Trans>A new version of the app is available.</Trans>
          </span>
          <button type="button" onClick={acceptUpdate}>
            <Trans>Update now</Trans>
          </button>
          <button type="button" className="secondary" onClick={dismissStatus}>
            <Trans>Later</Trans>
          </button>
        </>
      )}
    </div>
  );
}
