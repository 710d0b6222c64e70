import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../src/domain/geo';
import { distanceMeters } from '../../src/domain/geo';
import {
  GPS_ACCURACY_CREDIT_CAP_METERS,
  gpsAccuracyCreditMeters,
  gpsPunchDistanceMeters,
  isLegalGpsPunch,
} from '../../src/domain/punch-legality';
import { itGives } from '../support/table-tests';

const control: LatLng = { lat: 58.46, lng: 8.77 };

/** Metres per degree of latitude on Turf's sphere (R = 6 371 008.8 m). */
const METERS_PER_DEGREE_OF_LATITUDE = (6_371_008.8 * Math.PI) / 180;

/**
 * A position due north of `from` whose distance from it is at most `meters` and within 1e-6 m of
 * it, so a case "exactly at the limit" cannot fail by floating-point rounding upwards.
 */
function northOf(from: LatLng, meters: number): LatLng {
  let lat = from.lat + meters / METERS_PER_DEGREE_OF_LATITUDE;
  while (distanceMeters(from, { lat, lng: from.lng }) > meters) lat -= 1e-13;
  const point = { lat, lng: from.lng };
  if (meters - distanceMeters(from, point) > 1e-6) throw new Error('northOf overshot downwards');
  return point;
}

describe('GPS_ACCURACY_CREDIT_CAP_METERS', () => {
  it('is 25 m (seed section 9)', () => {
    expect(GPS_ACCURACY_CREDIT_CAP_METERS).toBe(25);
  });
});

describe('gpsAccuracyCreditMeters', () => {
  itGives(gpsAccuracyCreditMeters, 'accuracy %s m earns %s m', [
    [undefined, 0],
    [null, 0],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [0, 0],
    [24, 24],
    [25, 25],
    [26, 25],
    [30, 25],
  ]);
});

describe('gpsPunchDistanceMeters', () => {
  it.each([
    { accuracyMeters: 24, judgedMeters: 26 },
    { accuracyMeters: 25, judgedMeters: 25 },
    { accuracyMeters: 26, judgedMeters: 25 },
    { accuracyMeters: 30, judgedMeters: 25 },
    { accuracyMeters: undefined, judgedMeters: 50 },
    { accuracyMeters: null, judgedMeters: 50 },
  ])(
    'a fix 50 m away with accuracy $accuracyMeters m is judged at $judgedMeters m',
    ({ accuracyMeters, judgedMeters }) => {
      const fix = { ...northOf(control, 50), accuracyMeters };
      expect(gpsPunchDistanceMeters({ control, fix })).toBeCloseTo(judgedMeters, 5);
    },
  );

  it('is negative when the fix is inside its credited accuracy', () => {
    const fix = { ...northOf(control, 10), accuracyMeters: 25 };
    expect(gpsPunchDistanceMeters({ control, fix })).toBeCloseTo(-15, 5);
  });
});

describe('isLegalGpsPunch', () => {
  it('accepts a punch exactly at the limit (<=, not <)', () => {
    const fix = { ...northOf(control, 40), accuracyMeters: 25 };
    const maxDistanceMeters = gpsPunchDistanceMeters({ control, fix });
    expect(isLegalGpsPunch({ control, fix, maxDistanceMeters })).toBe(true);
  });

  it.each([
    { distanceMeters: 40, accuracyMeters: 25, legal: true },
    { distanceMeters: 41, accuracyMeters: 25, legal: false },
    { distanceMeters: 39, accuracyMeters: 24, legal: true },
    { distanceMeters: 40, accuracyMeters: 24, legal: false },
    { distanceMeters: 40, accuracyMeters: 26, legal: true },
    { distanceMeters: 41, accuracyMeters: 26, legal: false },
    { distanceMeters: 40, accuracyMeters: 30, legal: true },
    { distanceMeters: 41, accuracyMeters: 30, legal: false },
    { distanceMeters: 15, accuracyMeters: undefined, legal: true },
    { distanceMeters: 16, accuracyMeters: undefined, legal: false },
    { distanceMeters: 15, accuracyMeters: null, legal: true },
    { distanceMeters: 16, accuracyMeters: null, legal: false },
    { distanceMeters: 15, accuracyMeters: -5, legal: true },
    { distanceMeters: 16, accuracyMeters: -5, legal: false },
  ])(
    'max 15 m: a fix $distanceMeters m away with accuracy $accuracyMeters m is legal: $legal',
    ({ distanceMeters: meters, accuracyMeters, legal }) => {
      const fix = { ...northOf(control, meters), accuracyMeters };
      expect(isLegalGpsPunch({ control, fix, maxDistanceMeters: 15 })).toBe(legal);
    },
  );

  it('refuses every fix when the level max distance is NaN', () => {
    const fix = { ...control, accuracyMeters: 5 };
    expect(isLegalGpsPunch({ control, fix, maxDistanceMeters: Number.NaN })).toBe(false);
  });
});
