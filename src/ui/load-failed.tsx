import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A screen's data that could not be loaded: what failed (`children`, the screen's words) read out
 * as an alert, with a button to ask again.
 */
export function LoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <div role="alert" className="form-alert">
      <p>{children}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
