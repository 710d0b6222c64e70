import { expect, test, type Page } from '@playwright/test';
import { demoMapGeometry } from '../server/demo/demo-map';
import { zoomRadius } from '../src/domain/map-display';
import { createUser, signInNewUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { LEVELS_GAME, levelControls, punchByCode, signInAt, walkTo } from './support/play';
import { keepMaps, type MapsWindow as KeptMapsWindow } from './support/maps';
import { inLocale } from './support/locales';
import { shot } from './support/shots';
import { hiddenByTags } from './support/tag-overlaps';

/**
 * The play map as a field instrument, at 390x844 against the real server: it opens on the player
 * (or fitted to the games without a position), the locate button centres on the player and
 * follows them until they pan, a level unlock fits every new control into the uncovered map,
 * control markers are finger-sized with the seed's circles under them, and the map key names the
 * icons by points, in English and Norwegian.
 */

const MAP_LABEL = 'Game map';

interface LatLng {
  lat: number;
  lng: number;
}

const level1 = levelControls(1);
const level2 = levelControls(2);

interface MapLike {
  getCenter(): LatLng;
  getZoom(): number;
  project(lngLat: [number, number]): { x: number; y: number };
  getContainer(): HTMLElement;
  getCanvasContainer(): HTMLElement;
  queryRenderedFeatures(options: { layers: string[] }): unknown[];
  jumpTo(options: { center?: [number, number]; zoom?: number }): void;
  isMoving(): boolean;
}
type MapsWindow = KeptMapsWindow<MapLike>;

/**
 * Where `point` is on the screen, whether the map shows there (the topmost element at that spot
 * is the map's canvas or a marker on it, not a bar, sheet, dialog or map button), and how far it
 * is from the middle of the map's uncovered column (the map's middle between what covers its top
 * and bottom along its centre line).
 */
async function onScreen(page: Page, point: LatLng) {
  return page.evaluate(
    ({ label, point }) => {
      const map = (window as MapsWindow).__mapsByLabel?.[label];
      if (!map) return null;
      const rect = map.getContainer().getBoundingClientRect();
      const canvas = map.getCanvasContainer();
      const at = map.project([point.lng, point.lat]);
      const x = rect.left + at.x;
      const y = rect.top + at.y;
      const shows = (px: number, py: number) => {
        const top = document.elementFromPoint(px, py);
        return top !== null && canvas.contains(top);
      };
      const inside = x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
      let top = rect.top;
      while (top < rect.bottom && !shows(rect.left + rect.width / 2, top + 1)) top += 2;
      let bottom = rect.bottom;
      while (bottom > top && !shows(rect.left + rect.width / 2, bottom - 1)) bottom -= 2;
      return {
        shown: inside && shows(x, y),
        dx: Math.round(x - (rect.left + rect.width / 2)),
        dy: Math.round(y - (top + bottom) / 2),
        zoom: map.getZoom(),
      };
    },
    { label: MAP_LABEL, point },
  );
}

/** True when `point` shows on the uncovered map within `px` of its middle. */
async function centredOn(page: Page, point: LatLng, px = 12): Promise<boolean> {
  const where = await onScreen(page, point);
  return where !== null && where.shown && Math.abs(where.dx) <= px && Math.abs(where.dy) <= px;
}

async function mapCentre(page: Page): Promise<LatLng> {
  return page.evaluate((label) => {
    const centre = (window as MapsWindow).__mapsByLabel![label]!.getCenter();
    return { lat: centre.lat, lng: centre.lng };
  }, MAP_LABEL);
}

/** A point `north` and `east` metres from `from` (near enough on this scale). */
function offset(from: LatLng, north: number, east: number): LatLng {
  const metresPerDegree = 111_320;
  return {
    lat: from.lat + north / metresPerDegree,
    lng: from.lng + east / (metresPerDegree * Math.cos((from.lat * Math.PI) / 180)),
  };
}

/** Signs a new player in, with the position allowed and at `at`, and starts the levels game. */
async function startLevelsGame(page: Page, at: LatLng) {
  const request = page.request;
  await keepMaps(page);
  await signInAt(page, await createUser(request, 'playmap'), at);
  await page.goto('/game-map');
  await page.getByRole('button', { name: LEVELS_GAME.name, exact: true }).click();
  await page.getByRole('button', { name: 'Download and start' }).click();
  await expect(
    page.getByRole('button', { name: `Control ${level1[0]!.visualCode}, 1 point, not punched` }),
  ).toBeVisible({ timeout: 30_000 });
}

/**
 * Every open control of level 2 shows on the map, none under a bar, the sheet or a map button,
 * with its tag beside it, hiding no other control's circle or tag.
 */
async function expectLevel2Shown(page: Page): Promise<void> {
  // The fit has brought every control into view, and has ended: what follows is read from a
  // map at rest, not from a frame of the fit's easing (a tag crossing a map button on its way).
  for (const control of level2) {
    await expect
      .poll(async () => (await onScreen(page, control.position))?.shown, { timeout: 10_000 })
      .toBe(true);
  }
  await expect
    .poll(() =>
      page.evaluate((label) => (window as MapsWindow).__mapsByLabel![label]!.isMoving(), MAP_LABEL),
    )
    .toBe(false);
  for (const control of level2) {
    expect((await onScreen(page, control.position))?.shown).toBe(true);
    const marker = page.getByRole('button', {
      name: new RegExp(`^Control ${control.visualCode},.*not punched$`),
    });
    // The tag beside the circle (animal and number) is not under anything either (a
    // neighbour's transparent touch target may overlap it: it hides nothing).
    await expect
      .poll(() =>
        marker.evaluate((button) => {
          const tag = button.querySelector('.play-control-tag')!.getBoundingClientRect();
          const y = tag.top + tag.height / 2;
          return [tag.left + 4, tag.left + tag.width / 2, tag.right - 4].every((x) =>
            Boolean(document.elementFromPoint(x, y)?.closest('.play-control')),
          );
        }),
      )
      .toBe(true);
    const box = (await marker.boundingBox())!;
    const mapBox = (await page.getByRole('region', { name: MAP_LABEL }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    const sheet = page.locator('.play-sheet');
    if ((await sheet.count()) > 0) {
      const sheetBox = (await sheet.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(sheetBox.y);
    }
  }
  // Level 2's controls stand close at the fitted zoom: each tag is placed clear of the others
  // (src/domain/tag-placement.ts).
  expect(
    await hiddenByTags(page, {
      marker: '.play-control',
      tag: '.play-control-tag',
      mark: '.play-control-ring',
    }),
  ).toEqual([]);
}

test('without a position the map opens fitted on the games near the last view', async ({
  page,
  request,
}) => {
  await keepMaps(page);
  await signInNewUser(page, request, 'opening');
  await page.goto('/game-map');
  const start = page.getByRole('button', { name: `Game start: ${LEVELS_GAME.name}` });
  await expect(start).toBeVisible({ timeout: 20_000 });
  // The default view is 3 km from the demo games; the map moves to them.
  const games = demoMapGeometry().centre;
  await expect.poll(() => centredOn(page, games, 40), { timeout: 10_000 }).toBe(true);
  await shot(page, `play-map-opening-games`);
});

test('with a fresh position the map opens on the player', async ({ page, request }) => {
  const far = level2[1]!.position;
  await keepMaps(page);
  await signInAt(page, await createUser(request, 'opening'), far);
  await page.goto('/game-map');
  await expect.poll(() => centredOn(page, far), { timeout: 15_000 }).toBe(true);
  expect((await onScreen(page, far))!.zoom).toBeGreaterThanOrEqual(16);
  await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
});

test('the map opens on the player while it is still hidden drawing', async ({
  page,
  context,
  request,
}) => {
  // The street tiles never answer: the map stays hidden for the whole first-draw wait
  // (src/ui/map/first-draw.ts) and is centred on the player while hidden.
  await context.route('https://tile.openstreetmap.org/**', () => undefined);
  const far = level2[1]!.position;
  await keepMaps(page);
  await signInAt(page, await createUser(request, 'opening-hidden'), far);
  await page.goto('/game-map');
  await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => centredOn(page, far), { timeout: 15_000 }).toBe(true);
});

test('locate stops following when the browser refuses the position', async ({ page, request }) => {
  // No permission granted: the browser refuses when the app asks after the tap.
  await signInNewUser(page, request, 'denied');
  await page.goto('/game-map');
  const locate = page.getByRole('button', { name: 'Follow my position' });
  await locate.click();
  await expect(
    page.getByText("Access to your position was denied. Allow it in the browser's settings."),
  ).toBeAttached();
  await expect(locate).toHaveAttribute('aria-pressed', 'false');
});

test('locate centres on the player and follows them until they pan the map', async ({ page }) => {
  test.setTimeout(120_000);
  const startAt = demoMapGeometry().centre;
  await startLevelsGame(page, startAt);

  // Control markers: finger-sized buttons, the seed's circle under each.
  const markers = page.locator('button.play-control');
  await expect(markers).toHaveCount(level1.length);
  for (const marker of await markers.all()) {
    const box = (await marker.boundingBox())!;
    // Rounded: a marker placed at a fractional pixel measures 43.99997.
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  }
  // Each circle: the seed's weight 6 around the radius of the map's zoom, centred on its control.
  const zoom = await page.evaluate(
    (label) => (window as MapsWindow).__mapsByLabel![label]!.getZoom(),
    MAP_LABEL,
  );
  const rings = page.locator('button.play-control .play-control-ring');
  await expect(rings).toHaveCount(level1.length);
  for (const [index, marker] of (await markers.all()).entries()) {
    const ring = rings.nth(index);
    await expect(ring).toHaveCSS('border-top-width', '6px');
    const [box, markerBox] = [(await ring.boundingBox())!, (await marker.boundingBox())!];
    expect(box.width).toBeCloseTo(2 * (zoomRadius(zoom) + 6), 0);
    expect(box.x + box.width / 2).toBeCloseTo(markerBox.x + markerBox.width / 2, 0);
    expect(box.y + box.height / 2).toBeCloseTo(markerBox.y + markerBox.height / 2, 0);
  }

  // The map key names each icon by its points.
  await page.getByRole('button', { name: 'Map key' }).click();
  const key = page.getByRole('dialog', { name: 'Map key' });
  await expect(key).toBeVisible();
  for (const line of ['1 point: dog', '2 points: dove', '3 points: frog', '4 points: cat']) {
    await expect(key.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(key.getByText('5 points: horse', { exact: true })).toBeVisible();
  await shot(page, `play-map-key`);
  await expectNoSeriousA11yViolations(page);
  await key.getByRole('button', { name: 'Close' }).click();
  await expect(key).toBeHidden();

  // The player walks 700 m away, out of the view; locate brings the map to them.
  const locate = page.getByRole('button', { name: 'Follow my position' });
  await expect(locate).toHaveAttribute('aria-pressed', 'false');
  const away = offset(startAt, 500, 500);
  await walkTo(page, away);
  await expect.poll(async () => (await onScreen(page, away))?.shown).toBe(false);
  await locate.click();
  await expect(locate).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => centredOn(page, away), { timeout: 10_000 }).toBe(true);
  await shot(page, `play-map-located`);

  // Following: every new fix brings the map along.
  const further = offset(away, -600, 300);
  await walkTo(page, further);
  await expect.poll(() => centredOn(page, further), { timeout: 10_000 }).toBe(true);

  // A pan by hand ends following; the next fix leaves the map where the player put it.
  const map = page.getByRole('region', { name: MAP_LABEL });
  const box = (await map.boundingBox())!;
  const grab = { x: box.x + box.width * 0.3, y: box.y + 120 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 60, grab.y + 80, { steps: 8 });
  await page.mouse.up();
  await expect(locate).toHaveAttribute('aria-pressed', 'false');
  // The pan's inertia has run out before the centre is read.
  await expect
    .poll(() =>
      page.evaluate((label) => (window as MapsWindow).__mapsByLabel![label]!.isMoving(), MAP_LABEL),
    )
    .toBe(false);
  const panned = await mapCentre(page);
  const dot = page.getByRole('img', { name: 'Your position' });
  const dotBefore = (await dot.boundingBox())!;
  await walkTo(page, offset(further, 300, 0));
  // The new fix has arrived (the dot moved on the screen), and the map has not followed.
  await expect
    .poll(async () => Math.round((await dot.boundingBox())!.y - dotBefore.y))
    .toBeLessThan(-50);
  expect(await mapCentre(page)).toEqual(panned);
  await expectNoSeriousA11yViolations(page);

  // A fix that carries a heading (walking east): an arrow on the dot points that way.
  const cdp = await page.context().newCDPSession(page);
  const east = offset(startAt, 0, 20);
  await locate.click();
  await cdp.send('Emulation.setGeolocationOverride', {
    latitude: east.lat,
    longitude: east.lng,
    accuracy: 5,
    heading: 90,
    speed: 1.4,
  });
  const arrow = page.getByRole('img', { name: 'Your position, heading 90°' });
  await expect(arrow).toBeVisible();
  await expect.poll(() => centredOn(page, east), { timeout: 10_000 }).toBe(true);
  const turned = await arrow.evaluate(
    (dot) => (dot.closest('.maplibregl-marker') as HTMLElement).style.transform,
  );
  expect(turned).toContain('rotateZ(90deg)');
  await shot(page, `play-map-heading`);
});

test('after a level unlock every new control is in the uncovered map', async ({ page }) => {
  test.setTimeout(150_000);
  await startLevelsGame(page, demoMapGeometry().centre);
  const punchable = page.getByRole('button', { name: /^Punch control \d+ by GPS$/ });
  for (const [index, control] of level1.slice(0, 3).entries()) {
    await walkTo(page, control.position);
    await expect(punchable).toBeEnabled({ timeout: 15_000 });
    if (index === 2) {
      await shot(page, `play-map-punched-and-open`);
      // Zoomed right in on the last one: the next level's controls are all off the screen.
      await page.evaluate(
        ({ label, at }) =>
          (window as MapsWindow).__mapsByLabel![label]!.jumpTo({
            center: [at.lng, at.lat],
            zoom: 19,
          }),
        { label: MAP_LABEL, at: control.position },
      );
      for (const next of level2) expect((await onScreen(page, next.position))!.shown).toBe(false);
      // The player stands on the control: the dot is drawn under its marker, never over it.
      const stacking = await page.evaluate(() => {
        const zIndexOf = (selector: string) =>
          Number(getComputedStyle(document.querySelector(selector)!).zIndex);
        return {
          dot: zIndexOf('.maplibregl-marker:has(.player-dot)'),
          control: zIndexOf('.maplibregl-marker:has(.play-control)'),
        };
      });
      expect(stacking.dot).toBeLessThan(stacking.control);
    }
    await punchable.click();
    // The last one completes the level: its markers give way to the next level's.
    if (index === 2) break;
    await expect(
      page.getByRole('button', { name: new RegExp(`^Control ${control.visualCode},.* punched$`) }),
    ).toBeVisible();
  }
  const dialog = page.getByRole('dialog', { name: 'New level unlocked!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expectLevel2Shown(page);
  expect((await onScreen(page, level1[2]!.position))!.shown).toBe(true);
  await shot(page, `play-map-after-unlock`);
  await expectNoSeriousA11yViolations(page);
});

test('a code punch from a far position unlocks a level: the map fits the new level, not the region', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await startLevelsGame(page, demoMapGeometry().centre);
  const punchable = page.getByRole('button', { name: /^Punch control \d+ by GPS$/ });
  for (const control of level1.slice(0, 2)) {
    await walkTo(page, control.position);
    await expect(punchable).toBeEnabled({ timeout: 15_000 });
    await punchable.click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Control ${control.visualCode},.* punched$`) }),
    ).toBeVisible();
  }
  // The third by its code, in the form of the opened sheet, offline: it completes level 1 on
  // the phone at once (provisionally, till the server checks the code), the sheet still open.
  // The phone's position is from far away (a code needs none): 60 km north.
  await walkTo(page, offset(demoMapGeometry().centre, 60_000, 0));
  await expect(page.getByText(/nearest control \d+: \d{5,} m/)).toBeVisible({ timeout: 15_000 });
  await page.context().setOffline(true);
  const third = levelControls(1)[2]!;
  await punchByCode(page, 'en', third, third.secretCode);
  await expect(
    page.getByText('Level 2 is open for now: it counts when the server has checked your codes.'),
  ).toBeVisible();

  // The sheet closes for the new level, and the map fits its controls into what it leaves
  // uncovered at a zoom for finding the way (the far position left out), not zoom 8 to take in
  // the phone's position as well.
  await expect(
    page.getByRole('region', { name: 'Your game' }).locator('.play-sheet-handle'),
  ).toHaveAttribute('aria-expanded', 'false');
  await expectLevel2Shown(page);
  const zoom = (await onScreen(page, level2[0]!.position))!.zoom;
  expect(zoom).toBeGreaterThanOrEqual(13);
  await shot(page, `play-map-after-code-unlock`);
});

inLocale('nb-NO', 'in Norwegian', () => {
  test('the map key names the animals by points', async ({ page }) => {
    test.setTimeout(120_000);
    const request = page.request;
    await signInAt(page, await createUser(request, 'kart'));
    await page.goto('/game-map');
    await page.getByRole('button', { name: LEVELS_GAME.name, exact: true }).click();
    await page.getByRole('button', { name: 'Last ned og start' }).click();
    await page.getByRole('button', { name: 'Tegnforklaring' }).click();
    const key = page.getByRole('dialog', { name: 'Tegnforklaring' });
    for (const line of ['1 poeng: hund', '2 poeng: due', '3 poeng: frosk', '4 poeng: katt']) {
      await expect(key.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(key.getByText('5 poeng: hest', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Følg posisjonen min' })).toBeVisible();
    await shot(page, `play-map-key-nb`);
  });
});
