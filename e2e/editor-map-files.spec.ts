/**
 * The map files a course setter's software makes, in the map editor against the real server, on
 * a 390 × 844 phone: a tiles map in the seed's form (the folder of the tiles, GIF tiles under
 * {z}/{x}/{y}.gif) previewed on the base layers and saved as typed, in English and Norwegian; a
 * KMZ cut into several rotated ground overlays (tests/fixtures/maps, made by us) joined into one
 * image map lying within 2 m of its corners; bad files refused naming the line or the element;
 * and a map's attribution shown on the play map, clear of the play screen's controls. Axe on
 * each new screen state.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { distanceMeters } from '../src/domain/geo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { beforeEachEditorKeepingMaps, saveMap } from './support/map-form';
import { startLevelsGame } from './support/play';
import { type MapsWindow as KeptMapsWindow } from './support/maps';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

const FIXTURES = join(import.meta.dirname, '../tests/fixtures/maps');

// A tile server of the test's own (another origin, CORS allowed) serving one GIF for every tile
// of the seed's pattern and counting what it was asked for.
let tileServer: http.Server;
let tileOrigin: string;
const gifRequests: string[] = [];

test.beforeAll(async () => {
  const gif = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 230, g: 120, b: 20 } },
  })
    .gif()
    .toBuffer();
  tileServer = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (/\/\d+\/\d+\/\d+\.gif$/u.test(url)) {
      gifRequests.push(url);
      response
        .writeHead(200, { 'content-type': 'image/gif', 'access-control-allow-origin': '*' })
        .end(gif);
      return;
    }
    response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  tileServer.close();
});

type MapsWindow = KeptMapsWindow<MapLike>;

interface MapLike {
  isSourceLoaded(id: string): boolean;
  project(lngLat: [number, number]): { x: number; y: number };
  getStyle():
    | {
        sources: Record<
          string,
          { type: string; tiles?: string[]; url?: string; coordinates?: number[][] }
        >;
      }
    | undefined;
}

/** The map sources (`omap-...`) drawn on the map named `label`. */
async function omapSources(page: Page, label: string) {
  return page.evaluate((name) => {
    const sources = (window as MapsWindow).__mapsByLabel?.[name]?.getStyle()?.sources ?? {};
    return Object.entries(sources)
      .filter(([id]) => id.startsWith('omap-'))
      .map(([id, source]) => ({ id, ...source }));
  }, label);
}

const LANGUAGES = [
  {
    locale: 'en-GB',
    save: 'Save map',
    preview: 'Map preview',
    lineNamed: 'Line 4 of the world file is not a number: “-2,0”.',
    overlayNamed: 'The GroundOverlay “tile_1_0” has no LatLonBox or gx:LatLonQuad element',
  },
  {
    locale: 'nb-NO',
    save: 'Lagre kart',
    preview: 'Forhåndsvisning av kartet',
    lineNamed: 'Linje 4 i georeferansefilen er ikke et tall: «-2,0».',
    overlayNamed: 'GroundOverlay «tile_1_0» har ikke noe LatLonBox- eller gx:LatLonQuad-element',
  },
] as const;

