/**
 * Import of real map files (made by us: tests/fixtures/maps/README.md says how): a KMZ whose map
 * is cut into a rotated 2 × 2 grid of ground overlays is read as one map lying within 2 m of the
 * corners it was made for. The joining of the images on a canvas runs in the browser test
 * (e2e/editor-map-files.spec.ts); here the overlays are read and planned as the editor does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../src/domain/geo';
import { planMosaic } from '../../../src/domain/kml-mosaic';
import { worldFileCorners } from '../../../src/domain/world-file';
import { overlayWorldFile, readKmz } from '../../../src/features/maps/kmz-import';
import { MAX_MOSAIC_SIDE_PX } from '../../../src/features/maps/kmz-mosaic';

const FIXTURES = join(import.meta.dirname, '../../fixtures/maps');

type LngLat = [number, number];
interface Truth {
  widthPx: number;
  heightPx: number;
  corners: { bottomLeft: LngLat; bottomRight: LngLat; topRight: LngLat; topLeft: LngLat };
}

/** A PNG's size from its IHDR chunk (bytes 16-23, big-endian). */
async function pngSize(image: Blob): Promise<{ widthPx: number; heightPx: number }> {
  const view = new DataView(await image.arrayBuffer());
  return { widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
}

const metresApart = ([lng1, lat1]: LngLat, [lng2, lat2]: LngLat) =>
  distanceMeters({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });

describe('a KMZ cut into several rotated ground overlays (OCAD / OpenOrienteering Mapper form)', () => {
  const truth = JSON.parse(
    readFileSync(join(FIXTURES, 'hove-tiled-rotated.json'), 'utf8'),
  ) as Truth;

  async function read() {
    const bytes = readFileSync(join(FIXTURES, 'hove-tiled-rotated.kmz'));
    const result = await readKmz(new Blob([new Uint8Array(bytes)]), 'fallback');
    if (!result.ok) throw new Error(`not read: ${JSON.stringify(result.problem)}`);
    return result.overlay;
  }

  it('reads every overlay with its image, and names the map after the document', async () => {
    const overlay = await read();
    expect(overlay.name).toBe('Hove tiled');
    expect(overlay.pieces.map((piece) => piece.name)).toEqual([
      'tile_0_0',
      'tile_1_0',
      'tile_0_1',
      'tile_1_1',
    ]);
    expect(overlay.pieces.every((piece) => piece.image.type === 'image/png')).toBe(true);
  });

  it('joins them into one image of the whole map, its corners within 2 m of the true ones', async () => {
    const overlay = await read();
    const pieces = await Promise.all(
      overlay.pieces.map(async (piece) => ({
        ...(await pngSize(piece.image)),
        corners: piece.corners,
      })),
    );
    const plan = planMosaic(pieces, MAX_MOSAIC_SIDE_PX);
    expect([plan.widthPx, plan.heightPx]).toEqual([truth.widthPx, truth.heightPx]);
    // The map as stored: the world file of the joined image, drawn at its corners (TL, TR, BR, BL).
    const drawn = worldFileCorners({
      worldFile: overlayWorldFile(plan, plan.widthPx, plan.heightPx),
      widthPx: plan.widthPx,
      heightPx: plan.heightPx,
      crs: 'EPSG:4326',
    });
    const { topLeft, topRight, bottomRight, bottomLeft } = truth.corners;
    [topLeft, topRight, bottomRight, bottomLeft].forEach((expected, index) => {
      expect(metresApart(drawn[index] ?? [0, 0], expected)).toBeLessThan(2);
    });
  });
});
