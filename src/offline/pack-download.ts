/**
 * Downloading a game's offline pack: its game data into `db.games` (levels, level controls with
 * positions and visual codes, never a secret code, and the linked maps), then every tile and map
 * image of the game's area (src/offline/pack-plan.ts) into `db.tiles`, a few at a time, with the
 * progress in `db.packs` and through `onProgress`.
 *
 * Resumable: a second call skips the tiles already stored. Cancelling (the AbortSignal) leaves the
 * pack `paused`; tiles that failed after retries leave it `failed` (call again to fetch the rest);
 * otherwise it ends `complete`. A tile the server does not have (404, 410, 204) counts as done.
 */
import type { GraphqlTransport } from '../api/pack-api';
import { fetchPackGameDefinition, fetchPackLevelControls, fetchPackLevels } from '../api/pack-api';
import type { BaseLayer } from '../api/runtime-config';
import type { Bounds } from '../domain/geohash';
import { tileCount, tileZoomAt } from '../domain/tile-grid';
import {
  RECORD_VERSION,
  type MapGameDb,
  type PackStatus,
  type StoredGame,
  type StoredPack,
} from './db';
import { gameArea, packTileUrls } from './pack-plan';
import { claimStoredTiles, storedUrlsAmong } from './tile-store';
import { createTileWriter } from './tile-writer';

export { deletePackTiles } from './tile-store';
export { requestPersistentStorage } from './storage-persistence';

export interface PackProgress {
  status: PackStatus;
  tilesTotal: number;
  tilesDone: number;
  /** Bytes of the pack's stored tiles and images. */
  bytes: number;
}

export interface DownloadPackInput {
  gameDefinitionId: string;
  /** Map zooms, inclusive (the tiles fetched are those MapLibre asks for there: pack-plan.ts). */
  minZoom: number;
  maxZoom: number;
  /** From /config.json; only the layers with `allowOffline` are fetched. */
  baseLayers: readonly BaseLayer[];
  signal?: AbortSignal;
  onProgress?: (progress: PackProgress) => void;
  /** Tiles fetched at once (default 6, a browser's connections per host). */
  concurrency?: number;
  /** Where the game data comes from (default: the app's GraphQL client). */
  transport?: GraphqlTransport;
  /** The origin relative map URLs resolve against (default: the page's). */
  origin?: string;
  now?: () => number;
  /** The answer to `requestPersistentStorage()`, kept with the pack (else the last one kept). */
  persisted?: boolean | null;
}

/** A pack that cannot be made: the game does not exist or is hidden from the player. */
export class PackError extends Error {
  constructor(readonly code: 'NOT_FOUND') {
    super(`offline pack refused: ${code}`);
    this.name = 'PackError';
  }
}

/** A rough mean size of a raster map tile in bytes, for estimates before a download. */
export const MEAN_TILE_BYTES = 20_000;

/**
 * The number of tiles (and a rough size in bytes) of the base layers of a pack before it is
 * downloaded: the tiles MapLibre asks for over the area at map zooms `minZoom..maxZoom`, per layer.
 */
export function packSizeEstimate(input: {
  area: Bounds;
  minZoom: number;
  maxZoom: number;
  layerCount: number;
}): { tiles: number; approxBytes: number } {
  const perLayer = tileCount(input.area, tileZoomAt(input.minZoom), tileZoomAt(input.maxZoom));
  const tiles = perLayer * input.layerCount;
  return { tiles, approxBytes: tiles * MEAN_TILE_BYTES };
}

/** The game data of a pack from the API, or null when the game is not there for the player. */
async function fetchStoredGame(
  gameDefinitionId: string,
  transport: GraphqlTransport | undefined,
  now: number,
): Promise<StoredGame | null> {
  const game = await fetchPackGameDefinition(gameDefinitionId, transport);
  if (game === null) return null;
  const levels = await fetchPackLevels(gameDefinitionId, transport);
  const controls = await Promise.all(
    levels.map((level) => fetchPackLevelControls(level.id, transport)),
  );
  return {
    gameDefinitionId,
    name: game.name,
    type: game.type,
    startLat: game.startLat,
    startLng: game.startLng,
    startGeoHash: game.startGeoHash,
    levels: levels.map((level) => ({
      id: level.id,
      name: level.name,
      description: level.description,
      order: level.order,
      minNumberControls: level.minNumberControls,
      allowGpsPunching: level.allowGpsPunching ?? false,
      allowCodePunching: level.allowCodePunching ?? false,
      minDistanceLegalPunch: level.minDistanceLegalPunch,
    })),
    levelControls: controls.flat().flatMap((lc) =>
      lc.control === null
        ? []
        : [
            {
              id: lc.id,
              gameLevelId: lc.gameLevelId,
              controlId: lc.controlId,
              points: lc.points,
              visualCode: lc.control.visualCode,
              lat: lc.control.lat,
              lng: lc.control.lng,
            },
          ],
    ),
    omaps: game.omaps.map((omap) => ({ ...omap })),
    storedAt: now,
    v: RECORD_VERSION,
  };
}

