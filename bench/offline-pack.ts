/**
 * The offline pack's tile download rate, against fetching the same tiles directly.
 *
 * A loopback node:http tile server answers every `{z}/{x}/{y}` with the same 16 KB body (a PNG
 * signature and noise: a typical raster tile's size); the pack's base layer (allowOffline) points
 * at it. Pack: `downloadPack` of a game arranged on the real server (its data fetched as the
 * player), every tile stored as a Blob in fake-indexeddb, `concurrency` at a time. Its rate is
 * timed from the moment the pack knows its tile list (the first progress with a total) to the
 * end; the whole call (game data included) is timed too. Direct: the same URL list fetched with
 * the same concurrency, each body read into a Blob and dropped. Tiles per second of each.
 */
import 'fake-indexeddb/auto';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseLayer } from '../src/api/runtime-config.ts';
import { openMapGameDb } from '../src/offline/db.ts';
import { downloadPack } from '../src/offline/pack-download.ts';
import { gameArea, packTileUrls } from '../src/offline/pack-plan.ts';
import type { ApiHarness, ApiUser } from '../tests/server/support/api-harness.ts';
import { arrangeGame, codeOnly, type ArrangedGame } from '../tests/server/support/play-world.ts';
import { dropDb, playerTransport } from './offline-replay.ts';
import { measured, median } from './stats.ts';

/** One tile's body in bytes. */
export const TILE_BYTES = 16 * 1024;

export interface PackResult {
  tiles: number;
  minZoom: number;
  maxZoom: number;
  concurrency: number;
  rounds: number;
  /** Tiles per second of the pack's tile phase, and of its whole call. */
  packPerSecond: number;
  packWholePerSecond: number;
  directPerSecond: number;
  /** The median of the rounds' pack/direct rates (tile phase). */
  ratio: number;
  ratios: number[];
  machineBusy: number;
}

/** A tile server answering every path with the same body; resolves with its origin. */
export function startTileServer() {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = Buffer.concat([png, randomBytes(TILE_BYTES - png.length)]);
  const server = http.createServer((_request, response) => {
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': body.length,
        // The browser bench's page fetches it from the app's origin.
        'access-control-allow-origin': '*',
      })
      .end(body);
  });
  return new Promise<{ origin: string; close(): void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    });
  });
}

/** Fetches every URL, `concurrency` at a time, reading each body into a Blob (not kept). */
async function fetchDirectly(urls: readonly string[], concurrency: number): Promise<number> {
  const queue = [...urls];
  let bytes = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`direct tile ${url}: ${response.status}`);
      bytes += (await response.blob()).size;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bytes;
}

async function packSide(
  api: ApiHarness,
  player: ApiUser,
  game: ArrangedGame,
  layers: BaseLayer[],
  options: { minZoom: number; maxZoom: number; concurrency: number; tiles: number },
) {
  const db = openMapGameDb(`bench-pack-${randomUUID()}`);
  try {
    let tilesFrom = 0;
    const whole = await measured(() =>
      downloadPack(db, {
        gameDefinitionId: game.id,
        minZoom: options.minZoom,
        maxZoom: options.maxZoom,
        baseLayers: layers,
        transport: playerTransport(api, player),
        origin: api.url,
        concurrency: options.concurrency,
        onProgress: (progress) => {
          if (tilesFrom === 0 && progress.tilesTotal > 0) tilesFrom = performance.now();
        },
      }),
    );
    const tilesMs = performance.now() - tilesFrom;
    const stored = await db.tiles.count();
    if (whole.result.status !== 'complete' || stored !== options.tiles) {
      throw new Error(`pack: ${JSON.stringify(whole.result)}, ${stored} tiles stored`);
    }
    return { tilesMs, wholeMs: whole.ms, machineBusy: whole.machineBusy };
  } finally {
    await dropDb(db);
  }
}

/** The URL list of the pack, from its game data as the pack stores it. */
async function packUrls(
  api: ApiHarness,
  player: ApiUser,
  game: ArrangedGame,
  layers: BaseLayer[],
  zooms: { minZoom: number; maxZoom: number },
): Promise<string[]> {
  const db = openMapGameDb(`bench-pack-urls-${randomUUID()}`);
  try {
    await downloadPack(db, {
      gameDefinitionId: game.id,
      ...zooms,
      baseLayers: [],
      transport: playerTransport(api, player),
      origin: api.url,
    });
    const stored = await db.games.get(game.id);
    const area = stored && gameArea(stored);
    if (!stored || !area) throw new Error('pack: no game data or area');
    return packTileUrls({ game: stored, area, ...zooms, baseLayers: layers, origin: api.url });
  } finally {
    await dropDb(db);
  }
}

/**
 * `rounds` rounds of pack and direct back to back, the order alternating. The game's controls
 * lie 100 m apart in a line north of the start, so `controls` and the zooms set the tile count.
 * Zooms are map zooms, as the player picks them (the pack fetches the tile zooms MapLibre asks
 * for there: see src/offline/pack-plan.ts).
 */
export async function benchPack(
  api: ApiHarness,
  options: {
    controls: number;
    minZoom: number;
    maxZoom: number;
    concurrency: number;
    rounds: number;
  },
): Promise<PackResult> {
  const tileServer = await startTileServer();
  try {
    const editor = await api.user('editor');
    const player = await api.user('player');
    const game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [codeOnly(options.controls, options.controls)],
    });
    const layers: BaseLayer[] = [
      {
        id: 'street',
        urlTemplate: `${tileServer.origin}/street/{z}/{x}/{y}.png`,
        attribution: 'bench',
        maxZoom: 19,
        allowOffline: true,
      },
    ];
    const zooms = { minZoom: options.minZoom, maxZoom: options.maxZoom };
    const urls = await packUrls(api, player, game, layers, zooms);
    const rounds: { pack: number; whole: number; direct: number; busy: number }[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const pack = () =>
        packSide(api, player, game, layers, { ...options, ...zooms, tiles: urls.length });
      const direct = () => measured(() => fetchDirectly(urls, options.concurrency));
      const [p, d] =
        round % 2 === 0
          ? [await pack(), await direct()]
          : await direct().then(async (first) => [await pack(), first] as const);
      const perSecond = (ms: number) => (urls.length / ms) * 1000;
      rounds.push({
        pack: perSecond(p.tilesMs),
        whole: perSecond(p.wholeMs),
        direct: perSecond(d.ms),
        busy: (p.machineBusy + d.machineBusy) / 2,
      });
    }
    const ratios = rounds.map((r) => r.pack / r.direct);
    return {
      tiles: urls.length,
      ...zooms,
      concurrency: options.concurrency,
      rounds: options.rounds,
      packPerSecond: median(rounds.map((r) => r.pack)),
      packWholePerSecond: median(rounds.map((r) => r.whole)),
      directPerSecond: median(rounds.map((r) => r.direct)),
      ratio: median(ratios),
      ratios,
      machineBusy: median(rounds.map((r) => r.busy)),
    };
  } finally {
    tileServer.close();
  }
}
