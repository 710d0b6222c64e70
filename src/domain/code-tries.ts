/**
 * The limit on guessing a control's secret code: a player who has typed CODE_TRY_LIMIT wrong codes
 * on one control within CODE_TRY_WINDOW_MS may not punch that control by code again until the
 * oldest of those tries is CODE_TRY_WINDOW_MS old, even with the right code. A sliding window: at
 * no time does a player have more than CODE_TRY_LIMIT wrong codes judged on one control in any
 * CODE_TRY_WINDOW_MS. Every player sees where the controls are, so the code is the only proof of
 * a visit; with a three-letter code (about 17,000 to 47,000 codes) the limit turns a guess into
 * weeks of waiting. Times are milliseconds since the Unix epoch.
 *
 * The server applies this rule in one database statement (so concurrent guesses cannot slip past
 * it); this module is the same rule for the code that reads the stored tries back.
 */

/** Wrong codes allowed on one control within the window. */
export const CODE_TRY_LIMIT = 5;

/** The window the wrong codes are counted in: 15 minutes. */
export const CODE_TRY_WINDOW_MS = 15 * 60 * 1000;

/**
 * When code punches on the control open again, or null when they are open now:
 *
 *   oldest = the CODE_TRY_LIMIT-th newest wrong try
 *   locked while oldest + CODE_TRY_WINDOW_MS > now, until that instant
 *
 * `recentWrongAtMs` holds the player's latest wrong tries on the control, oldest first (older ones
 * may be left out: only the newest CODE_TRY_LIMIT matter).
 *
 * @example
 * // Five wrong codes at 10:00, 10:01 ... 10:04: at 10:05 locked until 10:15.
 * const t0 = Date.parse('2026-11-26T10:00:00Z');
 * codeTriesLockedUntilMs([0, 1, 2, 3, 4].map((m) => t0 + m * 60_000), t0 + 5 * 60_000);
 * // t0 + 15 * 60_000
 */
export function codeTriesLockedUntilMs(
  recentWrongAtMs: readonly number[],
  nowMs: number,
): number | null {
  if (recentWrongAtMs.length < CODE_TRY_LIMIT) return null;
  const oldest = recentWrongAtMs[recentWrongAtMs.length - CODE_TRY_LIMIT];
  if (oldest === undefined) return null;
  const opensAt = oldest + CODE_TRY_WINDOW_MS;
  return opensAt > nowMs ? opensAt : null;
}

/** The wait until code punches open again, in whole seconds rounded up (0 when open now). */
export function codeTriesRetryAfterSeconds(
  recentWrongAtMs: readonly number[],
  nowMs: number,
): number {
  const opensAt = codeTriesLockedUntilMs(recentWrongAtMs, nowMs);
  return opensAt === null ? 0 : Math.ceil((opensAt - nowMs) / 1000);
}
