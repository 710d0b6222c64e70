/**
 * The auth module's only way to read the time: milliseconds since the Unix epoch. Token times,
 * code expiry and the throttle's window all read it, so tests move time forward instead of
 * sleeping.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Whole seconds since the epoch, as JWT `iat`, `exp` and `auth_time` count. */
export function epochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
