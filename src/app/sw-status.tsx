import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import {
  acceptUpdate,
  dismissStatus,
  serviceWorkerStatus,
  subscribeServiceWorker,
} from './sw-bridge';

/** "Ready to work offline" once, and the question before an update. */
export function ServiceWorkerStatusBar() {
  const status = useSyncExternalStore(subscribeServiceWorker, serviceWorkerStatus);
  if (status === 'idle') return null;
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
