/**
 * Fixtures for the offline unit tests: a fresh fake-indexeddb database per test, a two-level
 * offline pack near Arendal, and counters that make readable ids.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import {
  openMapGameDb,
  RECORD_VERSION,
  type MapGameDb,
  type StoredGame,
} from '../../src/offline/db';
import type { LatLng } from '../../src/domain/geo';
import {
  recordPunch,
  recordStart,
  type PunchAttempt,
  type StartAttempt,
} from '../../src/offline/outbox';

export const OWNER = 'user-a';
export const OTHER_OWNER = 'user-b';
export const GAME_DEFINITION_ID = 'game-def-1';
export const T0 = Date.parse('2026-11-18T10:00:00.000Z');

/** Metres per degree of latitude on the domain's sphere. */
const METERS_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

export function northOf(point: LatLng, meters: number): LatLng {
  return { lat: point.lat + meters / METERS_PER_DEGREE, lng: point.lng };
}

export const ARENDAL: LatLng = { lat: 58.46, lng: 8.77 };
export const C1 = northOf(ARENDAL, 100);
export const C2 = northOf(ARENDAL, 200);
export const C3 = northOf(ARENDAL, 300);
export const C4 = northOf(ARENDAL, 1000);

/**
 * Level 1 (order 1): GPS (20 m) and code, needs 2 of c1, c2, c3. Level 2 (order 2): code only,
 * needs 1, c4.
 */
export function twoLevelPack(gameDefinitionId = GAME_DEFINITION_ID): StoredGame {
  return {
    gameDefinitionId,
    name: 'Test game',
    type: 'levels',
    startLat: ARENDAL.lat,
    startLng: ARENDAL.lng,
    startGeoHash: 'u4pruydqqv',
    levels: [
      {
        id: 'L2',
        name: 'Level 2',
        description: null,
        order: 2,
        minNumberControls: 1,
        allowGpsPunching: false,
        allowCodePunching: true,
        minDistanceLegalPunch: null,
      },
      {
        id: 'L1',
        name: 'Level 1',
        description: null,
        order: 1,
        minNumberControls: 2,
        allowGpsPunching: true,
        allowCodePunching: true,
        minDistanceLegalPunch: 20,
      },
    ],
    levelControls: [
      { id: 'lc1', gameLevelId: 'L1', controlId: 'c1', points: 1, visualCode: '101', ...C1 },
      { id: 'lc2', gameLevelId: 'L1', controlId: 'c2', points: 2, visualCode: '102', ...C2 },
      { id: 'lc3', gameLevelId: 'L1', controlId: 'c3', points: 3, visualCode: '103', ...C3 },
      { id: 'lc4', gameLevelId: 'L2', controlId: 'c4', points: 4, visualCode: '104', ...C4 },
    ],
    omaps: [],
    storedAt: T0,
    v: RECORD_VERSION,
  };
}

/**
 * For each test of the calling file (or describe): a new, empty database of its own name, with
 * the two-level pack stored unless `withPack` is false, handed to `use` before the test and
 * deleted after it.
 */
export function freshDbEachTest(use: (db: MapGameDb) => void, { withPack = true } = {}): void {
  let db: MapGameDb | undefined;
  beforeEach(async () => {
    db = openMapGameDb(`test-${randomUUID()}`);
    await db.open();
    if (withPack) await db.games.put(twoLevelPack());
    use(db);
  });
  afterEach(() => db?.delete());
}

/** An id maker giving `prefix-1`, `prefix-2`, ... */
export function ids(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

/** A fix `meters` north of `point`, with `accuracyMeters`. */
export function fixNear(point: LatLng, meters = 0, accuracyMeters: number | null = 5, fixAt = T0) {
  return { ...northOf(point, meters), accuracyMeters, fixAt };
}

/**
 * The phone's start of a game (OWNER's of the two-level pack at T0 unless told otherwise),
 * failing the test when the phone refuses it.
 */
export async function startOnPhone(
  db: MapGameDb,
  input: Partial<Parameters<typeof recordStart>[1]> & { newId: () => string },
): Promise<Extract<StartAttempt, { ok: true }>> {
  const start = await recordStart(db, {
    owner: OWNER,
    gameDefinitionId: GAME_DEFINITION_ID,
    now: T0,
    ...input,
  });
  if (!start.ok) throw new Error(start.code);
  return start;
}

/**
 * The phone's punch of `controlId` in the state `gameStateId` (OWNER's at T0 + 1 s unless told
 * otherwise): by code when `code` is given, else by GPS standing at the control in the two-level
 * pack with a fix taken then; failing the test when the phone refuses it.
 */
export async function punchOnPhone(
  db: MapGameDb,
  input: {
    gameStateId: string;
    controlId: string;
    code?: string | undefined;
    owner?: string;
    now?: number;
    newId: () => string;
  },
): Promise<Extract<PunchAttempt, { ok: true }>> {
  const { code, now = T0 + 1000, ...rest } = input;
  const at = twoLevelPack().levelControls.find((placed) => placed.controlId === input.controlId);
  const attempt = await recordPunch(db, {
    owner: OWNER,
    now,
    ...rest,
    ...(code === undefined
      ? { method: 'GPS', fix: fixNear(at ?? ARENDAL, 0, 5, now) }
      : { method: 'CODE', code }),
  });
  if (!attempt.ok) throw new Error(`${input.controlId}: ${attempt.code}`);
  return attempt;
}
