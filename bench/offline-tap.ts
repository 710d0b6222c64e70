/**
 * A punch tap on the play screen, measured in Debian's Chromium with its CPU slowed 4x (CDP
 * `Emulation.setCPUThrottlingRate`): the time from the tap to
 * - the outbox record committed in IndexedDB (the readwrite transaction over `outbox` that the
 *   tap starts, seen through a wrapper of `IDBDatabase.transaction` installed before the app);
 * - the punch's answer on screen ("Control N punched by code: waiting for verification ...");
 * - the control marked on the map (its marker's class turns to waiting-for-verification).
 * The tap's time is the click event's own timestamp (when the input arrived, so the delay before
 * the page handled it counts); the screen's times are when a MutationObserver saw the change.
 *
 * The real server runs in this process over PGlite and serves the built app; a player signs in
 * through the sign-in screen, opens a game (by its link) whose one code-punch level has `punches`
 * + 1 controls and needs them all (no celebration dialog in the way), downloads and starts it online,
 * and then the network is cut (play without signal): each punch chooses a control in the code form, types its
 * code and taps "Punch by code". Service workers are blocked (the page alone is measured).
 */
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import type { Db } from '../server/db/database.ts';
import { gameStates } from '../server/db/schema/play.ts';
import { arrangeGame, codeOnly } from '../tests/server/support/play-world.ts';
import { signIn, startBrowserApp } from './browser-app.ts';
import { percentile } from './stats.ts';
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

export interface TapResult {
  punches: number;
  cpuSlowdown: number;
  handled: { p50: number; p95: number };
  stored: { p50: number; p95: number };
  answer: { p50: number; p95: number };
  marked: { p50: number; p95: number };
}

interface TapTimes {
  tap: number;
  /** When the page's capturing click listener ran (the tap's input delay ends). */
  handled: number;
  stored: number;
  answer: number;
  marked: number;
}

/** Counts the commits of readwrite transactions over `outbox` (installed before the app runs). */
function watchOutboxCommits(): void {
  const commits: number[] = [];
  (window as unknown as { __outboxCommits: number[] }).__outboxCommits = commits;
  const prototype = IDBDatabase.prototype;
  const open = Object.getOwnPropertyDescriptor(prototype, 'transaction')?.value as (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) => IDBTransaction;
  prototype.transaction = function transaction(
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = open.apply(this, args);
    const [stores, mode] = args;
    const names = typeof stores === 'string' ? [stores] : [...stores];
    // A punch's own transaction (outbox.ts recordPunch) writes the outbox and the game states.
    const all = (window as unknown as { __txLog?: string[] }).__txLog;
    if (
      all &&
      !(mode === 'readwrite' && names.includes('outbox') && names.includes('gameStates'))
    ) {
      const created = performance.now();
      const end = (what: string) => () =>
        all.push(
          `other ${mode ?? 'readonly'} ${names.join(',')} ${created.toFixed(0)} ${what} ${performance.now().toFixed(0)}`,
        );
      tx.addEventListener('complete', end('complete'));
      tx.addEventListener('abort', end('abort'));
    }
    if (mode === 'readwrite' && names.includes('outbox') && names.includes('gameStates')) {
      const created = performance.now();
      tx.addEventListener('complete', () => {
        commits.push(performance.now());
        (window as unknown as { __tapCheck?: () => void }).__tapCheck?.();
      });
      const w = window as unknown as { __txLog?: string[] };
      if (w.__txLog) {
        const log = w.__txLog;
        log.push(`tx created ${created.toFixed(0)}`);
        tx.addEventListener('complete', () =>
          log.push(`tx complete ${performance.now().toFixed(0)}`),
        );
        (tx as unknown as { __log: string[] }).__log = log;
      }
    }
    return tx;
  };
}

/**
 * With BENCH_TAP_PROBE=1: keeps the page's long animation frames (Chromium's LoAF entries, with
 * the scripts that ran in them) so each tap's slow frames can be printed with their causes.
 */
