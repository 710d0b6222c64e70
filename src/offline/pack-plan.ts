/**
 * What an offline pack holds besides its game data: the absolute URLs of every tile and map image
 * the map will request in the game's area. The URLs are built exactly as the map builds them
 * (src/ui/map/base-map-style.ts, src/ui/map/omap-sources.ts) and resolved against the page's
 * origin, so the service worker finds them in `db.tiles` by the request's own URL.
 *
 * Zooms given are map zooms (what the map shows, as the player picks them). MapLibre asks a
 * 256 px tile source at map zoom Z for tiles of zoom round(Z + 1) (`tileZoomAt`), so a pack for map
 * zooms 13..16 holds tiles of zooms 14..17 (each layer capped at its own max zoom, above which
 * MapLibre stretches the last tiles).
 */
import type { BaseLayer } from '../api/runtime-config';
import type { Bounds } from '../domain/geohash';
import { imagePyramid, tileUrl } from '../domain/image-pyramid';
import {
  boundsAround,
  fillTileTemplate,
  intersectBounds,
  tilesCovering,
  tileZoomAt,
} from '../domain/tile-grid';
import { tileUrlTemplate } from '../domain/tile-location';
import type { StoredGame } from './db';

/** How far around the start point and the controls a pack's area reaches, in metres. */
export const PACK_AREA_MARGIN_METERS = 500;

/** The game's area: the box of its start point and every level control, plus the margin. */
export function gameArea(
  game: Pick<StoredGame, 'startLat' | 'startLng' | 'levelControls'>,
  marginMeters: number = PACK_AREA_MARGIN_METERS,
): Bounds | null {
  const positions = game.levelControls.map((c) => ({ lat: c.lat, lng: c.lng }));
  if (game.startLat !== null && game.startLng !== null) {
    positions.push({ lat: game.startLat, lng: game.startLng });
  }
  return boundsAround(positions, marginMeters);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function omapBox(omap: Record<string, unknown>): Bounds | null {
  const south = num(omap.bottomLeftLat);
  const west = num(omap.bottomLeftLng);
  const north = num(omap.topRightLat);
  const east = num(omap.topRightLng);
  if (south === null || west === null || north === null || east === null) return null;
  return { south, west, north, east };
}

/** Whether the map is placed by a world file (then a tiled image is drawn tile by tile). */
function hasWorldFile(omap: Record<string, unknown>): boolean {
  const numbers = omap.worldFile;
  return (
    Array.isArray(numbers) &&
    numbers.length === 6 &&
    numbers.every((n) => typeof n === 'number') &&
    text(omap.coordinateSystem) !== null
  );
}

/** The URLs (relative as the map has them) one linked map needs within the pack. */
function omapUrls(
  omap: Record<string, unknown>,
  area: Bounds,
  minZoom: number,
  maxZoom: number,
): string[] {
  if (omap.sourceType === 'tiles') {
    const location = text(omap.tileLocation);
    if (location === null) return [];
    const template = tileUrlTemplate(location);
    const own = omapBox(omap);
    const box = own === null ? area : intersectBounds(own, area);
    if (box === null) return [];
    const low = Math.max(minZoom, num(omap.minZoom) ?? minZoom);
    const high = Math.min(maxZoom, num(omap.maxZoom) ?? maxZoom);
    return tilesCovering(box, tileZoomAt(low), tileZoomAt(high)).map((tile) =>
      fillTileTemplate(template, tile),
    );
  }
  const image = text(omap.imageLocation);
  if (image === null) return [];
  const pyramid = text(omap.imageTileLocation);
  const width = num(omap.imageWidth);
  const height = num(omap.imageHeight);
  if (pyramid !== null && width !== null && height !== null && hasWorldFile(omap)) {
    const levels = imagePyramid(width, height);
    if (levels.length > 0) {
      return levels.flatMap((level) => {
        const urls: string[] = [];
        for (let row = 0; row < level.rows; row += 1) {
          for (let column = 0; column < level.columns; column += 1) {
            urls.push(tileUrl(pyramid, level.level, column, row));
          }
        }
        return urls;
      });
    }
  }
  return [image];
}

/**
 * Every absolute URL a pack holds, each once: the base layers that allow offline use over the
 * area for map zooms `minZoom..maxZoom` (tiles capped at the layer's own max zoom), then every
 * linked map: a tiles map's tiles over its own box within the area and its zoom limits, an image
 * map's image or, when it is served as a pyramid, every pyramid tile.
 */
export function packTileUrls(input: {
  game: Pick<StoredGame, 'omaps'>;
  area: Bounds;
  minZoom: number;
  maxZoom: number;
  baseLayers: readonly BaseLayer[];
  origin: string;
}): string[] {
  const { area, minZoom, maxZoom, origin } = input;
  const relative: string[] = [];
  for (const layer of input.baseLayers) {
    if (!layer.allowOffline) continue;
    const high = Math.min(tileZoomAt(maxZoom), layer.maxZoom);
    for (const tile of tilesCovering(area, tileZoomAt(minZoom), high)) {
      relative.push(fillTileTemplate(layer.urlTemplate, tile));
    }
  }
  for (const omap of input.game.omaps) relative.push(...omapUrls(omap, area, minZoom, maxZoom));
  return [...new Set(relative.map((url) => new URL(url, origin).href))];
}
