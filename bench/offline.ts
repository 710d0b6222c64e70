/**
 * Play without signal (issue 6), side by side in one run:
 * 1. replaying queued punches after reconnect (the sync engine over the outbox) against the same
 *    punches sent directly, one after another, to the real server (goal: at most 1.5x the time);
 * 2. downloading an offline pack's tiles into the device database against fetching the same
 *    tiles without storing them (goal: at least 0.8x the rate);
 * 3. a punch tap on the play screen to its local record and to the screen's answer, in Chromium
 *    with its CPU slowed 4x (goal: p95 under 100 ms), in three rounds of 40 taps, each in a fresh
 *    browser: the p50 and p95 printed are the median of the rounds' own, each round's p95 beside
 *    them (the noise of this shared machine comes in bursts that can take one round whole).
 * Parts 1 and 2 run in Node with the device database in fake-indexeddb (Dexie over it), the real
 * server on PGlite, all on loopback: what is measured is the client code's own cost beside the
 * network's, not a phone's radio. See bench/offline-replay.ts, offline-pack.ts, offline-tap.ts.
 *
 * `npx tsx bench/offline.ts` runs it alone; `--replay-only`, `--pack-only`, `--tap-only` run one
 * part, `--quick` runs small sizes (while developing). `npm run bench` runs it after the rest.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../tests/server/support/api-harness.ts';
import { benchPack, type PackResult } from './offline-pack.ts';
import { benchPackBrowser, type BrowserPackResult } from './offline-pack-browser.ts';
import { benchReplay, type ReplayResult } from './offline-replay.ts';
import { benchTap, type TapResult } from './offline-tap.ts';
import { fixed, measured, median } from './stats.ts';

const REPLAY_GOAL_MAX_RATIO = 1.5;
const PACK_GOAL_MIN_RATIO = 0.8;
const TAP_GOAL_P95_MS = 100;
/** Tap rounds, each in a fresh browser and app (this machine's noise comes in bursts). */
const TAP_ROUNDS = 3;

type Spread = TapResult['answer'];

/** Each part's p50 and p95 as the median of the rounds' own, with the rounds themselves. */
interface TapRounds {
  rounds: TapResult[];
  median: Pick<TapResult, 'handled' | 'stored' | 'answer' | 'marked'>;
  machineBusy: number;
}

function medianTap(rounds: readonly TapResult[]): TapRounds['median'] {
  const of = (part: (round: TapResult) => Spread): Spread => ({
    p50: median(rounds.map((round) => part(round).p50)),
    p95: median(rounds.map((round) => part(round).p95)),
  });
  return {
    handled: of((round) => round.handled),
    stored: of((round) => round.stored),
    answer: of((round) => round.answer),
    marked: of((round) => round.marked),
  };
}

