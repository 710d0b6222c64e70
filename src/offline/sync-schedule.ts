/**
 * When the sync engine tries again after a failed pass: exponential back-off from 2 s, doubled
 * each failure, capped at 5 minutes, with jitter (half to all of the delay) so many phones coming
 * back into coverage at once do not arrive together. A server's Retry-After is honoured (up to
 * 30 minutes).
 */

/** The first delay, ms. */
export const BACKOFF_BASE_MS = 2_000;
/** The longest delay the back-off reaches, ms. */
export const BACKOFF_CAP_MS = 5 * 60_000;
/** The longest Retry-After honoured, ms. */
export const RETRY_AFTER_CAP_MS = 30 * 60_000;

/**
 * The delay before the next pass in ms, after `failures` failed passes in a row (1 for the first):
 * `min(cap, base * 2^(failures-1)) * (0.5 + 0.5 * random)`, at least the server's Retry-After
 * (capped at 30 minutes). `random` is in [0, 1).
 */
export function backoffDelayMs(input: {
  failures: number;
  random: number;
  retryAfterMs?: number;
}): number {
  const exponent = Math.max(0, Math.min(input.failures - 1, 20));
  const delay = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  const jittered = Math.round(delay * (0.5 + 0.5 * Math.min(Math.max(input.random, 0), 1)));
  const retryAfter = Math.min(Math.max(input.retryAfterMs ?? 0, 0), RETRY_AFTER_CAP_MS);
  return Math.max(jittered, retryAfter);
}

/**
 * A Retry-After header in ms from `now`: delta seconds, or an HTTP date; undefined when absent
 * or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}
