import { expect, test, type Page } from '@playwright/test';
import { DEMO_GAMES } from '../server/demo/demo-world';
import { createUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/play';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/**
 * The play screen as a field instrument, at 390x844 in English and Norwegian, against the real
 * server: a player starts the demo levels game; the map fills the phone under a slim bar (game,
 * level, clock, menu), the main punch button sits in view at the bottom of the collapsed sheet,
 * the sheet opens and closes, the menu reaches the other screens, the map control switches the
 * base layer and the mute switch is kept over a reload.
 */

const LEVELS_GAME = DEMO_GAMES.find((game) => game.type === 'levels')!;
const LEVEL_1 = LEVELS_GAME.levels[0]!.name;

const LANGUAGES = [
  {
    locale: 'en-GB',
    gameMap: 'Game map',
    downloadAndStart: 'Download and start',
    gpsPunch: /^Punch control \d+ by GPS$/,
    codePunch: 'Punch by code',
    details: 'Details',
    summary: '0 of 3 controls · 0 points',
    menu: 'Menu',
    main: 'Main',
    punches: 'Punches',
    backgroundMap: 'Background map',
    topographic: 'Topographic map',
    street: 'Street map',
    mute: 'Mute sounds',
    gameState: 'Game state',
  },
  {
    locale: 'nb-NO',
    gameMap: 'Spillkart',
    downloadAndStart: 'Last ned og start',
    gpsPunch: /^Stemple post \d+ med GPS$/,
    codePunch: 'Stemple med kode',
    details: 'Detaljer',
    summary: '0 av 3 poster · 0 poeng',
    menu: 'Meny',
    main: 'Hovedmeny',
    punches: 'Stemplinger',
    backgroundMap: 'Bakgrunnskart',
    topographic: 'Topografisk kart',
    street: 'Gatekart',
    mute: 'Slå av lyd',
    gameState: 'Spillstatus',
  },
] as const;

/** Keeps each map MapLibre loads on `window.__maps` by its accessible name. */
async function recordMaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __maps: Record<string, unknown>;
      __onMapCanvasLoad: (map: unknown, label: string) => void;
    };
    w.__maps = {};
    w.__onMapCanvasLoad = (map, label) => (w.__maps[label] = map);
  });
}

/** Which base layer the map named `label` shows. */
function visibleBaseLayer(page: Page, label: string): Promise<string | undefined> {
  return page.evaluate((name) => {
    type StyleMap = {
      getStyle(): { layers: { id: string; layout?: { visibility?: string } }[] };
    };
    const map = (window as unknown as { __maps: Record<string, StyleMap> }).__maps[name];
    return map
      ?.getStyle()
      .layers.find(
        (layer) => ['street', 'topo'].includes(layer.id) && layer.layout?.visibility !== 'none',
      )?.id;
  }, label);
}

/**
 * The share of the viewport where the map shows: the map's box inside the viewport, less what the
 * top bar and the sheet cover of it (both span the map's width on a phone).
 */
function mapShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const map = rect('.play-map-frame canvas.maplibregl-canvas');
    const bar = rect('header');
    const sheet = rect('.play-sheet');
    const top = Math.max(map.top, bar.bottom, 0);
    const bottom = Math.min(map.bottom, sheet.top, window.innerHeight);
    const width = Math.min(map.right, window.innerWidth) - Math.max(map.left, 0);
    return (Math.max(0, bottom - top) * width) / (window.innerWidth * window.innerHeight);
  });
}

