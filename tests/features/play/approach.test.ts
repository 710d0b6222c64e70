import { describe, expect, it } from 'vitest';
import {
  APPROACH_RADIUS_METERS,
  approachingControl,
  isNewApproach,
  type Approach,
} from '../../../src/features/play/approach';
import type { PlayControl } from '../../../src/features/play/play-logic';
import { FRESH_FIX_MAX_AGE_MS } from '../../../src/ui/position/position-fix';

/** Metres per degree of latitude on the mean sphere (src/domain/geo.ts measures on it). */
const METRES_PER_DEGREE_LAT = (6_371_008.8 * Math.PI) / 180;
const ORIGIN = { lat: 58.46, lng: 8.77 };

/** A control `metres` north of ORIGIN. */
const control = (id: string, metres: number, mark: PlayControl['mark'] = 'open'): PlayControl => ({
  id: `lc-${id}`,
  gameLevelId: 'l1',
  controlId: id,
  points: 1,
  visualCode: id,
  lat: ORIGIN.lat + metres / METRES_PER_DEGREE_LAT,
  lng: ORIGIN.lng,
  label: id,
  mark,
});

const fixAt = (fixAtMs: number) => ({ ...ORIGIN, accuracyMeters: 5, fixAt: fixAtMs });

describe('the approaching hint', () => {
  it.each([
    [APPROACH_RADIUS_METERS - 0.5, true],
    [APPROACH_RADIUS_METERS + 0.5, false],
    [0, true],
  ])('a control %d m away is approached: %s', (metres, approached) => {
    const found = approachingControl([control('31', metres)], fixAt(0), 0);
    expect(found !== null).toBe(approached);
  });

  it('names the nearest open control, not a punched one nearer', () => {
    const found = approachingControl(
      [control('31', 10, 'punched'), control('32', 40), control('33', 30)],
      fixAt(0),
      0,
    );
    expect(found?.control.controlId).toBe('33');
    expect(found?.distanceMeters).toBeCloseTo(30, 0);
  });

  it.each([
    ['a stale fix', FRESH_FIX_MAX_AGE_MS + 1],
    ['no fix', null],
  ])('says nothing with %s', (_, age) => {
    const fix = age === null ? null : fixAt(0);
    expect(approachingControl([control('31', 5)], fix, age ?? 0)).toBeNull();
  });

  it('says nothing when every control is punched', () => {
    expect(approachingControl([control('31', 5, 'waiting-verification')], fixAt(0), 0)).toBeNull();
  });
});

describe('the approach alert', () => {
  const near = (id: string): Approach => ({ control: control(id, 10), distanceMeters: 10 });

  it.each([
    ['a first control comes near', null, near('31'), true],
    ['the same control is still near', '31', near('31'), false],
    ['another control comes near', '31', near('32'), true],
    ['nothing is near', '31', null, false],
    ['nothing is near and nothing was', null, null, false],
  ])('%s: alert %s', (_, alerted, approach, expected) => {
    expect(isNewApproach(alerted, approach)).toBe(expected);
  });
});
