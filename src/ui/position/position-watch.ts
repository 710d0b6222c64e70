/**
 * The player's position, watched once for the whole app (so /game-map, /game-state and
 * /plain-map share one `watchPosition`, started at game start and kept while the game goes on): the latest fix, the
 * last failure as a catalogue code, and whether the watch runs. Screens read it through
 * `usePositionWatch`; nothing here asks for the position until `startPositionWatch` is called
 * (after a user action, or when the browser says the permission is already granted).
 */
import { useSyncExternalStore } from 'react';
import type { ErrorCode } from '../../domain/error-codes';
import type { StoredFix } from '../../offline/db';
import { positionErrorCode } from './position-fix';

export interface PositionWatchState {
  watching: boolean;
  fix: StoredFix | null;
  /**
   * The direction the device moves in with the latest fix, in degrees clockwise from true north
   * (GeolocationCoordinates.heading), or null when the fix gives none (standing still, or a
   * device that does not tell).
   */
  headingDegrees: number | null;
  error: ErrorCode | null;
}

let state: PositionWatchState = { watching: false, fix: null, headingDegrees: null, error: null };
let watchId: number | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<PositionWatchState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** A fix's heading in degrees from north, or null when the browser gives none (null or NaN). */
function headingOf(coords: GeolocationCoordinates): number | null {
  const { heading } = coords;
  return heading != null && Number.isFinite(heading) ? heading : null;
}

/** How long the browser may take for one fix before it reports a timeout (milliseconds). */
const POSITION_TIMEOUT_MS = 30_000;

/** Starts the high-accuracy watch (no cached fixes); does nothing when it already runs. */
export function startPositionWatch(): void {
  if (watchId !== null) return;
  if (!('geolocation' in navigator)) {
    set({ error: positionErrorCode(2) });
    return;
  }
  set({ watching: true, error: null });
  watchId = navigator.geolocation.watchPosition(
    (position) =>
      set({
        fix: {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracyMeters: Number.isFinite(position.coords.accuracy)
            ? position.coords.accuracy
            : null,
          fixAt: position.timestamp,
        },
        headingDegrees: headingOf(position.coords),
        error: null,
      }),
    (error) => {
      const code = positionErrorCode(error.code);
      // A refusal ends the watch; a timeout or a lost signal keeps it going for the next fix.
      if (code === 'POSITION_DENIED') stopPositionWatch();
      set({ error: code });
    },
    { enableHighAccuracy: true, maximumAge: 0, timeout: POSITION_TIMEOUT_MS },
  );
}

export function stopPositionWatch(): void {
  if (watchId !== null) navigator.geolocation.clearWatch(watchId);
  watchId = null;
  set({ watching: false });
}

/** True when the browser says the position may be read without asking (no prompt would show). */
export async function positionPermissionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePositionWatch(): PositionWatchState {
  return useSyncExternalStore(subscribe, () => state);
}
