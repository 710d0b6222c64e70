/**
 * The play screens' pure helpers: how fresh a position fix is, which controls of the current
 * level are shown and which of them are punched, the nearest unpunched control, the level's
 * progress, and the accuracy ring drawn around the player. The rules themselves (GPS legality,
 * level completion) stay in src/domain; these only arrange what the screens show.
 */
import { distanceMeters, type LatLng } from '../../domain/geo';
import { requiredPunches } from '../../domain/game-progress';
import { ErrorCode } from '../../domain/error-codes';
import type {
  PunchEntry,
  StoredFix,
  StoredGame,
  StoredGameState,
  StoredLevel,
  StoredLevelControl,
} from '../../offline/db';

/** The code punch form's control field (the code-punch schema's key). */
export const CODE_PUNCH_CONTROL_FIELD = 'controlId';

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

/** How a control of the current level stands for the player. */
export type ControlMark = 'open' | 'punched' | 'waiting-verification';

export interface PlayControl extends StoredLevelControl {
  /** Its number on the map: the visual code, else its place in the level's list. */
  label: string;
  mark: ControlMark;
}

/**
 * The punches of `gameId` that still stand (queued, sign-in-needed or accepted), by control id,
 * the latest first: a refused punch no longer marks its control.
 */
export function standingPunches(
  punches: readonly PunchEntry[],
  gameId: string,
): Map<string, PunchEntry> {
  const byControl = new Map<string, PunchEntry>();
  for (const punch of [...punches].sort((a, b) => b.seq - a.seq)) {
    if (punch.gameId !== gameId || punch.status === 'refused') continue;
    if (!byControl.has(punch.controlId)) byControl.set(punch.controlId, punch);
  }
  return byControl;
}

/** A standing punch's mark: a code punch not yet answered waits for the server to check it. */
export function markOf(punch: PunchEntry | undefined): ControlMark {
  if (punch === undefined) return 'open';
  return punch.method === 'CODE' && punch.status !== 'accepted'
    ? 'waiting-verification'
    : 'punched';
}

/**
 * The controls of the level `current` is on, in the pack's order, each with its label and mark.
 * Empty when there is no current state or it is COMPLETE (a completed game shows no controls).
 */
export function currentLevelControls(
  game: StoredGame,
  current: StoredGameState | null,
  punches: readonly PunchEntry[],
): PlayControl[] {
  if (current === null || current.progress !== 'ONGOING') return [];
  const standing = standingPunches(punches, current.gameId);
  return game.levelControls
    .filter((control) => control.gameLevelId === current.gameLevel.id)
    .map((control, index) => ({
      ...control,
      label: control.visualCode ?? String(index + 1),
      mark: markOf(standing.get(control.controlId)),
    }));
}

/** The level definition of a state, from the pack. */
export function levelOf(game: StoredGame, state: StoredGameState | null): StoredLevel | null {
  if (state === null) return null;
  return game.levels.find((level) => level.id === state.gameLevel.id) ?? null;
}

/** Punched controls of the current level against those needed (the domain's minimum). */
export function levelProgress(
  controls: readonly PlayControl[],
  current: StoredGameState,
): { punched: number; required: number } {
  return {
    punched: controls.filter((control) => control.mark !== 'open').length,
    required: requiredPunches(current.gameLevel),
  };
}

/** The unpunched control nearest `position`, with its distance in metres; null when none. */
export function nearestOpenControl(
  controls: readonly PlayControl[],
  position: LatLng,
): { control: PlayControl; distanceMeters: number } | null {
  let best: { control: PlayControl; distanceMeters: number } | null = null;
  for (const control of controls) {
    if (control.mark !== 'open') continue;
    const metres = distanceMeters(position, control);
    if (best === null || metres < best.distanceMeters) best = { control, distanceMeters: metres };
  }
  return best;
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
