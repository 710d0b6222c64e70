import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from './after-first-paint';

const ServiceWorkerStatusBar = lazy(() =>
  import('./sw-status').then((module) => ({ default: module.ServiceWorkerStatusBar })),
);

/** How long the status bar waits at most for the first paint (as the worker's registration). */
const FIRST_PAINT_WAIT_MS = 5000;

/**
 * The service worker's messages (src/app/sw-status.tsx) have nothing to say before the worker is
 * registered, which waits for the first paint (src/main.tsx): the bar and the bridge it reads are
 * loaded after it too, not with every first screen.
 */
export function ServiceWorkerStatusSlot() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true), FIRST_PAINT_WAIT_MS), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerStatusBar />
    </Suspense>
  );
}
