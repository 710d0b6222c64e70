/**
 * Pure helpers about the player's position fix, shared by every map screen: how old a fix is and
 * whether it is fresh, the catalogue code of a browser geolocation failure, and the accuracy ring
 * drawn around the player.
 */
import { ErrorCode } from '../../domain/error-codes';
import type { LatLng } from '../../domain/geo';
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

/** Mean Earth radius in metres (as src/domain/geo.ts measures distances). */
const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * A closed ring of `steps` points (plus the first again) at `radiusMeters` around `centre`, as
 * GeoJSON [lng, lat] pairs: the destination-point formula on a sphere,
 *   φ2 = asin(sin φ1 cos δ + cos φ1 sin δ cos θ), λ2 = λ1 + atan2(sin θ sin δ cos φ1, cos δ − sin φ1 sin φ2)
 * with δ = radius / R. Used to draw the fix's accuracy ring.
 */
export function circleRing(centre: LatLng, radiusMeters: number, steps = 48): [number, number][] {
  const delta = Math.max(0, radiusMeters) / EARTH_RADIUS_METERS;
  const phi1 = (centre.lat * Math.PI) / 180;
  const lambda1 = (centre.lng * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const theta = ((i % steps) / steps) * 2 * Math.PI;
    const phi2 = Math.asin(
      Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
    );
    const lambda2 =
      lambda1 +
      Math.atan2(
        Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
        Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
      );
    ring.push([(lambda2 * 180) / Math.PI, (phi2 * 180) / Math.PI]);
  }
  return ring;
}
