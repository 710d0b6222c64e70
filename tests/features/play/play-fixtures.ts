/**
 * Builders of the records the play screen reads from the phone's database (a game's pack, its
 * levels and placed controls, the player's state and punches), each with plain defaults near
 * Arendal that a test overrides where its case differs.
 */
import type {
  PunchEntry,
  StoredGame,
  StoredGameState,
  StoredLevel,
  StoredLevelControl,
} from '../../../src/offline/db';

/** A level needing one control, punched by GPS (within 15 m) or code, without name. */
export function storedLevel(
  id: string,
  order: number,
  change: Partial<StoredLevel> = {},
): StoredLevel {
  return {
    id,
    name: null,
    description: null,
    order,
    minNumberControls: 1,
    allowGpsPunching: true,
    allowCodePunching: true,
    minDistanceLegalPunch: 15,
    ...change,
  };
}

/** A control placed on a level at Arendal, worth 1 point, its visual code its id. */
export function placedControl(
  controlId: string,
  gameLevelId: string,
  change: Partial<StoredLevelControl> = {},
): StoredLevelControl {
  return {
    id: `lc-${controlId}`,
    gameLevelId,
    controlId,
    points: 1,
    visualCode: controlId,
    lat: 58.46,
    lng: 8.77,
    ...change,
  };
}

/** The pack of game definition `g` starting at Arendal, without levels unless given. */
export function storedGame(change: Partial<StoredGame> = {}): StoredGame {
  return {
    gameDefinitionId: 'g',
    name: 'Game',
    type: 'levels',
    startLat: 58.46,
    startLng: 8.77,
    startGeoHash: null,
    levels: [],
    levelControls: [],
    omaps: [],
    storedAt: 0,
    v: 1,
    ...change,
  };
}

/** The phone's guess of player `u`'s ongoing game `game-1`, on level `l1`. */
export function gameState(change: Partial<StoredGameState> = {}): StoredGameState {
  return {
    id: 's1',
    gameId: 'game-1',
    gameDefinitionId: 'g',
    owner: 'u',
    progress: 'ONGOING',
    gameLevel: { id: 'l1', minNumberControls: 1, order: 1 },
    source: 'device',
    createdAt: 0,
    v: 1,
    ...change,
  };
}

/** Player `u`'s GPS punch number `seq` (made at `seq` ms) of control `c<seq>` on level `l1`, queued. */
export function punchEntry(seq: number, change: Partial<PunchEntry> = {}): PunchEntry {
  return {
    kind: 'punch',
    id: `p${seq}`,
    seq,
    owner: 'u',
    madeAt: seq,
    status: 'queued',
    attempts: 0,
    gameId: 'game-1',
    gameDefinitionId: 'g',
    gameStateId: 's1',
    gameLevelId: 'l1',
    controlId: `c${seq}`,
    method: 'GPS',
    nextGameStateId: 'n',
    v: 1,
    ...change,
  };
}
