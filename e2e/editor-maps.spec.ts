/**
 * /maps as the demo Editor against the real server: an image map from a PNG and a UTM 32N world
 * file (placed where the domain's corner computation says, before and after saving), a KMZ
 * import, a 6000 × 6000 px map served as tiles, every validation message of the map form in
 * English and Norwegian, and axe on the list and the form.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  latLonBoxCorners,
  worldFileFromLatLonBox,
  type LatLonBox,
} from '../src/domain/kml-overlay';
import {
  cornersBounds,
  worldFileCorners,
  type ImageCorners,
  type WorldFile,
} from '../src/domain/world-file';
import { DEMO_EDITOR_EMAIL, demoUser, signIn, signInNewUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { idTokenOf } from './support/graphql';
import { drawnPng, kmzOf, worldFileText } from './support/map-images';
import { type MapsWindow as KeptMapsWindow } from './support/maps';
import { fieldError, submitShowsErrors } from './support/form-fields';
import { beforeEachEditorKeepingMaps, saveMap, type StoredOmap } from './support/map-form';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/** 2 m pixels in ETRS89 / UTM 32N, the top-left pixel's centre at E 480001, N 6479999 (Arendal). */
const WORLD_FILE: WorldFile = { a: 2, d: 0, b: 0, e: -2, c: 480001, f: 6479999 };
const WORLD_FILE_NUMBERS = [2, 0, 0, -2, 480001, 6479999];

/** 1e-7° is about a centimetre. */
const DEGREES = 1e-7;

type MapsWindow = KeptMapsWindow<MapLike>;

interface MapLike {
  getStyle(): { sources: Record<string, { type: string; coordinates?: number[][] }> } | undefined;
  isSourceLoaded(id: string): boolean;
  isMoving(): boolean;
  getZoom(): number;
}

/** The image sources of the maps drawn on the map named `label`: source id -> corners. */
async function imageSources(page: Page, label: string): Promise<Record<string, number[][]>> {
  return page.evaluate((name) => {
    const map = (window as MapsWindow).__mapsByLabel?.[name];
    if (!map) return {};
    // The style may be gone when the map was just replaced by a new one (read again then).
    const sources = map.getStyle()?.sources ?? {};
    const entries = Object.entries(sources).filter(
      ([id, source]) => source.type === 'image' && id.startsWith('omap-'),
    );
    return Object.fromEntries(entries.map(([id, source]) => [id, source.coordinates ?? []]));
  }, label);
}

/**
 * True once every map image on the map named `label` has loaded (the base layers come from the
 * internet, which a test cannot wait for).
 */
async function mapZoom(page: Page, label: string): Promise<number> {
  return page.evaluate((name) => {
    const map = (window as MapsWindow).__mapsByLabel?.[name];
    return map && !map.isMoving() ? map.getZoom() : Number.NaN;
  }, label);
}

async function mapIdle(page: Page, label: string): Promise<boolean> {
  return page.evaluate((name) => {
    const map = (window as MapsWindow).__mapsByLabel?.[name];
    const ids = Object.keys(map?.getStyle()?.sources ?? {}).filter((id) => id.startsWith('omap-'));
    return ids.length > 0 && ids.every((id) => map?.isSourceLoaded(id));
  }, label);
}

function expectCornersClose(actual: number[][] | undefined, expected: ImageCorners): void {
  expect(actual).toHaveLength(4);
  expected.forEach(([lng, lat], index) => {
    const [actualLng = NaN, actualLat = NaN] = actual?.[index] ?? [];
    expect(Math.abs(actualLng - lng), `corner ${index} lng`).toBeLessThan(DEGREES);
    expect(Math.abs(actualLat - lat), `corner ${index} lat`).toBeLessThan(DEGREES);
  });
}

function expectBoxOf(stored: StoredOmap, corners: ImageCorners): void {
  const bounds = cornersBounds(corners);
  expect(Math.abs(stored.bottomLeftLat - bounds.south)).toBeLessThan(DEGREES);
  expect(Math.abs(stored.bottomLeftLng - bounds.west)).toBeLessThan(DEGREES);
  expect(Math.abs(stored.topRightLat - bounds.north)).toBeLessThan(DEGREES);
  expect(Math.abs(stored.topRightLng - bounds.east)).toBeLessThan(DEGREES);
}

