/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Reload the page once
 * to fetch the new build instead of showing an error; a second failure in the same tab within a
 * minute shows the error page, so a broken deploy cannot loop.
 */
const KEY = 'chunk-reload-at';
const WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message))
  );
}

/** Reloads once and returns true, or returns false when a reload was already tried just now. */
export function reloadOnceForChunkError(now: number = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (now - last < WINDOW_MS) return false;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