function watchLongFrames(): void {
  const frames: unknown[] = [];
  (window as unknown as { __longFrames: unknown[] }).__longFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) frames.push(entry.toJSON());
  }).observe({ type: 'long-animation-frame', buffered: true });
}

interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }[];
}

/** Prints the long frames that overlapped the tap (from the tap to the last of its times). */
function printLongFrames(label: string, times: TapTimes, frames: LongFrame[]): void {
  const end = Math.max(times.stored, times.answer, times.marked);
  const overlapping = frames.filter(
    (frame) => frame.startTime + frame.duration >= times.tap && frame.startTime <= end,
  );
  const at = (ms: number) => (ms - times.tap).toFixed(0);
  console.log(
    `tap ${label}: handled ${at(times.handled)} stored ${at(times.stored)} answer ${at(times.answer)} marked ${at(times.marked)} ms`,
  );
  for (const frame of overlapping) {
    const render = frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0;
    console.log(
      `  frame at ${at(frame.startTime)} for ${frame.duration.toFixed(0)} ms (render ${render.toFixed(0)} ms)`,
    );
    for (const script of frame.scripts) {
      const file = script.sourceURL.split('/').pop() ?? '';
      console.log(
        `    ${script.duration.toFixed(0)} ms ${script.invoker} ${script.sourceFunctionName} ${file} (forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)} ms)`,
      );
    }
  }
}

/** Probe: logs each request of the punch transaction (made, answered), in page time. */
function watchRequests(): void {
  (window as unknown as { __txLog: string[] }).__txLog = [];
  const wrap = (proto: object, name: string) => {
    const original = Object.getOwnPropertyDescriptor(proto, name)?.value as (
      ...args: unknown[]
    ) => IDBRequest;
    Object.defineProperty(proto, name, {
      value: function wrapped(this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
        const request = original.apply(this, args);
        const tx = request.transaction as unknown as { __log?: string[] } | null;
        const log = tx?.__log;
        if (log) {
          const made = performance.now();
          request.addEventListener('success', () =>
            log.push(
              `  ${this.name}.${name} made ${made.toFixed(0)} answered ${performance.now().toFixed(0)}`,
            ),
          );
        }
        return request;
      },
    });
  };
  for (const name of ['get', 'getAll', 'add', 'put', 'openCursor', 'count', 'delete']) {
    wrap(IDBObjectStore.prototype, name);
    if (name !== 'add' && name !== 'put' && name !== 'delete') wrap(IDBIndex.prototype, name);
  }
}

/** Arms the page to time the next tap for control `label`; the result waits on `window`. */
function arm(label: string): void {
  const w = window as unknown as {
    __outboxCommits: number[];
    __tap: Promise<TapTimes>;
    __tapCheck?: () => void;
  };
  const times: TapTimes = { tap: NaN, handled: NaN, stored: NaN, answer: NaN, marked: NaN };
  w.__tap = new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      delete w.__tapCheck;
      resolve(times);
    };
    const check = () => {
      if (Number.isNaN(times.tap)) return;
      const now = performance.now();
      if (Number.isNaN(times.answer)) {
        const answers = document.querySelectorAll('.punch-ok');
        if ([...answers].some((p) => p.textContent?.includes(`Control ${label} punched`))) {
          times.answer = now;
        }
      }
      if (Number.isNaN(times.marked)) {
        const marker = document.querySelector(`.play-control[data-control-code="${label}"]`);
        if (marker && !marker.classList.contains('play-control-open')) times.marked = now;
      }
      if (Number.isNaN(times.stored)) {
        times.stored = w.__outboxCommits.find((at) => at >= times.tap) ?? NaN;
      }
      if (![times.answer, times.marked, times.stored].some(Number.isNaN)) done();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    // The commit is no DOM change: the commit watcher calls this too (no polling timer, whose
    // runs would slow the very page being measured).
    w.__tapCheck = check;
    setTimeout(done, 15_000);
    addEventListener(
      'click',
      (event) => {
        times.tap = event.timeStamp;
        times.handled = performance.now();
      },
      { capture: true, once: true },
    );
  });
}

