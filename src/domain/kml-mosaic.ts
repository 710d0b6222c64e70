/**
 * One image from a ground overlay cut into several (OCAD and OpenOrienteering Mapper write a
 * large map as a grid of tiles, each its own `GroundOverlay`, often all turned by the map's
 * rotation). The plan says how big the one image is, where each piece is drawn on it (a canvas
 * transform) and where the whole image lies (its four corners, for `worldFileFromQuad`).
 *
 * The plan works on the ground in a local plane around the pieces' middle: x = (lng − lng0) ·
 * cos(lat0), y = lat − lat0 (both in degrees of latitude), turned so the image's columns run
 * along the first piece's top edge. Over a few kilometres the plane differs from the KML's own
 * placement (latLonBoxCorners turns each box on the ground about its own centre) by millimetres.
 */
import type { LatLonQuad } from './kml-overlay';

/** One ground overlay: its image's size in pixels and its outer corners (LatLonQuad order). */
export interface MosaicPiece {
  widthPx: number;
  heightPx: number;
  corners: LatLonQuad;
}

/** A canvas transform `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type CanvasTransform = [number, number, number, number, number, number];

export interface MosaicPlan {
  widthPx: number;
  heightPx: number;
  /** The whole image's outer corners, counter-clockwise from the bottom-left ([lng, lat]). */
  corners: LatLonQuad;
  /** Per piece, in order: the transform that draws its image (at 0, 0) onto the whole. */
  transforms: CanvasTransform[];
}

type Point = [number, number];

/**
 * The plan for `pieces` (at least one). The whole image has the finest piece's resolution, made
 * coarser if needed so neither side exceeds `maxSidePx`.
 */
export function planMosaic(pieces: readonly MosaicPiece[], maxSidePx: number): MosaicPlan {
  const all = pieces.flatMap((piece) => piece.corners);
  const lng0 = all.reduce((sum, [lng]) => sum + lng, 0) / all.length;
  const lat0 = all.reduce((sum, [, lat]) => sum + lat, 0) / all.length;
  const k = Math.cos((lat0 * Math.PI) / 180);
  const toPlane = ([lng, lat]: Point): Point => [(lng - lng0) * k, lat - lat0];
  const fromPlane = ([x, y]: Point): Point => [lng0 + x / k, lat0 + y];

  // The image's axes: columns along the first piece's top edge, rows at a right angle, downwards.
  const [, , firstTr, firstTl] = (
    pieces[0] ?? {
      corners: [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
    }
  ).corners;
  const [tlx, tly] = toPlane(firstTl);
  const [trx, try_] = toPlane(firstTr);
  const angle = Math.atan2(try_ - tly, trx - tlx);
  const across: Point = [Math.cos(angle), Math.sin(angle)];
  const down: Point = [Math.sin(angle), -Math.cos(angle)];
  const toGrid = (corner: Point): Point => {
    const [x, y] = toPlane(corner);
    return [x * across[0] + y * across[1], x * down[0] + y * down[1]];
  };

  const grid = all.map(toGrid);
  const minU = Math.min(...grid.map(([u]) => u));
  const maxU = Math.max(...grid.map(([u]) => u));
  const minV = Math.min(...grid.map(([, v]) => v));
  const maxV = Math.max(...grid.map(([, v]) => v));

  // Pixels per plane unit: the finest piece's, within the size limit.
  const finest = Math.max(
    ...pieces.map((piece) => {
      const [, , tr, tl] = piece.corners.map(toGrid);
      return (
        piece.widthPx / Math.hypot((tr?.[0] ?? 0) - (tl?.[0] ?? 0), (tr?.[1] ?? 0) - (tl?.[1] ?? 0))
      );
    }),
  );
  const scale = Math.min(finest, maxSidePx / (maxU - minU), maxSidePx / (maxV - minV));
  const widthPx = Math.max(1, Math.round((maxU - minU) * scale));
  const heightPx = Math.max(1, Math.round((maxV - minV) * scale));

  const toPixel = (corner: Point): Point => {
    const [u, v] = toGrid(corner);
    return [(u - minU) * scale, (v - minV) * scale];
  };
  const transforms = pieces.map((piece): CanvasTransform => {
    const [bl, , tr, tl] = piece.corners.map(toPixel) as [Point, Point, Point, Point];
    return [
      (tr[0] - tl[0]) / piece.widthPx,
      (tr[1] - tl[1]) / piece.widthPx,
      (bl[0] - tl[0]) / piece.heightPx,
      (bl[1] - tl[1]) / piece.heightPx,
      tl[0],
      tl[1],
    ];
  });

  // The corners of the rounded image, back on the map.
  const fromGrid = (u: number, v: number): Point =>
    fromPlane([u * across[0] + v * down[0], u * across[1] + v * down[1]]);
  const right = minU + widthPx / scale;
  const bottom = minV + heightPx / scale;
  return {
    widthPx,
    heightPx,
    corners: [
      fromGrid(minU, bottom),
      fromGrid(right, bottom),
      fromGrid(right, minV),
      fromGrid(minU, minV),
    ],
    transforms,
  };
}
