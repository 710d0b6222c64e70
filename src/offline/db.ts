/**
 * The one owner of the app's IndexedDB database (Dexie), shared by the page and the service
 * worker. What is stored where:
 *
 * - `outbox`: every player action (start a game, punch, cancel) in the order it was made, keyed by
 *   its client-generated id (the server's idempotency key), with the device time and, for a punch,
 *   the whole position fix. An entry is never deleted by the sync engine before the server has
 *   answered it; answered entries stay as the player's punch history (/punches).
 * - `gameStates`: the player's game states: the server's, and the device's guesses made from the
 *   outbox with the domain's rules (`source: 'device'`) until the server's answer replaces them.
 * - `games`: offline packs' game data: a game definition with its levels, level controls (never a
 *   secret code) and linked maps, keyed by game definition id.
 * - `packs`: the download state of each offline pack (progress, size, zoom range), by game
 *   definition id.
 * - `tiles`: map tiles and map images of offline packs, keyed by their absolute URL, with the
 *   packs that hold them; the service worker answers these URLs from here before the network.
 * - `settings`: small values by key (the map view the player left, the server clock offset).
 * - `reports` (version 2): the player's reports of a post (missing, damaged, misplaced), keyed by
 *   their client-generated id, queued like outbox entries and sent by the sync engine after the
 *   punches (report-sync.ts); answered ones stay, with `closedAt` once the server says an
 *   organiser closed them (report-store.ts).
 *
 * Every record carries `v`, the version of its shape. A new shape adds a Dexie version with an
 * upgrade that migrates the records; records are never cleared by an app update.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { ErrorCode } from '../domain/error-codes';
import type { GameProgress } from '../domain/game-progress';
import type { PostReportKind } from '../domain/schemas/post-report';

/** The shape version written into every record today. */
export const RECORD_VERSION = 1;

/** A position fix as the device reported it. Times in milliseconds since the epoch. */
export interface StoredFix {
  lat: number;
  lng: number;
  /** The reported accuracy radius in metres, or null when the device gave none. */
  accuracyMeters: number | null;
  /** When the device took the fix (its clock). */
  fixAt: number;
}

/**
 * Where an outbox entry stands:
 * - `queued`: on the phone, not yet answered (also while it is being sent);
 * - `accepted`: the server took it (`answeredAt`); the game states it answered went to
 *   `gameStates`, the entry keeps no copy of the answer;
 * - `refused`: the server refused it by a rule (`reason`); never retried;
 * - `sign-in-needed`: the server asked for a sign-in; kept until `owner` signs in again.
 */
export type OutboxStatus = 'queued' | 'accepted' | 'refused' | 'sign-in-needed';

interface OutboxBase {
  /** Client-generated id: the server's idempotency key. */
  id: string;
  /**
   * Order of making: one more than the highest so far, given in the transaction that writes the
   * entry (src/offline/outbox.ts). The sync engine replays in this order.
   */
  seq: number;
  /** The user (`sub`) who made it: never sent with another user's token. */
  owner: string;
  /** When the player made it (device clock, ms). */
  madeAt: number;
  status: OutboxStatus;
  /** The refusal's code when `refused`. */
  reason?: ErrorCode;
  /**
   * With a refusal that names a wait (TOO_MANY_CODE_TRIES): seconds from `answeredAt` until the
   * action may be tried again.
   */
  retryAfterSeconds?: number;
  /** Sending attempts so far. */
  attempts: number;
  /** When the last attempt ended (device clock, ms). */
  lastAttemptAt?: number;
  /** When the server answered (device clock, ms). */
  answeredAt?: number;
  v: number;
}

export interface StartEntry extends OutboxBase {
  kind: 'start';
  gameId: string;
  gameDefinitionId: string;
  /** The id of the first level's state (client-generated, the server keeps it). */
  gameStateId: string;
}

export interface PunchEntry extends OutboxBase {
  kind: 'punch';
  gameId: string;
  gameDefinitionId: string;
  gameStateId: string;
  gameLevelId: string;
  controlId: string;
  method: 'GPS' | 'CODE';
  /** The code typed for a code punch (the player's own input; shown back only to them). */
  code?: string;
  /** The fix at the moment of the punch (also kept with a code punch when one existed). */
  fix?: StoredFix;
  /** The id the next level's state gets if this punch completes its level. */
  nextGameStateId: string;
  /** The control's visual code and points when punched, for the punch list. */
  controlVisualCode?: string | null;
  controlPoints?: number | null;
}

export interface CancelEntry extends OutboxBase {
  kind: 'cancel';
  gameId: string;
}

export type OutboxEntry = StartEntry | PunchEntry | CancelEntry;

