import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../src/domain/geo';

// Expected values are haversine on Turf's sphere, R = 6 371 008.8 m, computed by hand.
describe('distanceMeters', () => {
  it.each([
    {
      name: 'one degree of latitude on the equator (R·π/180)',
      a: { lat: 0, lng: 0 },
      b: { lat: 1, lng: 0 },
      expectedMeters: 111_195.08,
      toleranceMeters: 0.01,
    },
    {
      name: 'one degree of latitude near Arendal (same on a sphere)',
      a: { lat: 58, lng: 8.77 },
      b: { lat: 59, lng: 8.77 },
      expectedMeters: 111_195.08,
      toleranceMeters: 0.01,
    },
    {
      name: '0.01° of longitude at 58.46° N (2R·asin(cos φ·sin(Δλ/2)))',
      a: { lat: 58.46, lng: 8.77 },
      b: { lat: 58.46, lng: 8.78 },
      expectedMeters: 581.654,
      toleranceMeters: 0.001,
    },
    {
      // Chris Veness, movable-type.co.uk "Calculate distance": 968.9 km with R = 6371 km.
      name: "Land's End to John o' Groats",
      a: { lat: 50 + 3 / 60 + 59 / 3600, lng: -(5 + 42 / 60 + 53 / 3600) },
      b: { lat: 58 + 38 / 60 + 38 / 3600, lng: -(3 + 4 / 60 + 12 / 3600) },
      expectedMeters: 968_900,
      toleranceMeters: 100,
    },
  ])('$name', ({ a, b, expectedMeters, toleranceMeters }) => {
    expect(Math.abs(distanceMeters(a, b) - expectedMeters)).toBeLessThanOrEqual(toleranceMeters);
  });

  it('is zero from a point to itself', () => {
    expect(distanceMeters({ lat: 58.46, lng: 8.77 }, { lat: 58.46, lng: 8.77 })).toBe(0);
  });

  it('is the same in both directions', () => {
    const a = { lat: 58.46, lng: 8.77 };
    const b = { lat: 58.48, lng: 8.73 };
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 9);
  });

  it('reads lat as latitude and lng as longitude (not swapped)', () => {
    // 1° of longitude at 60° N: 2R·asin(cos 60°·sin 0.5°) = 55 597.01 m; swapped it would be ~111 km.
    expect(distanceMeters({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(55_597.01, 1);
  });
});