for (const words of LANGUAGES) {
  inLocale(words.locale, `map files in ${words.locale}`, () => {
    beforeEachEditorKeepingMaps();

    test('a seed-form tiles map (a tile folder, GIF tiles) is previewed and saved as typed', async ({
      page,
    }) => {
      const folder = `${tileOrigin}/hove-${words.locale}`;
      await page.goto('/maps?mode=new');
      await page.locator('#field-name').fill(`Hove GIF tiles ${words.locale}`);
      await page.locator('#field-sourceType-tiles').check();
      await page.locator('#field-tileLocation').fill(folder);
      await page.locator('#field-attribution').fill('Kart: Hove OK, 2026');
      await page.locator('#field-bottomLeftLat').fill('58.45');
      await page.locator('#field-bottomLeftLng').fill('8.75');
      await page.locator('#field-topRightLat').fill('58.47');
      await page.locator('#field-topRightLng').fill('8.79');

      // Before saving: the preview asks the tile server for GIF tiles under the folder.
      await expect
        .poll(async () => (await omapSources(page, words.preview)).map((s) => s.tiles))
        .toEqual([[`${folder}/{z}/{x}/{y}.gif`]]);
      // The preview went to the map's box: its middle is in the middle of the view.
      await expect
        .poll(() =>
          page.evaluate((label) => {
            const map = (window as MapsWindow).__mapsByLabel?.[label];
            const p = map?.project([8.77, 58.46]);
            const canvas = document.querySelector('.omap-preview canvas');
            if (!p || !canvas) return false;
            return (
              Math.abs(p.x - canvas.clientWidth / 2) < 5 &&
              Math.abs(p.y - canvas.clientHeight / 2) < 5
            );
          }, words.preview),
        )
        .toBe(true);
      await page.getByRole('region', { name: words.preview }).scrollIntoViewIfNeeded();
      await expect
        .poll(() => gifRequests.filter((url) => url.startsWith(`/hove-${words.locale}/`)).length)
        .toBeGreaterThan(0);
      // The attribution typed is shown on the preview.
      await expect(page.locator('.omap-preview .maplibregl-ctrl-attrib')).toContainText(
        'Kart: Hove OK, 2026',
      );
      await shot(page, `seed-tiles-preview-${words.locale}`);
      await expectNoSeriousA11yViolations(page);

      const stored = await saveMap(page, words.save);
      // Stored in the seed's own form, so the seed's clients read it as before.
      expect(stored.tileLocation).toBe(folder);
    });

    test('a bad world file names its line, a bad KMZ its ground overlay', async ({ page }) => {
      await page.goto('/maps?mode=new');
      await page.locator('#field-worldFileFile').setInputFiles({
        name: 'map.jgw',
        mimeType: 'text/plain',
        buffer: Buffer.from('2.0\r\n0.0\r\n0.0\r\n-2,0\r\n480001.0\r\n6479999.0\r\n'),
      });
      await expect(page.getByText(words.lineNamed)).toBeVisible();

      const kmz = readFileSync(join(FIXTURES, 'hove-tiled-rotated.kmz'));
      const entries = unzipSync(new Uint8Array(kmz));
      // The second overlay's LatLonBox taken out.
      const doc = strFromU8(entries['doc.kml'] ?? new Uint8Array()).replace(
        /(<name>tile_1_0<\/name>[\s\S]*?)<LatLonBox>[\s\S]*?<\/LatLonBox>/u,
        '$1',
      );
      await page.locator('#field-kmz').setInputFiles({
        name: 'broken.kmz',
        mimeType: 'application/vnd.google-earth.kmz',
        buffer: Buffer.from(zipSync({ ...entries, 'doc.kml': strToU8(doc) })),
      });
      await expect(page.getByText(words.overlayNamed)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

type LngLat = [number, number];

test.describe('a KMZ cut into several ground overlays', () => {
  beforeEachEditorKeepingMaps();

  test('is joined into one image map lying within 2 m of its corners', async ({ page }) => {
    const truth = JSON.parse(readFileSync(join(FIXTURES, 'hove-tiled-rotated.json'), 'utf8')) as {
      corners: Record<'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft', LngLat>;
    };
    const expected = [
      truth.corners.topLeft,
      truth.corners.topRight,
      truth.corners.bottomRight,
      truth.corners.bottomLeft,
    ];
    const metresOff = (corners: number[][] | undefined) =>
      expected.map(([lng, lat], index) => {
        const [actualLng = 0, actualLat = 0] = corners?.[index] ?? [];
        return distanceMeters({ lat, lng }, { lat: actualLat, lng: actualLng });
      });

    await page.goto('/maps?mode=new');
    await page.locator('#field-kmz').setInputFiles(join(FIXTURES, 'hove-tiled-rotated.kmz'));
    await expect(page.locator('#field-name')).toHaveValue('Hove tiled');
    await expect(page.getByTestId('chosen-image')).toHaveText(/Hove tiled\.png \(600 × 450 px\)/);
    await expect.poll(async () => (await omapSources(page, 'Map preview')).length).toBe(1);
    const [draft] = await omapSources(page, 'Map preview');
    expect(draft?.type).toBe('image');
    for (const metres of metresOff(draft?.coordinates)) expect(metres).toBeLessThan(2);
    // The joined image is drawn: in the middle of each tile its own colour.
    const region = page.getByRole('region', { name: 'Map preview' });
    await region.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate(
          (id) => (window as MapsWindow).__mapsByLabel?.['Map preview']?.isSourceLoaded(id),
          draft?.id ?? '',
        ),
      )
      .toBe(true);
    await shot(page, 'kmz-tiles-joined-preview');
    const at = (u: number, v: number): LngLat => {
      // The point at fractions (u across, v down) of the map, from its true corners.
      const [tl, tr, , bl] = expected as [LngLat, LngLat, LngLat, LngLat];
      return [
        tl[0] + u * (tr[0] - tl[0]) + v * (bl[0] - tl[0]),
        tl[1] + u * (tr[1] - tl[1]) + v * (bl[1] - tl[1]),
      ];
    };
    const tileCentres = [at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
    const points = await page.evaluate(
      (centres) =>
        centres.map((centre) =>
          (window as MapsWindow).__mapsByLabel?.['Map preview']?.project(centre),
        ),
      tileCentres,
    );
    const canvasBox = await page.locator('.omap-preview canvas.maplibregl-canvas').boundingBox();
    const png = await page.screenshot({ scale: 'css' });
    const image = sharp(png);
    const { width = 0 } = await image.metadata();
    const pixels = await image.removeAlpha().raw().toBuffer();
    const colourAt = (point: { x: number; y: number } | undefined) => {
      const x = Math.round((canvasBox?.x ?? 0) + (point?.x ?? 0));
      const y = Math.round((canvasBox?.y ?? 0) + (point?.y ?? 0));
      const offset = (y * width + x) * 3;
      return [pixels[offset], pixels[offset + 1], pixels[offset + 2]];
    };
    // tile_0_0, tile_1_0, tile_0_1, tile_1_1 (make-map-fixtures.ts): #f5e6c8 #d8ecd0 #d6e4f5 #f3d9e6
    const TILE_COLOURS = [
      [0xf5, 0xe6, 0xc8],
      [0xd8, 0xec, 0xd0],
      [0xd6, 0xe4, 0xf5],
      [0xf3, 0xd9, 0xe6],
    ];
    points.forEach((point, index) => {
      const colour = colourAt(point);
      TILE_COLOURS[index]?.forEach((channel, c) =>
        expect(Math.abs((colour[c] ?? 0) - channel), `tile ${index}`).toBeLessThan(12),
      );
    });

    // "Show large map": the map grows and is fitted again, the whole image in view, in its middle.
    const spanOf = async () => {
      const box = await page.locator('.omap-preview canvas.maplibregl-canvas').boundingBox();
      const projected = await page.evaluate(
        (corners) =>
          corners.map((corner) =>
            (window as MapsWindow).__mapsByLabel?.['Map preview']?.project(corner),
          ),
        expected,
      );
      const xs = projected.map((p) => p?.x ?? NaN);
      const ys = projected.map((p) => p?.y ?? NaN);
      const inside =
        Math.min(...xs) >= 0 &&
        Math.min(...ys) >= 0 &&
        Math.max(...xs) <= (box?.width ?? 0) &&
        Math.max(...ys) <= (box?.height ?? 0);
      const middleY = (Math.max(...ys) + Math.min(...ys)) / 2;
      return {
        inside,
        centred: Math.abs(middleY - (box?.height ?? 0) / 2) < 5,
        canvas: box?.height ?? 0,
      };
    };
    const small = await spanOf();
    expect(small.inside).toBe(true);
    await page.getByRole('button', { name: 'Show large map' }).click();
    await expect(page.getByRole('button', { name: 'Show small map' })).toBeVisible();
    await expect.poll(async () => (await spanOf()).canvas).toBeGreaterThan(small.canvas + 100);
    await expect.poll(async () => (await spanOf()).centred).toBe(true);
    expect((await spanOf()).inside).toBe(true);
    await region.scrollIntoViewIfNeeded();
    await shot(page, 'kmz-tiles-joined-large');
    await page.getByRole('button', { name: 'Show small map' }).click();

    const { id, imageWidth, imageHeight, coordinateSystem } = await saveMap(page);
    expect([imageWidth, imageHeight]).toEqual([600, 450]);
    expect(coordinateSystem).toBe('EPSG:4326');
    await expect
      .poll(async () => (await omapSources(page, 'Maps on the map')).map((s) => s.id))
      .toContain(`omap-${id}`);
    const stored = (await omapSources(page, 'Maps on the map')).find((s) => s.id === `omap-${id}`);
    for (const metres of metresOff(stored?.coordinates)) expect(metres).toBeLessThan(2);
  });
});

test('the play map shows its map attribution, clear of the play controls, the code form open too', async ({
  page,
  request,
}) => {
  await startLevelsGame(page, request, 'en', 'attribution');
  const attribution = page.locator('.maplibregl-ctrl-attrib');
  await expect(attribution).toContainText('Demo map drawn for Map Game (not a survey)');
  await expect(attribution.getByText('Demo map drawn for Map Game (not a survey)')).toBeVisible();
  await shot(page, 'play-map-attribution');
  expect(await buttonsUnder(page, attribution)).toEqual([]);

  // The code form takes the sheet up to a strip of map: the attribution stays in it, shown,
  // and the map's top controls (the layers, zoom) give way rather than lie under it.
  await page.getByRole('button', { name: 'Punch by code', expanded: false }).click();
  await expect(page.getByRole('button', { name: 'Punch by code', expanded: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Background map' })).toBeHidden();
  await expect(attribution.getByText('Demo map drawn for Map Game (not a survey)')).toBeVisible();
  await shot(page, 'play-map-attribution-code-form');
  expect(await buttonsUnder(page, attribution)).toEqual([]);

  // Closed again, the controls are back.
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('button', { name: 'Background map' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
});

/**
 * The names of the buttons and links shown under `area` (other than its own), which must be
 * within the phone's width.
 */
async function buttonsUnder(page: Page, area: Locator): Promise<string[]> {
  const box = await area.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  return page.evaluate((area) => {
    if (!area) return [];
    const inside = (r: DOMRect) =>
      r.left < area.x + area.width &&
      area.x < r.right &&
      r.top < area.y + area.height &&
      area.y < r.bottom;
    return [...document.querySelectorAll('button, a, [role="button"]')]
      .filter((element) => !element.closest('.maplibregl-ctrl-attrib'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && inside(rect);
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
  }, box);
}
