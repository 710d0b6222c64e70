/**
 * What route loaders call to prefetch a screen's data through the app's one query client: each
 * query starts while the screen's code loads (and on a link's hover or touch, the router's
 * preload), and the screen reads it from the cache. The loader does not wait: the screen shows
 * its own loading and failure states as before, and a screen that works offline is never held
 * up by the network. Data already cached is not asked for again (`ensureQueryData`).
 *
 * A failed prefetch is the screen's to report: it is silent here, and the screen's own read asks
 * again when it mounts (TanStack Query's retryOnMount) under the screen's error handling, the
 * global one (query-errors.ts) or its own (`meta.handlesErrors`).
 */
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** Starts the query unless its data is cached; never throws, never waits. */
export function prefetchQuery<Data, Failure, Key extends QueryKey>(
  options: EnsureQueryDataOptions<Data, Failure, Data, Key>,
): void {
  queryClient
    .ensureQueryData({ ...options, meta: { ...options.meta, handlesErrors: true } })
    .catch(() => undefined);
}
