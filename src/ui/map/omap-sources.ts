/**
 * How a map (Omap) is drawn over the base layers: a MapLibre raster source and layer per image,
 * per pyramid tile of a large image, or one tile source for a tiles map (its location a full
 * template or the seed's tile folder: tile-location.ts). The placement rules are
 * the domain's: an image with a world file is placed by its corners (rotation kept), a large one
 * tile by tile (image-pyramid.ts); without a world file an image fills its bounding box.
 */
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { attributionHtml } from './attribution-html';
import { NO_FADE } from './base-map-style';
import {
  imagePyramid,
  levelMinZoom,
  tileCorners,
  tileUrl,
  type PyramidLevel,
} from '../../domain/image-pyramid';
import type { Bounds } from '../../domain/geohash';
import { tileUrlTemplate } from '../../domain/tile-location';
import {
  cornersBounds,
  isCoordinateSystem,
  parseWorldFile,
  worldFileCorners,
  type CoordinateSystem,
  type ImageCorners,
  type WorldFile,
} from '../../domain/world-file';

/** The Omap fields that say how to draw it (as the GraphQL API returns them). */
export interface OmapDisplay {
  id: string;
  sourceType: string;
  imageLocation?: string | null;
  tileLocation?: string | null;
  imageTileLocation?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
  worldFile?: readonly (number | null)[] | null;
  coordinateSystem?: string | null;
  bottomLeftLat?: number | null;
  bottomLeftLng?: number | null;
  topRightLat?: number | null;
  topRightLng?: number | null;
  minZoom?: number | null;
  maxZoom?: number | null;
  attribution?: string | null;
}

export interface OmapLayer {
  sourceId: string;
  source: SourceSpecification;
  layer: LayerSpecification;
  /**
   * For a pyramid tile: the WGS84 box around it and the zooms it is shown at. MapLibre loads an
   * image source as soon as it is added, so only the tiles in view are added (`layersInView`).
   */
  pyramidTile?: { bounds: Bounds; minzoom: number; maxzoom: number };
}

function readWorldFile(omap: OmapDisplay): WorldFile | null {
  const numbers = omap.worldFile;
  if (numbers?.length !== 6 || numbers.some((n) => typeof n !== 'number')) return null;
  const parsed = parseWorldFile(numbers.join('\n'));
  return parsed.ok ? parsed.worldFile : null;
}

function boxCorners(omap: OmapDisplay): ImageCorners | null {
  const { bottomLeftLat: s, bottomLeftLng: w, topRightLat: n, topRightLng: e } = omap;
  if (s == null || w == null || n == null || e == null) return null;
  return [
    [w, n],
    [e, n],
    [e, s],
    [w, s],
  ];
}

/** Metres covered by one full-resolution pixel (degrees turned into metres for EPSG:4326). */
function metresPerPixel(worldFile: WorldFile, crs: CoordinateSystem, lat: number): number {
  const units = Math.hypot(worldFile.a, worldFile.d);
  return crs === 'EPSG:4326' ? units * 111_320 * Math.cos((lat * Math.PI) / 180) : units;
}

function zoomRange(omap: OmapDisplay): { minzoom?: number; maxzoom?: number } {
  return {
    ...(omap.minZoom == null ? {} : { minzoom: omap.minZoom }),
    ...(omap.maxZoom == null ? {} : { maxzoom: omap.maxZoom + 1 }),
  };
}

function imageLayer(
  sourceId: string,
  url: string,
  coordinates: ImageCorners,
  zoom: { minzoom?: number; maxzoom?: number },
): OmapLayer {
  return {
    sourceId,
    source: { type: 'image', url, coordinates },
    layer: { id: sourceId, type: 'raster', source: sourceId, paint: NO_FADE, ...zoom },
  };
}

