/**
 * Runs work the first screen does not need once the browser has painted it: when the page's
 * first contentful paint is reported (Paint Timing), or after `fallbackMs` in a browser that
 * does not report it or a page that paints nothing.
 */
export function afterFirstPaint(run: () => void, fallbackMs: number): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    setTimeout(run, fallbackMs);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  const observer = new PerformanceObserver((list) => {
    // The entry comes once the frame is on screen; the work starts in a task after it.
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
