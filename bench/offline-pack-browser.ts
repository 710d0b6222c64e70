/**
 * The offline pack's tile download rate in Chromium (CHROMIUM_PATH/CHROMIUM_ARGS from
 * playwright.config.ts), against fetching the same tiles directly in the same page.
 *
 * The real server runs in this process over PGlite with its street base layer pointing at a
 * loopback tile server (bench/offline-pack.ts `startTileServer`) that allows offline use
 * (STREET_TILES_URL, OFFLINE_BASE_LAYERS=street). Each round a fresh player in a fresh browser
 * context signs in, opens the game's link on /game-map and taps "Download and start"; the page
 * polls the 'map-game' IndexedDB database's `packs` store until the pack is complete. Pack: from
 * the first poll that sees the tile total to complete. Direct: the URL list (the `tiles` keys of
 * the first round's pack) fetched in the page with `cache: 'no-store'`, `concurrency` at a time,
 * each body read into a Blob. Rounds alternate the order. Service workers are blocked.
 */
import { arrangeGame, codeOnly } from '../tests/server/support/play-world.ts';
import { signIn, startBrowserApp } from './browser-app.ts';
import { startTileServer, type PackResult } from './offline-pack.ts';
import { median } from './stats.ts';

/**
 * The rates as offline-pack.ts names them; here the pack's tile phase runs from the first poll
 * that saw the tile total (it may miss the first tiles: 20 ms polls), and its whole from the tap,
 * game data and the start included.
 */
export type BrowserPackResult = Omit<PackResult, 'minZoom' | 'maxZoom' | 'machineBusy'>;

/** In the page: polls db.packs until `id` is complete; times from the first known total. */
function waitForPack(
  id: string,
): Promise<{ tilesMs: number; at: number; status: string; tiles: number }> {
  return new Promise((resolve, reject) => {
    let from = NaN;
    const poll = () => {
      const open = indexedDB.open('map-game');
      open.onerror = () => reject(new Error('pack: cannot open map-game'));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('packs')) {
          db.close();
          setTimeout(poll, 20);
          return;
        }
        const get = db.transaction('packs').objectStore('packs').get(id);
        get.onsuccess = () => {
          db.close();
          const pack = get.result as { status: string; tilesTotal: number } | undefined;
          const now = performance.now();
          if (pack && pack.tilesTotal > 0 && Number.isNaN(from)) from = now;
          if (pack && (pack.status === 'complete' || pack.status === 'failed')) {
            resolve({ tilesMs: now - from, at: now, status: pack.status, tiles: pack.tilesTotal });
          } else setTimeout(poll, 20);
        };
      };
    };
    poll();
  });
}

/** In the page: the keys of db.tiles (the pack's URL list). */
function tileKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('map-game');
    open.onerror = () => reject(new Error('tiles: cannot open map-game'));
    open.onsuccess = () => {
      const keys = open.result.transaction('tiles').objectStore('tiles').getAllKeys();
      keys.onsuccess = () => resolve(keys.result.map(String));
    };
  });
}

/** In the page: fetches every URL, `concurrency` at a time, into Blobs; resolves with its ms. */
async function fetchDirectly([urls, concurrency]: [string[], number]): Promise<number> {
  const queue = [...urls];
  const started = performance.now();
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) throw new Error(`direct tile ${url}: ${response.status}`);
      await response.blob();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

export async function benchPackBrowser(options: {
  rootDir: string;
  distDir: string;
  controls: number;
  rounds: number;
  concurrency: number;
}): Promise<BrowserPackResult> {
  const tileServer = await startTileServer();
  const app = await startBrowserApp({
    rootDir: options.rootDir,
    distDir: options.distDir,
    name: 'pack',
    env: {
      STREET_TILES_URL: `${tileServer.origin}/street/{z}/{x}/{y}.png`,
      OFFLINE_BASE_LAYERS: 'street',
    },
  });
  const { api } = app;
  try {
    const editor = await api.user('editor');
    const game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [codeOnly(options.controls, options.controls)],
    });
    let urls: string[] = [];
    const rounds: { pack: number; direct: number }[] = [];
    /** Each round's time from the tap to the pack complete (game data and start included), ms. */
    const whole: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const player = await api.user('player', `bench-pack-${round}`);
      const context = await app.phone();
      const page = await context.newPage();
      await signIn(page, player.email);
      await page.goto(`/game-map?game=${game.id}`);
      const direct = () =>
        page.evaluate(fetchDirectly, [urls, options.concurrency] as [string[], number]);
      const pack = async () => {
        const tapped = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: 'Download and start' }).click();
        const done = await page.evaluate(waitForPack, game.id);
        if (done.status !== 'complete') throw new Error(`pack: ${JSON.stringify(done)}`);
        if (urls.length === 0) urls = await page.evaluate(tileKeys);
        whole.push(done.at - tapped);
        return done.tilesMs;
      };
      const directFirst = round % 2 === 1 && urls.length > 0;
      const [p, d]: [number, number] = directFirst
        ? await direct().then(async (first): Promise<[number, number]> => [await pack(), first])
        : [await pack(), await direct()];
      rounds.push({ pack: (urls.length / p) * 1000, direct: (urls.length / d) * 1000 });
      await context.close();
    }
    const ratios = rounds.map((r) => r.pack / r.direct);
    return {
      tiles: urls.length,
      concurrency: options.concurrency,
      rounds: options.rounds,
      packPerSecond: median(rounds.map((r) => r.pack)),
      packWholePerSecond: median(whole.map((ms) => (urls.length / ms) * 1000)),
      directPerSecond: median(rounds.map((r) => r.direct)),
      ratio: median(ratios),
      ratios,
    };
  } finally {
    await app.close();
    tileServer.close();
  }
}