async function openNewMapForm(page: Page): Promise<void> {
  await page.goto('/maps');
  await page.getByRole('link', { name: 'New map' }).click();
  await expect(page.getByRole('heading', { name: 'New map', level: 1 })).toBeVisible();
}

/** Opens a new map's form, names the map `name` and chooses `png` (the file `fileName`) as its image. */
async function newImageMap(page: Page, name: string, fileName: string, png: Buffer): Promise<void> {
  await openNewMapForm(page);
  await page.locator('#field-name').fill(name);
  await page.locator('#field-image').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: png,
  });
}

async function fillWorldFile(page: Page, numbers: readonly number[]): Promise<void> {
  for (const [index, value] of numbers.entries()) {
    await page.locator(`#field-worldFile${index}`).fill(String(value));
  }
}

test.describe('maps as an Editor', () => {
  beforeEachEditorKeepingMaps();

  test('an image map with a UTM 32N world file lies where the world file says', async ({
    page,
  }) => {
    const png = await drawnPng(800, 600);
    const expected = worldFileCorners({
      worldFile: WORLD_FILE,
      widthPx: 800,
      heightPx: 600,
      crs: 'EPSG:25832',
    });
    const name = `Arendal image ${Date.now().toString(36)}`;
    await newImageMap(page, name, 'arendal.png', png);
    await expect(page.getByTestId('chosen-image')).toHaveText(/arendal\.png \(800 × 600 px\)/);
    // The world file as a file (its numbers fill the six fields) in UTM 32N.
    await page.locator('#field-worldFileFile').setInputFiles({
      name: 'arendal.pgw',
      mimeType: 'text/plain',
      buffer: Buffer.from(worldFileText(WORLD_FILE_NUMBERS)),
    });
    await expect(page.locator('#field-worldFile4')).toHaveValue('480001');
    await page.locator('#field-coordinateSystem').selectOption('EPSG:25832');

    // Before saving: the preview draws the image at the world file's corners.
    await expect
      .poll(async () => Object.keys(await imageSources(page, 'Map preview')).length)
      .toBe(1);
    const preview = Object.values(await imageSources(page, 'Map preview'))[0];
    expectCornersClose(preview, expected);
    const bounds = cornersBounds(expected);
    await expect(page.locator('#field-bottomLeftLat')).toHaveValue(String(bounds.south));
    await expect(page.locator('#field-topRightLng')).toHaveValue(String(bounds.east));
    await expect.poll(() => mapIdle(page, 'Map preview')).toBe(true);
    await page.getByRole('region', { name: 'Map preview' }).scrollIntoViewIfNeeded();
    await shot(page, 'image-map-preview');

    const stored = await saveMap(page);
    const { id } = stored;
    expect(stored).toMatchObject({
      name,
      sourceType: 'image',
      state: 'PRIVATE',
      imageWidth: 800,
      imageHeight: 600,
      imageTileLocation: null,
      worldFile: WORLD_FILE_NUMBERS,
      coordinateSystem: 'EPSG:25832',
    });
    expect(stored.imageLocation).toMatch(/^\/map-images\//);
    expectBoxOf(stored, expected);

    // The map screen draws the stored map at the same corners.
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect
      .poll(async () => Object.keys(await imageSources(page, 'Maps on the map')))
      .toEqual([`omap-${id}`]);
    expectCornersClose((await imageSources(page, 'Maps on the map'))[`omap-${id}`], expected);
    await expect.poll(() => mapIdle(page, 'Maps on the map')).toBe(true);
    await page.getByRole('region', { name: 'Maps on the map' }).scrollIntoViewIfNeeded();
    await shot(page, 'image-map-saved');

    // It is found by the area search where it lies (the view is fitted to it, zoom >= 11).
    await expect
      .poll(() =>
        page.evaluate(() => (window as MapsWindow).__mapsByLabel?.['Maps on the map']?.getZoom()),
      )
      .toBeGreaterThan(11);
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page.getByRole('list', { name: 'Maps in this area' })).toContainText(name);

    // Edited: a new name and public ("Åpen" in Norwegian); the placement stays.
    await page.getByRole('link', { name: 'Edit this map' }).click();
    await expect(page.getByRole('heading', { name: 'Edit map', level: 1 })).toBeVisible();
    await expect(page.locator('#field-worldFile4')).toHaveValue('480001');
    await page.locator('#field-name').fill(`${name} (public)`);
    await page.getByRole('radio', { name: 'Public' }).check();
    const edited = await saveMap(page);
    expect(edited).toMatchObject({
      id,
      name: `${name} (public)`,
      state: 'PUBLIC',
      imageLocation: stored.imageLocation,
      worldFile: WORLD_FILE_NUMBERS,
    });
    expectBoxOf(edited, expected);
  });

  test('a KMZ ground overlay (rotated LatLonBox) becomes an image map', async ({ page }) => {
    const png = await drawnPng(800, 600);
    const box: LatLonBox = { north: 58.47, south: 58.45, east: 8.8, west: 8.76, rotation: 15 };
    const name = `KMZ overlay ${Date.now().toString(36)}`;
    const kmz = kmzOf({
      name,
      imagePath: 'files/overlay.png',
      image: png,
      placement: `<LatLonBox><north>${box.north}</north><south>${box.south}</south>
        <east>${box.east}</east><west>${box.west}</west><rotation>${box.rotation}</rotation></LatLonBox>`,
    });
    const [bl, br, tr, tl] = latLonBoxCorners(box);
    const expected: ImageCorners = [tl, tr, br, bl];

    await openNewMapForm(page);
    await page.locator('#field-kmz').setInputFiles({
      name: 'overlay.kmz',
      mimeType: 'application/vnd.google-earth.kmz',
      buffer: kmz,
    });
    await expect(page.locator('#field-name')).toHaveValue(name);
    await expect(page.locator('#field-coordinateSystem')).toHaveValue('EPSG:4326');
    await expect(page.getByTestId('chosen-image')).toHaveText(/overlay\.png \(800 × 600 px\)/);
    await expect
      .poll(async () => Object.values(await imageSources(page, 'Map preview')).length)
      .toBe(1);
    expectCornersClose(Object.values(await imageSources(page, 'Map preview'))[0], expected);
    await expect.poll(() => mapIdle(page, 'Map preview')).toBe(true);
    await page.getByRole('region', { name: 'Map preview' }).scrollIntoViewIfNeeded();
    await shot(page, 'kmz-preview');

    const stored = await saveMap(page);
    const { id } = stored;
    expect(stored.coordinateSystem).toBe('EPSG:4326');
    const worldFile = worldFileFromLatLonBox(box, 800, 600);
    const numbers = [worldFile.a, worldFile.d, worldFile.b, worldFile.e, worldFile.c, worldFile.f];
    stored.worldFile?.forEach((n, i) => expect(n).toBeCloseTo(numbers[i] ?? NaN, 12));
    expectBoxOf(stored, expected);
    await expect
      .poll(async () => Object.keys(await imageSources(page, 'Maps on the map')))
      .toEqual([`omap-${id}`]);
    expectCornersClose((await imageSources(page, 'Maps on the map'))[`omap-${id}`], expected);

    // Deleted from the list, after a second confirmation.
    const list = page.getByRole('list', { name: 'All maps' });
    await list.getByRole('button', { name: `Delete ${name}` }).click();
    await list.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('The map was deleted')).toBeVisible();
    await expect(list.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('a 6000 × 6000 px image map is served as tiles and drawn on a phone', async ({ page }) => {
    test.setTimeout(240_000);
    const png = await drawnPng(6000, 6000);
    // 0.5 m pixels: a 3 km square.
    const numbers = [0.5, 0, 0, -0.5, 480000.25, 6472999.75];
    const name = `Large map ${Date.now().toString(36)}`;
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/map-images\/[^/]+\/tiles\//.test(request.url())) tileRequests.push(request.url());
    });

    await newImageMap(page, name, 'large.png', png);
    await expect(page.getByTestId('chosen-image')).toHaveText(/\(6000 × 6000 px\)/, {
      timeout: 30_000,
    });
    await fillWorldFile(page, numbers);
    const stored = await saveMap(page);
    const { id } = stored;
    expect(stored).toMatchObject({ imageWidth: 6000, imageHeight: 6000 });
    expect(stored.imageTileLocation).toMatch(/^\/map-images\/.+\/tiles\//);

    // The map is drawn from its pyramid tiles: fitted to the screen, the coarsest level.
    await expect.poll(() => tileRequests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const tileSources = async () => Object.keys(await imageSources(page, 'Maps on the map'));
    await expect.poll(async () => (await tileSources()).length, { timeout: 30_000 }).toBe(1);
    expect(await tileSources()).toEqual([`omap-${id}-3-0-0`]);
    await expect.poll(() => mapIdle(page, 'Maps on the map'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('region', { name: 'Maps on the map' }).scrollIntoViewIfNeeded();
    await shot(page, 'large-map-tiles-390x844');

    // Zoomed in, finer tiles are fetched, only those near the view.
    // Each step once the last has ended: a click during the zoom's animation zooms in from where
    // the animation is, so three quick clicks may add up to less than three levels.
    for (let step = 0; step < 3; step += 1) {
      const before = await mapZoom(page, 'Maps on the map');
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect
        .poll(() => mapZoom(page, 'Maps on the map'), { timeout: 10_000 })
        .toBeCloseTo(before + 1, 1);
    }
    // Finer tiles replace the coarsest (how many depends on where the view's edges fall).
    await expect
      .poll(
        async () => (await tileSources()).some((source) => /^omap-.+-[012]-\d+-\d+$/.test(source)),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect((await tileSources()).every((source) => source.startsWith(`omap-${id}-`))).toBe(true);
    await expect
      .poll(() => tileRequests.some((url) => /\/tiles\/[01]\//.test(url)), { timeout: 30_000 })
      .toBe(true);
    expect(tileRequests.some((url) => /\/tiles\/0\/5_5\./.test(url))).toBe(false);
    await expect.poll(() => mapIdle(page, 'Maps on the map'), { timeout: 30_000 }).toBe(true);
    await shot(page, 'large-map-tiles-zoomed-390x844');
  });

  test('axe finds nothing serious on the list and the form; the map size is remembered', async ({
    page,
  }) => {
    await page.goto('/maps');
    await expect(page.getByRole('list', { name: 'All maps' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Show large map' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show small map' })).toBeVisible();
    await page.getByRole('button', { name: 'Show small map' }).click();
    await expect(page.getByRole('button', { name: 'Show large map' })).toBeVisible();

    // The demo map, opened for editing from the list.
    const demo = page.getByRole('list', { name: 'All maps' }).getByRole('listitem').first();
    await demo.getByRole('link', { name: /^Edit / }).click();
    await expect(page.getByRole('heading', { name: 'Edit map', level: 1 })).toBeVisible();
    await expect(page.locator('#field-name')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/maps?mode=new');
    await expectNoSeriousA11yViolations(page);

    // "Select point on map" by keyboard: the middle of the map view fills the box around it.
    await page.getByRole('radio', { name: 'Tiles' }).check();
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((window as MapsWindow).__mapsByLabel?.['Map preview'])),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Select centre on map' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Tap the map where the centre' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use the middle of the map view' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#field-bottomLeftLat')).not.toHaveValue('');
    await expect(page.locator('#field-topRightLng')).not.toHaveValue('');
    const south = Number(await page.locator('#field-bottomLeftLat').inputValue());
    const north = Number(await page.locator('#field-topRightLat').inputValue());
    expect(north - south).toBeCloseTo(0.02, 6);

    // On a desktop the preview stands beside the form.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('region', { name: 'Map preview' })).toBeInViewport();
    await shot(page, 'map-form-desktop');
    await page.goto('/maps?omapId=no-such-map&mode=edit');
    await expect(page.getByRole('alert')).toContainText('The map was not found');
  });
});

const LANGUAGES = [
  {
    locale: 'en-GB',
    required: 'This is a required field',
    notANumber: 'Enter a number',
    zoomRange: 'Must be a whole number from 0 to 22',
    zoomFrom16: 'Must be a whole number from 16 to 22',
    longitudeRange: 'Must be between -180 and 180',
    northOf: 'Must be more than 58.5',
    eastOf: 'Must be more than 8.8',
    invalidUrl: 'Enter a valid web address',
    badWorldFile: 'The world file must hold six numbers',
    save: 'Save map',
    tiles: 'Tiles',
  },
  {
    locale: 'nb-NO',
    required: 'Dette er et påkrevd felt',
    notANumber: 'Skriv inn et tall',
    zoomRange: 'Må være et heltall fra 0 til 22',
    zoomFrom16: 'Må være et heltall fra 16 til 22',
    longitudeRange: 'Må være mellom \u2212180 og 180',
    northOf: 'Må være mer enn 58,5',
    eastOf: 'Må være mer enn 8,8',
    invalidUrl: 'Skriv inn en gyldig web-adresse',
    badWorldFile: 'Georeferansefilen må ha seks tall',
    save: 'Lagre kart',
    tiles: 'Kartfliser',
  },
] as const;

for (const words of LANGUAGES) {
  inLocale(words.locale, `map form validation in ${words.locale}`, () => {
    test('every message of the map form appears for its bad input', async ({ page, request }) => {
      await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
      await page.goto('/maps?mode=new');
      const save = page.getByRole('button', { name: words.save });

      // Nothing filled in: the name and the image are required.
      await submitShowsErrors(
        page,
        save,
        { name: '' },
        { name: words.required, image: words.required },
      );
      await expect(page.locator('#field-name')).toBeFocused();

      // A world file needs six numbers forming a pixel grid.
      for (const numbers of [
        [2, 0, 0, -2, 480001],
        [0, 0, 0, 0, 480001, 6479999],
      ]) {
        await fillWorldFile(page, numbers);
        await save.click();
        await expect(fieldError(page, 'worldFile')).toContainText(words.badWorldFile);
      }

      // Zoom limits: numbers, 0 to 22, the smallest not above the largest.
      await submitShowsErrors(
        page,
        save,
        { minZoom: 'ten', maxZoom: '23' },
        { minZoom: words.notANumber, maxZoom: words.zoomRange },
      );
      await submitShowsErrors(
        page,
        save,
        { minZoom: '16', maxZoom: '12' },
        { maxZoom: words.zoomFrom16, minZoom: null },
      );
      await submitShowsErrors(page, save, { minZoom: '' }, { minZoom: words.required });

      // A tiles map: its location is required and must hold {z}, {x} and {y}.
      await page.getByRole('radio', { name: words.tiles }).check();
      await submitShowsErrors(page, save, {}, { tileLocation: words.required });
      await submitShowsErrors(
        page,
        save,
        { tileLocation: 'https://tiles.example.org/map.gif' },
        { tileLocation: words.invalidUrl },
      );

      // The bounding box: required, numbers, in range, south below north and west of east.
      await expect(fieldError(page, 'bottomLeftLat')).toHaveText(words.required);
      await submitShowsErrors(
        page,
        save,
        { bottomLeftLat: 'south', bottomLeftLng: '181', topRightLat: '58.4', topRightLng: '8.7' },
        { bottomLeftLat: words.notANumber, bottomLeftLng: words.longitudeRange },
      );
      await submitShowsErrors(
        page,
        save,
        { bottomLeftLat: '58.5', bottomLeftLng: '8.8' },
        { topRightLat: words.northOf, topRightLng: words.eastOf },
      );
      await expectNoSeriousA11yViolations(page);
      await shot(page, `map-form-errors-${words.locale}`);
    });
  });
}

test('a player sees the maps but cannot create, change or upload them', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, 'mapviewer');
  await page.goto('/maps');
  await expect(page.getByRole('list', { name: 'All maps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New map' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto('/maps?mode=new');
  await expect(page.getByRole('alert')).toContainText('Only editors and administrators');

  const upload = await request.post('/map-images', {
    headers: { 'content-type': 'image/png', authorization: await idTokenOf(page) },
    data: await drawnPng(100, 100),
  });
  expect(upload.status()).toBe(403);
});