for (const words of LANGUAGES) {
  inLocale(words.locale, `the play screen in ${words.locale}`, () => {
    test('the map fills the phone, the punch button in reach, the sheet, the menu, the layers and mute', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      await recordMaps(page);
      await signInAt(page, await createUser(request, 'screen'));
      await page.goto('/game-map');

      // Not playing: the bar holds the screen's title and the menu; the sheet the games.
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('heading', { level: 1, name: words.gameMap })).toBeVisible();
      await expect(page.getByRole('navigation', { name: words.main })).toBeHidden();
      await expect(
        page.getByRole('button', { name: LEVELS_GAME.name, exact: true }),
      ).toBeInViewport();
      await shot(page, `play-screen-${words.locale}-picker`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: LEVELS_GAME.name, exact: true }).click();
      await page.getByRole('button', { name: words.downloadAndStart }).click();

      // Playing: game, level and a running clock in the bar.
      await expect(bar.getByRole('heading', { level: 1, name: LEVELS_GAME.name })).toBeVisible({
        timeout: 30_000,
      });
      await expect(bar.getByText(LEVEL_1, { exact: true })).toBeVisible();
      await expect(bar.locator('.play-clock-time')).toHaveText(/^\d+:\d\d$/);
      const punch = page.getByRole('button', { name: words.gpsPunch });
      await expect(punch).toBeEnabled({ timeout: 15_000 });
      const handle = page.getByRole('button', { name: words.details });
      await expect(handle).toHaveAttribute('aria-expanded', 'false');
      await expect(handle).toContainText(words.summary);

      // The map's share of the screen, and the punch button in view at the bottom, full width.
      const share = await mapShare(page);
      testInfo.annotations.push({ type: 'map share', description: share.toFixed(3) });
      expect(share).toBeGreaterThanOrEqual(0.7);
      const viewport = page.viewportSize()!;
      const box = (await punch.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(56);
      expect(box.width).toBeGreaterThanOrEqual(viewport.width * 0.65);
      expect(box.y).toBeGreaterThanOrEqual(viewport.height / 2);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollHeight),
      ).toBeLessThanOrEqual(viewport.height);
      await expect(page.getByRole('button', { name: words.codePunch })).toBeInViewport();
      await expect(page.getByRole('link', { name: words.gameState })).toBeHidden();
      await shot(page, `play-screen-${words.locale}-collapsed`);
      await expectNoSeriousA11yViolations(page);

      // The sheet opens (the links, the mute switch) and closes again.
      await handle.click();
      await expect(handle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: words.gameState })).toBeVisible();
      await expect(punch).toBeInViewport();
      await shot(page, `play-screen-${words.locale}-expanded`);
      await expectNoSeriousA11yViolations(page);

      // Mute is kept on the device over a reload.
      const mute = page.getByRole('switch', { name: words.mute });
      await expect(mute).not.toBeChecked();
      await mute.check();
      await handle.click();
      await expect(handle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: words.gameState })).toBeHidden();
      await page.reload();
      await page.getByRole('button', { name: words.details }).click();
      await expect(page.getByRole('switch', { name: words.mute })).toBeChecked();
      await page.getByRole('button', { name: words.details }).click();

      // The base layer is chosen in a map control.
      await expect.poll(() => visibleBaseLayer(page, words.gameMap)).toBe('street');
      const layers = page.getByRole('button', { name: words.backgroundMap });
      await expect(layers).toHaveAttribute('aria-expanded', 'false');
      await layers.click();
      await expect(page.getByRole('radio', { name: words.street })).toBeChecked();
      await shot(page, `play-screen-${words.locale}-layers`);
      await page.getByRole('radio', { name: words.topographic }).check();
      await expect.poll(() => visibleBaseLayer(page, words.gameMap)).toBe('topo');
      await expect(layers).toHaveAttribute('aria-expanded', 'false');
      await expect(layers).toBeFocused();

      // The menu opens the app's navigation over the map and reaches the other screens, which
      // keep the usual navigation bar.
      const menu = page.getByRole('button', { name: words.menu });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const nav = page.getByRole('navigation', { name: words.main });
      await expect(nav).toBeVisible();
      await shot(page, `play-screen-${words.locale}-menu`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await nav.getByRole('link', { name: new RegExp(`^${words.punches}`) }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/punches');
      await expect(page.getByRole('navigation', { name: words.main })).toBeVisible();
      await expect(page.getByRole('button', { name: words.menu })).toHaveCount(0);
    });
  });
}
