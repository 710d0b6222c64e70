/**
 * GPS punch legality (seed section 4): distance(control, fix) − min(accuracy, 25 m) must be within
 * the level's `minDistanceLegalPunch`. The server and the device call the same function.
 */
import type { LatLng } from './geo';
import { distanceMeters } from './geo';

/** The largest GPS accuracy radius, in metres, credited to the player when judging a punch. */
export const GPS_ACCURACY_CREDIT_CAP_METERS = 25;

/** A GPS fix: position plus the device's reported accuracy radius (68 % confidence), if any. */
export type GpsFix = LatLng & { accuracyMeters?: number | null };

/**
 * Metres of the fix's accuracy credited to the player: min(accuracy, 25). A missing, null,
 * negative or non-finite accuracy (NaN, Infinity) is no measurement, so it earns 0.
 *
 * @example
 * gpsAccuracyCreditMeters(12); // 12
 * gpsAccuracyCreditMeters(30); // 25
 * gpsAccuracyCreditMeters(null); // 0
 */
export function gpsAccuracyCreditMeters(accuracyMeters: number | null | undefined): number {
  if (accuracyMeters == null || !Number.isFinite(accuracyMeters) || accuracyMeters < 0) return 0;
  return Math.min(accuracyMeters, GPS_ACCURACY_CREDIT_CAP_METERS);
}

/**
 * The distance a GPS punch is judged by, in metres:
 *
 *   distance(control, fix) − min(accuracy, 25)
 *
 * It can be negative when the fix is closer than its credited accuracy.
 *
 * @example
 * // A fix 40 m from the control with accuracy 30 m: 40 − 25 = 15.
 */
export function gpsPunchDistanceMeters(input: { control: LatLng; fix: GpsFix }): number {
  return (
    distanceMeters(input.control, input.fix) - gpsAccuracyCreditMeters(input.fix.accuracyMeters)
  );
}

/**
 * Whether a GPS punch is legal: distance(control, fix) − min(accuracy, 25) ≤ maxDistanceMeters,
 * where maxDistanceMeters is the level's `minDistanceLegalPunch`. Exactly at the limit is legal.
 *
 * @example
 * // Level max 15 m, accuracy 25 m: a fix 40 m away is legal (40 − 25 = 15), 41 m is not.
 */
export function isLegalGpsPunch(input: {
  control: LatLng;
  fix: GpsFix;
  maxDistanceMeters: number;
}): boolean {
  return gpsPunchDistanceMeters(input) <= input.maxDistanceMeters;
}
