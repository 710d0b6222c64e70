import { useEffect, useState } from 'react';

/**
 * `active`, but only once it has stayed true for `delayMs`, and for at most `maxMs` after that:
 * a quick load shows nothing, and a stuck one does not show forever. Turning false hides at once.
 */
export function useDelayedFlag(active: boolean, delayMs: number, maxMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    let hide: ReturnType<typeof setTimeout> | undefined;
    const show = setTimeout(() => {
      setShown(true);
      hide = setTimeout(() => setShown(false), maxMs);
    }, delayMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [active, delayMs, maxMs]);
  return active && shown;
}