const GONE = new Set([204, 404, 410]);
const RETRY_DELAYS_MS = [300, 1500];

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

type TileOutcome = { kind: 'fetched'; blob: Blob } | { kind: 'gone' } | { kind: 'failed' };

/** Fetches one tile, retrying network errors and 5xx/429 answers twice. */
async function fetchTile(url: string, input: DownloadPackInput): Promise<TileOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // `no-store`: the service worker sends it to the network without filling its cache of
      // tiles seen while browsing (sw/map-tiles.ts).
      const response = await fetch(url, { signal: input.signal, cache: 'no-store' });
      if (response.ok && response.status !== 204)
        return { kind: 'fetched', blob: await response.blob() };
      if (GONE.has(response.status)) return { kind: 'gone' };
      if (response.status < 500 && response.status !== 429) return { kind: 'failed' };
    } catch (error) {
      if (input.signal?.aborted) throw error;
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return { kind: 'failed' };
    await sleep(delay, input.signal);
    input.signal?.throwIfAborted();
  }
}

/** How often the progress is written to `db.packs` while tiles arrive (ms). */
const PACK_WRITE_INTERVAL_MS = 500;

/** Downloads (or resumes) a game's offline pack. See the module comment. */
export async function downloadPack(db: MapGameDb, input: DownloadPackInput): Promise<PackProgress> {
  const now = input.now ?? Date.now;
  const id = input.gameDefinitionId;
  const before = await db.packs.get(id);
  const progress: PackProgress = {
    status: 'downloading',
    tilesTotal: before?.tilesTotal ?? 0,
    tilesDone: before?.tilesDone ?? 0,
    bytes: before?.bytes ?? 0,
  };
  const save = async () => {
    const pack: StoredPack = {
      gameDefinitionId: id,
      ...progress,
      minZoom: input.minZoom,
      maxZoom: input.maxZoom,
      persisted: input.persisted !== undefined ? input.persisted : (before?.persisted ?? null),
      updatedAt: now(),
      v: RECORD_VERSION,
    };
    await db.packs.put(pack);
    input.onProgress?.({ ...progress });
  };
  const finish = async (status: PackStatus) => {
    progress.status = status;
    await save();
    return { ...progress };
  };
  await save();

  let urls: string[];
  try {
    input.signal?.throwIfAborted();
    const game = await fetchStoredGame(id, input.transport, now());
    if (game === null) {
      await finish('failed');
      throw new PackError('NOT_FOUND');
    }
    await db.games.put(game);
    const area = gameArea(game);
    urls =
      area === null
        ? []
        : packTileUrls({
            game,
            area,
            minZoom: input.minZoom,
            maxZoom: input.maxZoom,
            baseLayers: input.baseLayers,
            origin: input.origin ?? globalThis.location.origin,
          });
  } catch (error) {
    if (input.signal?.aborted) return finish('paused');
    if (!(error instanceof PackError)) await finish('failed');
    throw error;
  }

  const stored = await storedUrlsAmong(db, urls);
  progress.tilesTotal = urls.length;
  progress.tilesDone = stored.size;
  progress.bytes = await claimStoredTiles(db, id, [...stored]);
  await save();

  const queue = urls.filter((url) => !stored.has(url));
  let failures = 0;
  let lastWrite = now();
  const report = async () => {
    if (now() - lastWrite >= PACK_WRITE_INTERVAL_MS) {
      lastWrite = now();
      await save();
    } else input.onProgress?.({ ...progress });
  };
  // Tiles count as done once stored (or known to be missing on the server).
  const writer = createTileWriter(db, {
    gameDefinitionId: id,
    now,
    onStored: async (tiles, bytes) => {
      progress.tilesDone += tiles;
      progress.bytes += bytes;
      await report();
    },
  });
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (input.signal?.aborted) return;
      const outcome = await fetchTile(url, input);
      if (outcome.kind === 'fetched') await writer.add({ url, blob: outcome.blob });
      else if (outcome.kind === 'failed') failures += 1;
      else {
        progress.tilesDone += 1;
        await report();
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, input.concurrency ?? 6) }, () =>
    worker().catch((error: unknown) => {
      if (!input.signal?.aborted) throw error;
    }),
  );
  let failed: { error: unknown } | undefined;
  try {
    await Promise.all(workers);
  } catch (error) {
    failed = { error };
  }
  // The tiles fetched so far are stored whatever happened (a resume skips them).
  try {
    await writer.flush();
  } catch (error) {
    failed ??= { error };
  }
  if (failed) {
    await finish('failed');
    throw failed.error;
  }
  if (input.signal?.aborted) return finish('paused');
  return finish(failures > 0 ? 'failed' : 'complete');
}