async function waitForStartOnServer(db: Db, owner: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await db.select().from(gameStates).where(eq(gameStates.owner, owner))).length === 0) {
    if (Date.now() > deadline) throw new Error('tap: the game start did not reach the server');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const spread = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

/** Builds the app into `distDir` if its sources changed, then measures `punches` taps. */
export async function benchTap(options: {
  punches: number;
  rootDir: string;
  distDir: string;
}): Promise<TapResult> {
  const app = await startBrowserApp({
    rootDir: options.rootDir,
    distDir: options.distDir,
    name: 'tap',
  });
  const { api } = app;
  try {
    const editor = await api.user('editor');
    const player = await api.user('player');
    const game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      // One control more than the punches, all needed: playable (its minimum can be reached)
      // and never completed by the bench's punches.
      levels: [codeOnly(options.punches + 1, options.punches + 1)],
    });
    const controls = game.levels[0]!.controls.slice(0, options.punches).map((control, n) => ({
      label: `${100 + n}`,
      secretCode: control.secretCode,
    }));
    const context = await app.phone();
    await context.addInitScript(watchOutboxCommits);
    const probe = process.env.BENCH_TAP_PROBE === '1';
    if (probe) await context.addInitScript(watchLongFrames);
    if (probe) await context.addInitScript(watchRequests);
    const page = await context.newPage();
    await signIn(page, player.email);
    // The game picked on the map is in the address (as a shared link or a reload keeps it).
    await page.goto(`/game-map?game=${game.id}`);
    await page.getByRole('button', { name: 'Download and start' }).click();
    await page.getByRole('button', { name: 'Punch by code' }).first().waitFor({ timeout: 60_000 });
    // The start reaches the server; then the signal goes.
    await waitForStartOnServer(api.database.db, player.sub);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Punch by code' }).first().click();
    const form = page.getByRole('form', { name: 'Punch by code' });
    await form.waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (probe) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const samples: TapTimes[] = [];
    for (const control of controls) {
      await form.getByLabel('Control', { exact: true }).selectOption({
        label: `Control ${control.label}`,
      });
      await form.getByLabel('Secret code').fill(control.secretCode);
      // A plain mouse click at the button's middle: a locator's click adds hit-target listeners
      // to the page for each of the tap's events, main-thread work a player's tap does not have.
      // (A click that missed would show no answer, and the tap would fail below.)
      const button = form.getByRole('button', { name: 'Punch by code' });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error('tap: the punch button is not on screen');
      await page.evaluate(arm, control.label);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const times = await page.evaluate(
        () => (window as unknown as { __tap: Promise<TapTimes> }).__tap,
      );
      if ([times.tap, times.stored, times.answer, times.marked].some(Number.isNaN)) {
        throw new Error(
          `tap: the punch of control ${control.label} was not seen: ${JSON.stringify(times)}`,
        );
      }
      samples.push(times);
      if (probe) {
        const frames = await page.evaluate(
          () => (window as unknown as { __longFrames: LongFrame[] }).__longFrames,
        );
        printLongFrames(control.label, times, frames);
        const log = await page.evaluate(() => {
          const w = window as unknown as { __txLog: string[] };
          return w.__txLog.splice(0);
        });
        console.log(`  tap at ${times.tap.toFixed(0)}\n${log.join('\n')}`);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (probe) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync('/tmp/tap.cpuprofile', JSON.stringify(profile));
    }
    await context.close();
    return {
      punches: samples.length,
      cpuSlowdown: CPU_SLOWDOWN,
      handled: spread(samples.map((s) => s.handled - s.tap)),
      stored: spread(samples.map((s) => s.stored - s.tap)),
      answer: spread(samples.map((s) => s.answer - s.tap)),
      marked: spread(samples.map((s) => s.marked - s.tap)),
    };
  } finally {
    await app.close();
  }
}
