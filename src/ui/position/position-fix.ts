/**
 * Pure helpers about the player's position fix, shared by every map screen: how old a fix is and
 * whether it is fresh, and the catalogue code of a browser geolocation failure.
 */
import { ErrorCode } from '../../domain/error-codes';
import type { StoredFix } from '../../offline/db';

/** A fix older than this (milliseconds) is not fresh enough to punch by GPS with. */
export const FRESH_FIX_MAX_AGE_MS = 30_000;

/** Milliseconds since the device took `fix`, never negative (a fix stamped a little ahead). */
export function fixAgeMs(fix: Pick<StoredFix, 'fixAt'>, now: number): number {
  return Math.max(0, now - fix.fixAt);
}

/** True when `fix` exists and is at most FRESH_FIX_MAX_AGE_MS old (the limit itself is fresh). */
export function isFixFresh(fix: Pick<StoredFix, 'fixAt'> | null | undefined, now: number): boolean {
  return fix != null && fixAgeMs(fix, now) <= FRESH_FIX_MAX_AGE_MS;
}

/**
 * The catalogue code for a browser geolocation failure (GeolocationPositionError.code: 1
 * PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT); anything else is unknown.
 */
export function positionErrorCode(code: number): ErrorCode {
  if (code === 1) return ErrorCode.POSITION_DENIED;
  if (code === 3) return ErrorCode.POSITION_TIMEOUT;
  return ErrorCode.POSITION_UNKNOWN;
}
