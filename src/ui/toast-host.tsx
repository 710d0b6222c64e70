import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';

/**
 * Where toasts appear. The live region is always in the page, so screen readers announce each
 * toast as it is added (role=status, polite).
 */
export function ToastHost() {
  const { t, i18n } = useLingui();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <div className="toast-list" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          <span>{i18n._(toast.message)}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t`Close message`}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
