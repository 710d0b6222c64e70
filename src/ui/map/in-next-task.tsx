import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` in a task after the one this mounts in: work that need not share a long
 * task (making a map, say) gets one of its own, and the page can answer a tap in between.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