function pyramidLayers(
  omap: OmapDisplay & { imageTileLocation: string; imageWidth: number; imageHeight: number },
  worldFile: WorldFile,
  crs: CoordinateSystem,
): OmapLayer[] {
  const levels = imagePyramid(omap.imageWidth, omap.imageHeight);
  const whole = worldFileCorners({
    worldFile,
    widthPx: omap.imageWidth,
    heightPx: omap.imageHeight,
    crs,
  });
  const lat = whole[0][1];
  const mpp = metresPerPixel(worldFile, crs, lat);
  const layers: OmapLayer[] = [];
  levels.forEach((level: PyramidLevel, index) => {
    // Each level is shown from its own zoom to the next finer level's; the coarsest from 0 and
    // the finest to the end.
    const minzoom = index === levels.length - 1 ? 0 : Math.max(0, levelMinZoom(mpp, lat, level));
    const finer = levels[index - 1];
    const maxzoom = finer ? Math.max(minzoom, levelMinZoom(mpp, lat, finer)) : 24;
    if (maxzoom <= minzoom) return;
    for (let row = 0; row < level.rows; row += 1) {
      for (let column = 0; column < level.columns; column += 1) {
        const sourceId = `omap-${omap.id}-${level.level}-${column}-${row}`;
        const coordinates = tileCorners({
          worldFile,
          crs,
          imageWidthPx: omap.imageWidth,
          imageHeightPx: omap.imageHeight,
          level,
          column,
          row,
        });
        const url = tileUrl(omap.imageTileLocation, level.level, column, row);
        layers.push({
          ...imageLayer(sourceId, url, coordinates, { minzoom, maxzoom }),
          pyramidTile: { bounds: cornersBounds(coordinates), minzoom, maxzoom },
        });
      }
    }
  });
  return layers;
}

/** The sources and layers that draw one map; empty when it cannot be placed. */
export function omapLayers(omap: OmapDisplay): OmapLayer[] {
  const sourceId = `omap-${omap.id}`;
  if (omap.sourceType === 'tiles') {
    if (!omap.tileLocation) return [];
    return [
      {
        sourceId,
        source: {
          type: 'raster',
          tiles: [tileUrlTemplate(omap.tileLocation)],
          tileSize: 256,
          // MapLibre shows a source's attribution as HTML; the editor's is plain text.
          ...(omap.attribution ? { attribution: attributionHtml(omap.attribution) } : {}),
        },
        layer: {
          id: sourceId,
          type: 'raster',
          source: sourceId,
          paint: NO_FADE,
          ...zoomRange(omap),
        },
      },
    ];
  }
  if (!omap.imageLocation) return [];
  const worldFile = readWorldFile(omap);
  const crs = isCoordinateSystem(omap.coordinateSystem) ? omap.coordinateSystem : null;
  const { imageWidth: width, imageHeight: height, imageTileLocation } = omap;
  if (worldFile && crs && width && height) {
    if (imageTileLocation) {
      return pyramidLayers(
        { ...omap, imageTileLocation, imageWidth: width, imageHeight: height },
        worldFile,
        crs,
      );
    }
    const corners = worldFileCorners({ worldFile, widthPx: width, heightPx: height, crs });
    return [imageLayer(sourceId, omap.imageLocation, corners, zoomRange(omap))];
  }
  const corners = boxCorners(omap);
  return corners ? [imageLayer(sourceId, omap.imageLocation, corners, zoomRange(omap))] : [];
}

/** How far around the view pyramid tiles are added: a quarter zoom level and half the view. */
const ZOOM_MARGIN = 0.25;
const VIEW_MARGIN = 0.5;

function overlaps(a: Bounds, b: Bounds): boolean {
  return a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;
}

/**
 * The layers to add for the current view: every layer but pyramid tiles, and the pyramid tiles
 * whose level is shown at about this zoom and which lie in or near the view. Without a view yet
 * (the map is loading) no pyramid tile is added.
 */
export function layersInView(
  layers: readonly OmapLayer[],
  view: { zoom: number; bounds: Bounds } | null,
): OmapLayer[] {
  return layers.filter((layer) => {
    const tile = layer.pyramidTile;
    if (!tile) return true;
    if (!view) return false;
    if (view.zoom < tile.minzoom - ZOOM_MARGIN || view.zoom >= tile.maxzoom + ZOOM_MARGIN) {
      return false;
    }
    const { south, west, north, east } = view.bounds;
    const dLat = (north - south) * VIEW_MARGIN;
    const dLng = (east - west) * VIEW_MARGIN;
    return overlaps(tile.bounds, {
      south: south - dLat,
      west: west - dLng,
      north: north + dLat,
      east: east + dLng,
    });
  });
}
