/**
 * The play screens' pure helpers: which controls of the current level are shown and which of
 * them are punched, the nearest unpunched control and the level's progress. The rules themselves
 * (GPS legality, level completion) stay in src/domain; these only arrange what the screens show.
 * Position fix helpers (freshness) are in src/ui/position/position-fix.ts.
 */
import { distanceMeters, type LatLng } from '../../domain/geo';
import { requiredPunches } from '../../domain/game-progress';
import { controlDisplayNumber } from '../../domain/map-display';
import type {
  PunchEntry,
  StoredGame,
  StoredGameState,
  StoredLevel,
  StoredLevelControl,
} from '../../offline/db';

/** The code punch form's control field (the code-punch schema's key). */
export const CODE_PUNCH_CONTROL_FIELD = 'controlId';

/** How a control of the current level stands for the player. */
export type ControlMark = 'open' | 'punched' | 'waiting-verification';

export interface PlayControl extends StoredLevelControl {
  /** Its number on the map: the visual code, else its place in the level's list plus 100. */
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
      label: controlDisplayNumber(control.visualCode, index),
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
