/**
 * Keeps the screen on while `active` (during play): a screen wake lock, taken again when the page
 * becomes visible (the browser releases it whenever the page is hidden). Browsers without the
 * Wake Lock API, or that refuse it (battery saver), simply let the screen sleep.
 */
import { useEffect } from 'react';

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (ended) await next.release();
        else sentinel = next;
      } catch {
        // Refused (hidden page, power saving): the screen may sleep; play goes on.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
