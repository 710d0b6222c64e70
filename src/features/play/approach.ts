/**
 * The "approaching" hint (the apps players know signal a control within 50 m): the
 * nearest open control of the level when a fresh fix puts it within the approach radius, and
 * when that is news worth a buzz (a control comes near that was not the near one before).
 */
import { isFixFresh } from '../../ui/position/position-fix';
import type { StoredFix } from '../../offline/db';
import { nearestOpenControl, type PlayControl } from './play-logic';

/** A control this close (metres, fix to control) or closer counts as approached. */
export const APPROACH_RADIUS_METERS = 50;

export interface Approach {
  control: PlayControl;
  distanceMeters: number;
}

/**
 * The open control being approached: the nearest open one, when `fix` is fresh (see
 * `isFixFresh`) and the control is at most APPROACH_RADIUS_METERS away; else null.
 */
export function approachingControl(
  controls: readonly PlayControl[],
  fix: StoredFix | null,
  now: number,
): Approach | null {
  if (!fix || !isFixFresh(fix, now)) return null;
  const nearest = nearestOpenControl(controls, fix);
  return nearest && nearest.distanceMeters <= APPROACH_RADIUS_METERS ? nearest : null;
}

/**
 * True when the player should be alerted: a control is approached that was not the one
 * approached at the last alert (`alertedControlId`, null when none). Leaving and coming back
 * to the same control alerts again only when another was approached in between.
 */
export function isNewApproach(alertedControlId: string | null, approach: Approach | null): boolean {
  return approach !== null && approach.control.controlId !== alertedControlId;
}
