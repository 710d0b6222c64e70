/**
 * A KMZ map cut into several ground overlays drawn into one PNG image in the browser, placed as
 * the domain's plan says (kml-mosaic.ts): each piece's image is decoded and drawn on a canvas
 * with its transform, so tiles turned by the map's rotation join into one turned map. A single
 * overlay is used as it is.
 */
import type { LatLonQuad } from '../../domain/kml-overlay';
import { planMosaic } from '../../domain/kml-mosaic';
import type { KmzOverlay } from './kmz-import';

/** The largest side of a joined image: within every browser's canvas limit. */
export const MAX_MOSAIC_SIDE_PX = 8192;

export type KmzImageResult =
  | { ok: true; image: File; corners: LatLonQuad; pieces: number }
  | { ok: false; unreadable: string };

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The map's one image and its corners; `unreadable` names an overlay whose image is not one. */
export async function kmzImage(overlay: KmzOverlay): Promise<KmzImageResult> {
  const [first, ...rest] = overlay.pieces;
  if (!first) return { ok: false, unreadable: overlay.name };
  if (rest.length === 0) return { ok: true, image: first.image, corners: first.corners, pieces: 1 };
  const bitmaps: ImageBitmap[] = [];
  try {
    for (const piece of overlay.pieces) {
      try {
        bitmaps.push(await createImageBitmap(piece.image));
      } catch {
        return { ok: false, unreadable: piece.name };
      }
    }
    const plan = planMosaic(
      overlay.pieces.map((piece, index) => ({
        widthPx: bitmaps[index]?.width ?? 1,
        heightPx: bitmaps[index]?.height ?? 1,
        corners: piece.corners,
      })),
      MAX_MOSAIC_SIDE_PX,
    );
    const canvas = document.createElement('canvas');
    canvas.width = plan.widthPx;
    canvas.height = plan.heightPx;
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, unreadable: overlay.name };
    plan.transforms.forEach((transform, index) => {
      const bitmap = bitmaps[index];
      if (!bitmap) return;
      context.setTransform(...transform);
      context.drawImage(bitmap, 0, 0);
    });
    const blob = await canvasToPng(canvas);
    if (!blob) return { ok: false, unreadable: overlay.name };
    const image = new File([blob], `${overlay.name}.png`, { type: 'image/png' });
    return { ok: true, image, corners: plan.corners, pieces: overlay.pieces.length };
  } finally {
    for (const bitmap of bitmaps) bitmap.close();
  }
}
