import { describe, expect, it } from 'vitest';
import { imagePyramid, tileCorners, tileUrl } from '../../../src/domain/image-pyramid';
import { worldFileCorners, type WorldFile } from '../../../src/domain/world-file';
import { layersInView, omapLayers, type OmapDisplay } from '../../../src/ui/map/omap-sources';

/** 1 m pixels in UTM 32N near Arendal, north-up. */
const WORLD_FILE: WorldFile = { a: 1, d: 0, b: 0, e: -1, c: 480000.5, f: 6480000.5 };
const WORLD_FILE_NUMBERS = [1, 0, 0, -1, 480000.5, 6480000.5];

const imageMap: OmapDisplay = {
  id: 'm1',
  sourceType: 'image',
  imageLocation: '/map-images/m1.png',
  imageWidth: 800,
  imageHeight: 600,
  worldFile: WORLD_FILE_NUMBERS,
  coordinateSystem: 'EPSG:25832',
  minZoom: 10,
  maxZoom: 18,
};

describe('omapLayers', () => {
  it('places an image with a world file by its corners (one image source)', () => {
    const layers = omapLayers(imageMap);
    expect(layers).toHaveLength(1);
    const [layer] = layers;
    expect(layer?.sourceId).toBe('omap-m1');
    expect(layer?.source).toEqual({
      type: 'image',
      url: '/map-images/m1.png',
      coordinates: worldFileCorners({
        worldFile: WORLD_FILE,
        widthPx: 800,
        heightPx: 600,
        crs: 'EPSG:25832',
      }),
    });
    expect(layer?.layer).toMatchObject({
      id: 'omap-m1',
      type: 'raster',
      source: 'omap-m1',
      minzoom: 10,
      maxzoom: 19,
    });
  });

  it('draws a tiled image as one image source per pyramid tile, placed by tileCorners', () => {
    const template = '/map-images/big/tiles/{level}/{column}/{row}.png';
    const omap: OmapDisplay = {
      ...imageMap,
      id: 'big',
      imageWidth: 6000,
      imageHeight: 6000,
      imageTileLocation: template,
    };
    const layers = omapLayers(omap);
    const levels = imagePyramid(6000, 6000);
    const tiles = levels.flatMap((level) =>
      Array.from({ length: level.columns * level.rows }, (_, i) => ({
        level,
        column: i % level.columns,
        row: Math.floor(i / level.columns),
      })),
    );
    // Every source is a pyramid tile, each at its own corners and URL.
    expect(layers.length).toBeGreaterThan(0);
    expect(layers.length).toBeLessThanOrEqual(tiles.length);
    const finest = layers.filter((layer) => layer.sourceId.startsWith('omap-big-0-'));
    expect(finest).toHaveLength(36);
    for (const layer of layers) {
      const [, , level, column, row] = layer.sourceId.split('-').map(Number);
      const pyramidLevel = levels.find((l) => l.level === level);
      expect(pyramidLevel, layer.sourceId).toBeDefined();
      if (!pyramidLevel || column === undefined || row === undefined) continue;
      expect(layer.source).toEqual({
        type: 'image',
        url: tileUrl(template, pyramidLevel.level, column, row),
        coordinates: tileCorners({
          worldFile: WORLD_FILE,
          crs: 'EPSG:25832',
          imageWidthPx: 6000,
          imageHeightPx: 6000,
          level: pyramidLevel,
          column,
          row,
        }),
      });
      expect(layer.layer).toMatchObject({
        type: 'raster',
        source: layer.sourceId,
        paint: { 'raster-fade-duration': 0 },
      });
    }
    // The levels follow each other: each one's zoom range ends where the finer one's begins.
    const ranges = new Map<number, { min: number; max: number }>();
    for (const layer of layers) {
      const level = Number(layer.sourceId.split('-')[2]);
      const { minzoom = 0, maxzoom = 24 } = layer.layer as { minzoom?: number; maxzoom?: number };
      ranges.set(level, { min: minzoom, max: maxzoom });
    }
    expect(ranges.get(0)?.max).toBe(24);
    for (const [level, range] of ranges) {
      const finer = ranges.get(level - 1);
      if (finer) expect(range.max).toBeCloseTo(finer.min, 9);
    }
  });

  it('draws a tiles map as one raster tile source', () => {
    const layers = omapLayers({
      id: 't1',
      sourceType: 'tiles',
      tileLocation: 'https://tiles.example.org/o/{z}/{x}/{y}.gif',
      attribution: 'Orienteering club',
      minZoom: 12,
      maxZoom: 17,
    });
    expect(layers).toEqual([
      {
        sourceId: 'omap-t1',
        source: {
          type: 'raster',
          tiles: ['https://tiles.example.org/o/{z}/{x}/{y}.gif'],
          tileSize: 256,
          attribution: 'Orienteering club',
        },
        layer: {
          id: 'omap-t1',
          type: 'raster',
          source: 'omap-t1',
          paint: { 'raster-fade-duration': 0 },
          minzoom: 12,
          maxzoom: 18,
        },
      },
    ]);
  });

  it('fills the bounding box with an image that has no world file', () => {
    const layers = omapLayers({
      id: 'b1',
      sourceType: 'image',
      imageLocation: '/old.png',
      bottomLeftLat: 58.4,
      bottomLeftLng: 8.7,
      topRightLat: 58.5,
      topRightLng: 8.8,
    });
    expect(layers[0]?.source).toEqual({
      type: 'image',
      url: '/old.png',
      coordinates: [
        [8.7, 58.5],
        [8.8, 58.5],
        [8.8, 58.4],
        [8.7, 58.4],
      ],
    });
  });

  it.each<[string, OmapDisplay]>([
    ['a tiles map without a location', { id: 'x', sourceType: 'tiles' }],
    ['an image map without an image', { ...imageMap, imageLocation: null }],
    [
      'an image without a world file or a box',
      { id: 'x', sourceType: 'image', imageLocation: '/a.png' },
    ],
  ])('draws nothing for %s', (_name, omap) => {
    expect(omapLayers(omap)).toEqual([]);
  });
});

