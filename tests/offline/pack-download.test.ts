/**
 * Offline packs against the real server (game data as a player gets it) and a small local tile
 * server that counts what it is asked for: the pack holds no secret code, only base layers that
 * allow offline use are fetched, linked maps come whole (image, pyramid tiles, tiles map), and a
 * download cancelled half-way resumes with only the missing tiles.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { omapGameDefinitions, omaps } from '../../server/db/schema/game';
import { createGraphqlRequest } from '../../src/api/graphql-client';
import type { GraphqlTransport } from '../../src/api/pack-api';
import type { BaseLayer } from '../../src/api/runtime-config';
import { tileCount, tilesCovering } from '../../src/domain/tile-grid';
import { openMapGameDb, type MapGameDb } from '../../src/offline/db';
import {
  deletePackTiles,
  downloadPack,
  packSizeEstimate,
  type PackProgress,
} from '../../src/offline/pack-download';
import { gameArea } from '../../src/offline/pack-plan';
import { startApi, type ApiHarness, type ApiUser } from '../server/support/api-harness';
import { arrangeGame, type ArrangedGame } from '../server/support/play-world';

/** A tile server that answers every path with a body naming it and remembers each request. */
function startTileServer() {
  const requests: string[] = [];
  const missing = new Set<string>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (missing.has(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(`tile ${path}`);
  });
  return new Promise<{ origin: string; requests: string[]; missing: Set<string>; close(): void }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          origin: `http://127.0.0.1:${port}`,
          requests,
          missing,
          close: () => server.close(),
        });
      });
    },
  );
}

let api: ApiHarness;
let editor: ApiUser;
let player: ApiUser;
let tiles: Awaited<ReturnType<typeof startTileServer>>;
let transport: GraphqlTransport;
let game: ArrangedGame;
let db: MapGameDb;

const IMAGE_ID = randomUUID();
const PYRAMID_ID = randomUUID();

const layers = (): BaseLayer[] => [
  {
    id: 'street',
    urlTemplate: `${tiles.origin}/street/{z}/{x}/{y}.png`,
    attribution: 'street',
    maxZoom: 19,
    allowOffline: true,
  },
  {
    id: 'topo',
    urlTemplate: `${tiles.origin}/topo/{z}/{y}/{x}.png`,
    attribution: 'topo',
    maxZoom: 19,
    allowOffline: false,
  },
];

/** A tiles map covering the first two controls (a smaller box than the game's area). */
const TILES_MAP_BOX = { south: 58.46, west: 8.765, north: 58.4625, east: 8.775 };

/** Stores a map linked to the game: the editor's, public, zooms 10 to 18 unless `values` say else. */
async function linkMap(
  values: Omit<typeof omaps.$inferInsert, 'owner' | 'state'> & Partial<typeof omaps.$inferInsert>,
) {
  await api.database.db
    .insert(omaps)
    .values({ state: 'PUBLIC', owner: editor.sub, minZoom: 10, maxZoom: 18, ...values });
  await api.database.db.insert(omapGameDefinitions).values({
    id: randomUUID(),
    omapId: values.id,
    gameDefinitionId: game.id,
    owner: editor.sub,
  });
}

beforeAll(async () => {
  api = await startApi('pglite');
  tiles = await startTileServer();
  editor = await api.user('editor');
  player = await api.user('player');
  transport = createGraphqlRequest(() => Promise.resolve(player.accessToken), {
    endpoint: `${api.url}/graphql`,
  });
  game = await arrangeGame(api.database.db, {
    owner: editor.sub,
    levels: [
      { minNumberControls: 1, controls: [{ points: 2 }, { points: 3 }] },
      { minNumberControls: 1, controls: [{ points: 5 }] },
    ],
  });
  await linkMap({
    id: IMAGE_ID,
    name: 'Small image map',
    sourceType: 'image',
    imageLocation: `/map-images/${IMAGE_ID}/image.png`,
    bottomLeftLat: 58.45,
    bottomLeftLng: 8.76,
    topRightLat: 58.48,
    topRightLng: 8.78,
  });
  await linkMap({
    id: PYRAMID_ID,
    name: 'Large image map',
    sourceType: 'image',
    imageLocation: `/map-images/${PYRAMID_ID}/image.png`,
    imageTileLocation: `/map-images/${PYRAMID_ID}/tiles/{level}/{column}_{row}.png`,
    imageWidth: 5000,
    imageHeight: 3000,
    worldFile: JSON.stringify([0.00001, 0, 0, -0.00001, 8.76, 58.48]),
    coordinateSystem: 'EPSG:4326',
  });
  await linkMap({
    id: randomUUID(),
    name: 'Tiles map',
    sourceType: 'tiles',
    tileLocation: `${tiles.origin}/omap/{z}/{x}/{y}.png`,
    minZoom: 14,
    maxZoom: 15,
    bottomLeftLat: TILES_MAP_BOX.south,
    bottomLeftLng: TILES_MAP_BOX.west,
    topRightLat: TILES_MAP_BOX.north,
    topRightLng: TILES_MAP_BOX.east,
  });
}, 60_000);

