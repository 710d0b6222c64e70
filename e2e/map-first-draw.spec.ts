import { expect, test, type Page } from '@playwright/test';
import { FIRST_DRAW_WAIT_MS } from '../src/ui/map/first-draw';
import { signInNewUser } from './support/auth';
import { mapSettled, type MapsWindow } from './support/maps';
import { LEVELS_GAME, startLevelsGame } from './support/play';

/**
 * The opening map is shown once it has drawn what it opened on (src/ui/map/map-canvas.tsx): the
 * screen changes once, not at every step of the drawing. A tile server that does not answer does
 * not keep it hidden longer than FIRST_DRAW_WAIT_MS.
 */

interface OpeningMap {
  on(event: 'idle', listener: () => void): void;
  getContainer(): HTMLElement;
  loaded(): boolean;
}

interface Opening {
  /** The map's visibility when its style had loaded, and when that was (page time, ms). */
  atStyle?: string;
  styleAt?: number;
  /** When MapLibre first said `idle`, and when the map was first shown (page time, ms). */
  idleAt?: number;
  shownAt?: number;
}

type OpeningWindow = MapsWindow<OpeningMap> & { __openings?: Record<string, Opening> };

/** Records how each map opens: its visibility at style load, its first idle, its first showing. */
async function recordOpenings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as OpeningWindow;
    w.__mapsByLabel = {};
    w.__openings = {};
    w.__onMapCanvasLoad = (map, label) => {
      (w.__mapsByLabel ??= {})[label] = map;
      const openings = (w.__openings ??= {});
      if (openings[label]) return;
      const opening: Opening = {};
      openings[label] = opening;
      const container = map.getContainer();
      opening.atStyle = getComputedStyle(container).visibility;
      opening.styleAt = performance.now();
      map.on('idle', () => (opening.idleAt ??= performance.now()));
      const shown = () => {
        if (opening.shownAt !== undefined) return;
        if (getComputedStyle(container).visibility === 'visible')
          opening.shownAt = performance.now();
      };
      new MutationObserver(shown).observe(container, { attributeFilter: ['style'] });
      shown();
    };
  });
}

async function openingOf(page: Page, label: string): Promise<Opening | undefined> {
  return page.evaluate((name) => (window as OpeningWindow).__openings?.[name], label);
}

/**
 * Opens the play screen again with `record` run in the page before the app starts, and returns
 * what it kept in `window.__record` once the play screen's controls show.
 */
async function reopenRecording<T>(page: Page, record: () => void): Promise<T | undefined> {
  await page.addInitScript(record);
  await page.reload();
  await expect(page.locator('button.play-control').first()).toBeVisible({ timeout: 30_000 });
  return page.evaluate(() => (window as { __record?: T }).__record);
}

test('the play map is shown once it has drawn: hidden as its style loads, shown at its first idle', async ({
  page,
  request,
}) => {
  await startLevelsGame(page, request, 'en', 'first-draw');
  await recordOpenings(page);
  // Only the idle can show the map here: on a busy machine the first idle may come after the
  // real wait, which the next test covers.
  await page.addInitScript(() => {
    (window as { __firstDrawWaitMs?: number }).__firstDrawWaitMs = 60_000;
  });
  await page.reload();
  await expect(page.locator('button.play-control').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => mapSettled(page, 'Game map'), { timeout: 30_000 }).toBe(true);
  const opening = await openingOf(page, 'Game map');
  expect(opening?.atStyle).toBe('hidden');
  const { idleAt, shownAt } = opening ?? {};
  if (idleAt === undefined || shownAt === undefined)
    throw new Error(`the map did not open completely: ${JSON.stringify(opening)}`);
  // Shown by the idle, in the render it asked for: never before it, and soon after it.
  expect(shownAt).toBeGreaterThanOrEqual(idleAt);
  expect(shownAt - idleAt).toBeLessThan(FIRST_DRAW_WAIT_MS / 2);
});

test('a tile server that never answers keeps the map hidden only for the wait', async ({
  page,
  context,
  request,
}) => {
  // The street map's tiles hang: the map cannot finish drawing, so it never says idle.
  await context.route('https://tile.openstreetmap.org/**', () => undefined);
  await recordOpenings(page);
  await signInNewUser(page, request, 'first-draw-hang');
  await page.goto('/plain-map');
  const map = page.locator('.maplibregl-map');
  await expect(map).toBeVisible({ timeout: 10_000 });
  const opening = await openingOf(page, 'Map viewer');
  expect(opening?.atStyle).toBe('hidden');
  expect(opening?.idleAt).toBeUndefined();
  const { styleAt, shownAt } = opening ?? {};
  if (styleAt === undefined || shownAt === undefined)
    throw new Error(`the map did not open completely: ${JSON.stringify(opening)}`);
  // Shown by the wait, counted from the style's load.
  expect(shownAt - styleAt).toBeGreaterThanOrEqual(FIRST_DRAW_WAIT_MS);
  expect(await mapSettled(page, 'Map viewer')).toBe(false);
});

test('the play screen opens on an ongoing game in one step: the game from its first frame, no "Loading map…"', async ({
  page,
  request,
}) => {
  await startLevelsGame(page, request, 'en', 'first-frame');
  // What the screen showed from its first render on: every heading of the bar, and whether the
  // loading step appeared (src/features/play/game-map-read-ahead.ts reads the game beforehand).
  const opening = await reopenRecording<{ headings: string[]; loading: boolean }>(page, () => {
    const seen = { headings: [] as string[], loading: false };
    (window as { __record?: typeof seen }).__record = seen;
    new MutationObserver(() => {
      const heading = document.querySelector('header h1')?.textContent ?? null;
      if (heading !== null && seen.headings.at(-1) !== heading) seen.headings.push(heading);
      if (document.body?.textContent?.includes('Loading map…')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  expect(opening?.loading).toBe(false);
  expect(opening?.headings).toEqual([LEVELS_GAME.name]);
});

test("the play map is made before the screen's first frame, not after it", async ({
  page,
  request,
}) => {
  await startLevelsGame(page, request, 'en', 'made-before-frame');
  // Frames counted from the page's start: the frame when the map's box came into the page, and
  // the frame when MapLibre asked for its WebGL context. Made after a frame, the context waits
  // for the GPU to finish presenting that frame: tens of ms of main thread where WebGL runs in
  // software (docs/DECISIONS.md, "The map is made before the screen's first frame").
  const made = await reopenRecording<{ boxAt: number; contextAt: number[] }>(page, () => {
    const seen = { frame: 0, boxAt: -1, contextAt: [] as number[] };
    (window as { __record?: typeof seen }).__record = seen;
    const tick = () => {
      seen.frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.map-canvas')) return;
      observer.disconnect();
      seen.boxAt = seen.frame;
    }).observe(document, { subtree: true, childList: true });
    const { prototype } = HTMLCanvasElement;
    const getContext = Object.getOwnPropertyDescriptor(prototype, 'getContext')!.value as (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) => RenderingContext | null;
    Object.defineProperty(prototype, 'getContext', {
      configurable: true,
      writable: true,
      value: function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        if (this.closest('.maplibregl-map') && kind.startsWith('webgl'))
          seen.contextAt.push(seen.frame);
        return getContext.call(this, kind, ...rest);
      },
    });
  });
  expect(made?.boxAt).toBeGreaterThanOrEqual(0);
  expect(made?.contextAt).toEqual([made?.boxAt]);
});