/** A game state as the device knows it. */
export interface StoredGameState {
  id: string;
  gameId: string;
  gameDefinitionId: string;
  owner: string;
  progress: GameProgress;
  gameLevel: { id: string; minNumberControls: number; order: number };
  /** `server`: as the server last answered; `device`: the device's guess, not yet confirmed. */
  source: 'server' | 'device';
  /**
   * Set on a device guess that changed a state the server knows (its level completed by a punch
   * still waiting): the progress the server last answered, restored when that punch is refused.
   * Absent on every other record (an optional field: records of version 1 need no migration).
   */
  serverProgress?: GameProgress;
  createdAt: number;
  v: number;
}

/** A level control as a player's pack holds it: never a secret code. */
export interface StoredLevelControl {
  id: string;
  gameLevelId: string;
  controlId: string;
  points: number | null;
  visualCode: string | null;
  lat: number;
  lng: number;
}

export interface StoredLevel {
  id: string;
  name: string | null;
  description: string | null;
  order: number;
  minNumberControls: number;
  allowGpsPunching: boolean;
  allowCodePunching: boolean;
  /** Max distance of a GPS punch in metres (the seed's minDistanceLegalPunch). */
  minDistanceLegalPunch: number | null;
}

/** An offline pack's game data. `omaps` holds the linked maps as the API gives them. */
export interface StoredGame {
  gameDefinitionId: string;
  name: string;
  type: string;
  startLat: number | null;
  startLng: number | null;
  startGeoHash: string | null;
  levels: StoredLevel[];
  levelControls: StoredLevelControl[];
  omaps: Record<string, unknown>[];
  storedAt: number;
  v: number;
}

export type PackStatus = 'downloading' | 'paused' | 'complete' | 'failed';

export interface StoredPack {
  gameDefinitionId: string;
  status: PackStatus;
  minZoom: number;
  maxZoom: number;
  tilesTotal: number;
  tilesDone: number;
  bytes: number;
  /** Whether the browser granted persistent storage when asked (null: not asked or unknown). */
  persisted: boolean | null;
  updatedAt: number;
  v: number;
}

export interface StoredTile {
  /** Absolute URL, as the map requests it. */
  url: string;
  blob: Blob;
  bytes: number;
  /** Game definition ids of the packs holding it. */
  packs: string[];
  storedAt: number;
  v: number;
}

/** A report of a post, as the phone keeps it (see report-store.ts). */
export interface StoredReport {
  /** Client-generated UUID: the server's idempotency key. */
  id: string;
  /** The reporter (`sub`): never sent with another user's token. */
  owner: string;
  controlId: string;
  kind: PostReportKind;
  /** Trimmed, or null when none. */
  note: string | null;
  /** The play screen's last fix when the report was made, if it had one. */
  fix?: StoredFix;
  /** When the player made it (device clock, ms). */
  madeAt: number;
  /** As an outbox entry's (`sign-in-needed` is not used: a report waits `queued`). */
  status: OutboxStatus;
  /** The refusal's code when `refused`. */
  reason?: ErrorCode;
  attempts: number;
  lastAttemptAt?: number;
  answeredAt?: number;
  /** When an organiser closed it (the server's time, ms), once the phone has heard of it. */
  closedAt?: number;
  v: number;
}

export interface StoredSetting {
  key: string;
  value: unknown;
}

export type MapGameDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'id'>;
  gameStates: EntityTable<StoredGameState, 'id'>;
  games: EntityTable<StoredGame, 'gameDefinitionId'>;
  packs: EntityTable<StoredPack, 'gameDefinitionId'>;
  tiles: EntityTable<StoredTile, 'url'>;
  settings: EntityTable<StoredSetting, 'key'>;
  reports: EntityTable<StoredReport, 'id'>;
};

export const DB_NAME = 'map-game';

/** Opens (creating or upgrading) the database; one instance per page or worker. */
export function openMapGameDb(name: string = DB_NAME): MapGameDb {
  // No query cache: the live queries re-read IndexedDB after each commit Dexie tells them of (a
  // punch re-reads a handful of records; the cache would keep a copy of every table read).
  const db = new Dexie(name, { cache: 'disabled' }) as MapGameDb;
  db.version(1).stores({
    outbox: 'id, &seq, owner, status, [owner+status], gameId, kind',
    gameStates: 'id, owner, gameId, [owner+progress]',
    games: 'gameDefinitionId',
    packs: 'gameDefinitionId',
    tiles: 'url, *packs',
    settings: 'key',
  });
  // Version 2 adds the post reports; every table of version 1 stays as it is.
  db.version(2).stores({ reports: 'id, [owner+controlId], [owner+status]' });
  return db;
}

let shared: MapGameDb | undefined;

/** The page's (or the worker's) database. */
export function mapGameDb(): MapGameDb {
  shared ??= openMapGameDb();
  return shared;
}