describe('layersInView', () => {
  const big: OmapDisplay = {
    ...imageMap,
    id: 'big',
    imageWidth: 6000,
    imageHeight: 6000,
    imageTileLocation: '/t/{level}/{column}_{row}.png',
  };
  const layers = omapLayers(big);
  const whole = layers.find((layer) => layer.sourceId === 'omap-big-3-0-0');
  const bounds = whole?.pyramidTile?.bounds ?? { south: 0, west: 0, north: 0, east: 0 };
  const levelsOf = (shown: typeof layers) =>
    [...new Set(shown.map((layer) => Number(layer.sourceId.split('-')[2])))].sort();

  it('adds no pyramid tile before the map has a view, but every other layer', () => {
    const tiles = omapLayers({
      id: 't',
      sourceType: 'tiles',
      tileLocation: 'https://x/{z}/{x}/{y}',
    });
    expect(layersInView([...layers, ...tiles], null)).toEqual(tiles);
  });

  it('adds the level shown at the zoom (and its neighbour within a quarter zoom level)', () => {
    const level2 = layers.find((layer) => layer.sourceId.startsWith('omap-big-2-'));
    const range = level2?.pyramidTile ?? { minzoom: NaN, maxzoom: NaN };
    const middle = (range.minzoom + range.maxzoom) / 2;
    expect(levelsOf(layersInView(layers, { zoom: middle, bounds }))).toEqual([2]);
    expect(levelsOf(layersInView(layers, { zoom: range.maxzoom - 0.1, bounds }))).toEqual([1, 2]);
  });

  it('adds only the finest tiles near the view', () => {
    const level0 = layers.filter((layer) => layer.sourceId.startsWith('omap-big-0-'));
    const zoom = (level0[0]?.pyramidTile?.minzoom ?? NaN) + 1;
    const corner = layers.find((layer) => layer.sourceId === 'omap-big-0-0-0')?.pyramidTile;
    const shown = layersInView(layers, { zoom, bounds: corner?.bounds ?? bounds });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(level0.length);
    expect(shown.map((layer) => layer.sourceId)).toContain('omap-big-0-0-0');
    expect(shown.map((layer) => layer.sourceId)).not.toContain('omap-big-0-5-5');
  });
});
