import { expect, test, type Page } from '@playwright/test';
import { demoMapGeometry } from '../server/demo/demo-map';
import { metresPerMapPixel } from '../src/domain/tile-grid';
import { keepMaps, mapSettled, type MapsWindow } from './support/maps';
import { startLevelsGame } from './support/play';

/**
 * What the play map asks of WebGL as it opens: every shader program it links costs the main
 * thread a wait (tens of ms where WebGL runs in software, docs/DECISIONS.md). With an ongoing game
 * the map draws raster images only (the base layer and the game's map): one program. The sky
 * MapLibre draws before every frame (src/ui/map/map-canvas.tsx), the control circles (CSS rings in
 * the markers, src/features/play/play-control-markers.tsx) and the player's accuracy ring (part of
 * the dot's marker, src/ui/position/position-layer.tsx) link none.
 */

const MAP_LABEL = 'Game map';

/** Each program's kind, told by a uniform only its shaders declare. */
const PROGRAM_KINDS: Record<string, string> = {
  u_fade_t: 'raster',
  u_sky_color: 'sky',
  u_stroke_opacity: 'circle',
  u_ratio: 'line',
};

/** Records the kind of every program the page links (install before the app starts). */
async function recordLinkedPrograms(page: Page): Promise<void> {
  await page.addInitScript((kinds: Record<string, string>) => {
    const linked: string[] = [];
    (window as Window & { __linkedPrograms?: string[] }).__linkedPrograms = linked;
    for (const Context of [WebGLRenderingContext, WebGL2RenderingContext]) {
      const { prototype } = Context;
      const link = Object.getOwnPropertyDescriptor(prototype, 'linkProgram')!.value as (
        this: WebGLRenderingContextBase,
        program: WebGLProgram,
      ) => void;
      prototype.linkProgram = function (this: WebGLRenderingContextBase, program: WebGLProgram) {
        const source = (this.getAttachedShaders(program) ?? [])
          .map((shader) => this.getShaderSource(shader) ?? '')
          .join('\n');
        const kind = Object.entries(kinds).find(([uniform]) => source.includes(uniform));
        linked.push(kind?.[1] ?? 'other');
        link.call(this, program);
      };
    }
  }, PROGRAM_KINDS);
}

test('without a position the play map opens linking one WebGL program, for its raster images', async ({
  page,
  request,
}) => {
  await startLevelsGame(page, request, 'en', 'programs');
  // Without a position (no accuracy ring), as the game map opens again.
  await page.context().clearPermissions();
  await recordLinkedPrograms(page);
  await keepMaps(page);
  await page.reload();
  await expect(page.locator('button.play-control').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => mapSettled(page, MAP_LABEL), { timeout: 30_000 }).toBe(true);
  const linked = await page.evaluate(
    () => (window as Window & { __linkedPrograms?: string[] }).__linkedPrograms ?? [],
  );
  expect(linked).toEqual(['raster']);
});

test('with a position the map still links one program, and the accuracy ring is the fix wide', async ({
  page,
  request,
}) => {
  const at = demoMapGeometry().centre;
  const accuracyMetres = 40;
  await startLevelsGame(page, request, 'en', 'ring');
  await page
    .context()
    .setGeolocation({ latitude: at.lat, longitude: at.lng, accuracy: accuracyMetres });
  await recordLinkedPrograms(page);
  await keepMaps(page);
  await page.reload();
  const dot = page.getByRole('img', { name: 'Your position' });
  await expect(dot).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => mapSettled(page, MAP_LABEL), { timeout: 30_000 }).toBe(true);
  expect(
    await page.evaluate(
      () => (window as Window & { __linkedPrograms?: string[] }).__linkedPrograms ?? [],
    ),
  ).toEqual(['raster']);

  const zoom = await page.evaluate(
    (label) => (window as MapsWindow<{ getZoom(): number }>).__mapsByLabel![label]!.getZoom(),
    MAP_LABEL,
  );
  const ring = (await page.locator('.player-accuracy').boundingBox())!;
  const dotBox = (await dot.boundingBox())!;
  const diameter = (2 * accuracyMetres) / metresPerMapPixel(at.lat, zoom);
  expect(Math.abs(ring.width - diameter)).toBeLessThan(1);
  expect(Math.abs(ring.height - diameter)).toBeLessThan(1);
  expect(Math.abs(ring.x + ring.width / 2 - (dotBox.x + dotBox.width / 2))).toBeLessThan(1);
  expect(Math.abs(ring.y + ring.height / 2 - (dotBox.y + dotBox.height / 2))).toBeLessThan(1);
});
