/**
 * Geographic primitives: a WGS84 position and the distance between two of them, in metres.
 */
import { distance } from '@turf/distance';

/** A WGS84 position in decimal degrees (latitude north positive, longitude east positive). */
export type LatLng = { lat: number; lng: number };

/**
 * Great-circle distance in metres between two WGS84 positions, by the haversine formula on a
 * sphere of radius 6 371 008.8 m (Turf's mean Earth radius):
 *
 *   d = 2R · asin(√(sin²(Δφ/2) + cos φ1 · cos φ2 · sin²(Δλ/2)))
 *
 * The sphere differs from the ellipsoid by up to about 0.5 %, far below GPS error at punch range.
 *
 * @example
 * // One degree of latitude along a meridian is R · π / 180:
 * distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }); // ≈ 111 195.08
 */
export function distanceMeters(a: LatLng, b: LatLng): number {
  return distance([a.lng, a.lat], [b.lng, b.lat], { units: 'meters' });
}