export interface OfflineBenchOptions {
  parts?: readonly ('replay' | 'pack' | 'tap')[];
  quick?: boolean;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ratios = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
const busy = (share: number) => `${fixed(share * 100)}%`;

function printReplay(r: ReplayResult): void {
  console.log(
    `| replay ${r.punches} queued punches after reconnect (sync engine, default fetch transport) vs the same punches sent directly one by one; ms, median of ${r.rounds} rounds | ${fixed(r.replayMs)} ms | ${fixed(r.directMs)} ms | ${r.ratio.toFixed(2)} (goal <= ${REPLAY_GOAL_MAX_RATIO}) ${verdict(r.ratio <= REPLAY_GOAL_MAX_RATIO)} | ${ratios(r.ratios)} | ${busy(r.machineBusy)} |`,
  );
}

function printPack(r: PackResult): void {
  console.log(
    `| tile pack download, ${r.tiles} tiles of 16 KB (map zooms ${r.minZoom}-${r.maxZoom}), ${r.concurrency} at a time, vs fetching the same URLs into Blobs; tiles/s, median of ${r.rounds} rounds | ${fixed(r.packPerSecond)}/s (whole call with game data: ${fixed(r.packWholePerSecond)}/s) | ${fixed(r.directPerSecond)}/s | ${r.ratio.toFixed(2)} (fake-indexeddb's own speed, one request per turn: the goal is judged in Chromium, next row) | ${ratios(r.ratios)} | ${busy(r.machineBusy)} |`,
  );
}

function printPackBrowser(r: BrowserPackResult): void {
  console.log(
    `| tile pack download in Chromium (the app's "Download and start", its real IndexedDB), ${r.tiles} tiles of 16 KB, ${r.concurrency} at a time, vs fetching the same URLs into Blobs in the page; tiles/s, median of ${r.rounds} rounds | ${fixed(r.packPerSecond)}/s (from the tap, game data and start included: ${fixed(r.packWholePerSecond)}/s) | ${fixed(r.directPerSecond)}/s | ${r.ratio.toFixed(2)} (goal >= ${PACK_GOAL_MIN_RATIO}) ${verdict(r.ratio >= PACK_GOAL_MIN_RATIO)} | ${ratios(r.ratios)} | - |`,
  );
}

function printTap({ rounds, median: r, machineBusy }: TapRounds): void {
  const first = rounds[0]!;
  console.log('');
  console.log(
    `Punch tap on /game-map (Chromium, CPU slowed ${first.cpuSlowdown}x, ${first.punches} code punches offline, service worker blocked; p50 and p95 are the median of ${rounds.length} rounds' own, each round a fresh browser and app; machine CPU busy ${busy(machineBusy)})`,
  );
  console.log('');
  console.log(`| from the tap to | p50 ms | p95 ms (goal < ${TAP_GOAL_P95_MS}) | p95 per round |`);
  console.log('|---|---|---|---|');
  const row = (what: string, part: (round: TapRounds['median']) => Spread, goal: boolean) => {
    const spread = part(r);
    const each = rounds.map((round) => fixed(part(round).p95)).join(' ');
    console.log(
      `| ${what} | ${fixed(spread.p50, 1)} | ${fixed(spread.p95, 1)}${goal ? ` ${verdict(spread.p95 < TAP_GOAL_P95_MS)}` : ''} | ${each} |`,
    );
  };
  row("the page's click handler (input delay)", (x) => x.handled, false);
  row('the outbox record committed in IndexedDB', (x) => x.stored, false);
  row("the punch's answer on screen (the local record's UI update)", (x) => x.answer, true);
  row('the control marked on the map', (x) => x.marked, true);
}

export async function benchOffline(options: OfflineBenchOptions = {}): Promise<void> {
  const parts = options.parts ?? ['replay', 'pack', 'tap'];
  const quick = options.quick ?? false;
  let replay: ReplayResult | undefined;
  let pack: PackResult | undefined;
  let tap: TapRounds | undefined;
  let packBrowser: BrowserPackResult | undefined;
  if (parts.includes('replay') || parts.includes('pack')) {
    const api = await startApi('pglite');
    try {
      if (parts.includes('replay')) {
        replay = await benchReplay(
          api,
          quick ? { punches: 50, rounds: 1 } : { punches: 500, rounds: 5 },
        );
      }
      if (parts.includes('pack')) {
        pack = await benchPack(api, {
          controls: 20,
          minZoom: quick ? 12 : 10,
          maxZoom: quick ? 15 : 17,
          concurrency: 6,
          rounds: quick ? 1 : 5,
        });
      }
    } finally {
      await api.close();
    }
  }
  if (parts.includes('pack')) {
    packBrowser = await benchPackBrowser({
      rootDir,
      distDir: path.resolve(rootDir, process.env.DIST_DIR ?? 'dist'),
      controls: 20,
      rounds: quick ? 2 : 5,
      concurrency: 6,
    });
  }
  if (parts.includes('tap')) {
    const distDir = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
    const rounds: TapResult[] = [];
    const { machineBusy } = await measured(async () => {
      for (let round = 0; round < (quick ? 1 : TAP_ROUNDS); round++) {
        rounds.push(await benchTap({ punches: quick ? 8 : 40, rootDir, distDir }));
      }
    });
    tap = { rounds, median: medianTap(rounds), machineBusy };
  }

  console.log('');
  console.log(
    `Offline play (${os.availableParallelism()} cores; replay and pack: Node ${process.version} with the device database in fake-indexeddb (Dexie), the real server on PGlite, loopback; rounds alternate the order of the two sides)`,
  );
  if (replay || pack) {
    console.log('');
    console.log('| what | offline path | direct | ratio | ratio per round | machine CPU busy |');
    console.log('|---|---|---|---|---|---|');
    if (replay) printReplay(replay);
    if (pack) printPack(pack);
    if (packBrowser) printPackBrowser(packBrowser);
  }
  if (tap) printTap(tap);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = (['replay', 'pack', 'tap'] as const).filter((part) =>
    process.argv.includes(`--${part}-only`),
  );
  await benchOffline({
    ...(only.length > 0 ? { parts: only } : {}),
    quick: process.argv.includes('--quick'),
  });
}