afterAll(async () => {
  tiles.close();
  await api.close();
});

beforeEach(() => {
  db = openMapGameDb(`pack-test-${randomUUID()}`);
  tiles.requests.length = 0;
  tiles.missing.clear();
});

const input = (extra: Partial<Parameters<typeof downloadPack>[1]> = {}) => ({
  gameDefinitionId: game.id,
  minZoom: 12,
  maxZoom: 16,
  baseLayers: layers(),
  transport,
  origin: tiles.origin,
  ...extra,
});

describe('downloadPack', () => {
  it("stores the player's game data with positions and visual codes, never a secret code", async () => {
    await downloadPack(db, input());
    const stored = await db.games.get(game.id);
    expect(stored?.levels.map((l) => l.order)).toEqual([1, 2]);
    expect(stored?.levels[0]).toMatchObject({
      minNumberControls: 1,
      allowGpsPunching: true,
      allowCodePunching: true,
      minDistanceLegalPunch: 20,
    });
    const arranged = game.levels.flatMap((level) =>
      level.controls.map((c) => ({
        gameLevelId: level.id,
        controlId: c.id,
        points: c.points,
        lat: c.position.lat,
        lng: c.position.lng,
      })),
    );
    expect(stored?.levelControls).toHaveLength(3);
    for (const control of arranged) {
      expect(stored?.levelControls.find((c) => c.controlId === control.controlId)).toMatchObject(
        control,
      );
    }
    expect(stored?.levelControls.every((c) => typeof c.visualCode === 'string')).toBe(true);
    expect(stored?.omaps).toHaveLength(3);
    const text = JSON.stringify(stored);
    expect(text).not.toMatch(/secretCode/i);
    for (const control of game.levels.flatMap((level) => level.controls)) {
      expect(text).not.toContain(control.secretCode);
    }
  });

  it('fetches the base layers that allow offline use, every linked map, and counts bytes', async () => {
    const seen: PackProgress[] = [];
    const result = await downloadPack(db, input({ onProgress: (p) => seen.push(p) }));
    const stored = await db.games.get(game.id);
    const area = gameArea(stored!)!;

    const paths = tiles.requests;
    expect(paths.filter((p) => p.startsWith('/topo/'))).toEqual([]);
    // Map zooms 12..16 show 256 px tiles of zooms 13..17.
    const street = tilesCovering(area, 13, 17).map((t) => `/street/${t.z}/${t.x}/${t.y}.png`);
    expect(paths.filter((p) => p.startsWith('/street/')).sort()).toEqual(street.sort());
    expect(paths).toContain(`/map-images/${IMAGE_ID}/image.png`);
    // 5000 × 3000 px in 1024 px tiles: 5×3, then 3×2 (2500 × 1500), 2×1 (1250 × 750), 1 (625 × 375).
    const pyramid = paths.filter((p) => p.startsWith(`/map-images/${PYRAMID_ID}/tiles/`));
    expect(pyramid).toHaveLength(15 + 6 + 2 + 1);
    expect(pyramid).toContain(`/map-images/${PYRAMID_ID}/tiles/0/4_2.png`);
    expect(pyramid).toContain(`/map-images/${PYRAMID_ID}/tiles/3/0_0.png`);
    // The big map's whole image is not needed: it is drawn from its pyramid.
    expect(paths).not.toContain(`/map-images/${PYRAMID_ID}/image.png`);
    // The tiles map: its own box and map zooms 14..15 only (tiles of zooms 15..16).
    const omapTiles = tilesCovering(TILES_MAP_BOX, 15, 16).map(
      (t) => `/omap/${t.z}/${t.x}/${t.y}.png`,
    );
    expect(paths.filter((p) => p.startsWith('/omap/')).sort()).toEqual(omapTiles.sort());

    const total = street.length + 1 + 24 + omapTiles.length;
    expect(paths).toHaveLength(total);
    expect(await db.tiles.count()).toBe(total);
    const bodies = paths.reduce((sum, p) => sum + Buffer.byteLength(`tile ${p}`), 0);
    expect(result).toEqual({
      status: 'complete',
      tilesTotal: total,
      tilesDone: total,
      bytes: bodies,
    });
    expect(await db.packs.get(game.id)).toMatchObject({ ...result, minZoom: 12, maxZoom: 16 });

    // Progress went up one tile at a time to the end.
    const done = seen.map((p) => p.tilesDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual(result);
    expect(seen.some((p) => p.status === 'downloading' && p.tilesDone > 0)).toBe(true);

    // Stored under the absolute URL the map requests, with its bytes.
    const image = await db.tiles.get(`${tiles.origin}/map-images/${IMAGE_ID}/image.png`);
    expect(image?.packs).toEqual([game.id]);
    expect(await image?.blob.text()).toBe(`tile /map-images/${IMAGE_ID}/image.png`);
  });

  it('resumes after a cancel with only the missing tiles', async () => {
    const controller = new AbortController();
    const first = await downloadPack(
      db,
      input({
        signal: controller.signal,
        concurrency: 2,
        persisted: true,
        onProgress: (p) => {
          if (p.tilesDone >= 10) controller.abort();
        },
      }),
    );
    expect(first.status).toBe('paused');
    expect((await db.packs.get(game.id))?.status).toBe('paused');
    const storedAfterFirst = new Set(await db.tiles.toCollection().primaryKeys());
    expect(storedAfterFirst.size).toBeGreaterThanOrEqual(10);
    expect(storedAfterFirst.size).toBeLessThan(first.tilesTotal);
    expect(first.tilesDone).toBe(storedAfterFirst.size);

    tiles.requests.length = 0;
    const second = await downloadPack(db, input());
    expect(second.status).toBe('complete');
    // The storage answer given with the first call stays with the pack.
    expect((await db.packs.get(game.id))?.persisted).toBe(true);
    expect(second.tilesDone).toBe(second.tilesTotal);
    const refetched = tiles.requests.filter((p) => storedAfterFirst.has(`${tiles.origin}${p}`));
    expect(refetched).toEqual([]);
    expect(tiles.requests).toHaveLength(second.tilesTotal - storedAfterFirst.size);
    expect(await db.tiles.count()).toBe(second.tilesTotal);

    // A third call finds nothing to fetch.
    tiles.requests.length = 0;
    const third = await downloadPack(db, input());
    expect(tiles.requests).toEqual([]);
    expect(third).toEqual(second);
  });

  it('counts a tile the server does not have as done, and is complete', async () => {
    const stored = await downloadPack(db, input({ maxZoom: 12 }));
    await deletePackTiles(db, game.id);
    expect(await db.tiles.count()).toBe(0);
    tiles.missing.add(`/map-images/${IMAGE_ID}/image.png`);
    const again = await downloadPack(db, input({ maxZoom: 12 }));
    expect(again.status).toBe('complete');
    expect(again.tilesDone).toBe(stored.tilesTotal);
    expect(await db.tiles.count()).toBe(stored.tilesTotal - 1);
  });

  it('is paused at once when cancelled before it starts, and fetches nothing', async () => {
    const result = await downloadPack(db, input({ signal: AbortSignal.abort() }));
    expect(result.status).toBe('paused');
    expect(tiles.requests).toEqual([]);
  });

  it('refuses a game the player cannot see (NOT_FOUND) and marks the pack failed', async () => {
    const hidden = await arrangeGame(api.database.db, {
      owner: editor.sub,
      state: 'PRIVATE',
      levels: [{ minNumberControls: 1, controls: [{}] }],
    });
    await expect(downloadPack(db, input({ gameDefinitionId: hidden.id }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await db.packs.get(hidden.id))?.status).toBe('failed');
    expect(await db.games.get(hidden.id)).toBeUndefined();
  });
});

describe('deletePackTiles', () => {
  it('keeps the tiles another pack still holds and forgets the pack', async () => {
    await downloadPack(db, input({ maxZoom: 13 }));
    const other = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [{ minNumberControls: 1, controls: [{}] }],
    });
    await downloadPack(db, input({ gameDefinitionId: other.id, maxZoom: 13 }));
    const shared = await db.tiles.where('packs').equals(other.id).primaryKeys();
    expect(shared.length).toBeGreaterThan(0);

    await deletePackTiles(db, game.id);
    expect(await db.packs.get(game.id)).toBeUndefined();
    expect(await db.games.get(game.id)).toBeDefined();
    expect((await db.tiles.toCollection().primaryKeys()).sort()).toEqual([...shared].sort());
    for (const tile of await db.tiles.toArray()) expect(tile.packs).toEqual([other.id]);
  });
});

describe('packSizeEstimate', () => {
  it('is the tiles of the area at every zoom times the layers', () => {
    const area = { south: 58.45, west: 8.75, north: 58.48, east: 8.79 };
    expect(packSizeEstimate({ area, minZoom: 12, maxZoom: 16, layerCount: 2 }).tiles).toBe(
      2 * tileCount(area, 13, 17),
    );
    expect(packSizeEstimate({ area, minZoom: 12, maxZoom: 16, layerCount: 0 }).tiles).toBe(0);
  });
});
