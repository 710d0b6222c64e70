/**
 * The demo image map near Arendal: a 1024 × 1024 px drawing (public/demo/arendal-demo-map.png,
 * made by `npx tsx server/demo/draw-demo-map.ts`) at 1 m per pixel, placed by its world file in
 * ETRS89 / UTM zone 32N. Its WGS84 box, centre and geohash come from the domain's world-file
 * functions, so the seeded row and a map uploaded through the app are georeferenced alike.
 */
import type { LatLng } from '../../src/domain/geo';
import { startGeoHash, type Bounds } from '../../src/domain/geohash';
import {
  cornersBounds,
  cornersCentre,
  worldFileCorners,
  type CoordinateSystem,
  type WorldFile,
} from '../../src/domain/world-file';

export const DEMO_MAP_WIDTH_PX = 1024;
export const DEMO_MAP_HEIGHT_PX = 1024;
export const DEMO_MAP_CRS: CoordinateSystem = 'EPSG:25832';
/** Where the server serves the image (from `public/`). */
export const DEMO_MAP_IMAGE_LOCATION = '/demo/arendal-demo-map.png';

/**
 * North-up, 1 m pixels; the top-left pixel's centre at E 486068.5, N 6480459.5, so the image
 * covers E 486068-487092, N 6479436-6480460 (about 58.455-58.464 N, 8.761-8.779 E).
 */
export const DEMO_MAP_WORLD_FILE: WorldFile = {
  a: 1,
  d: 0,
  b: 0,
  e: -1,
  c: 486068.5,
  f: 6480459.5,
};

export interface DemoMapGeometry {
  bounds: Bounds;
  centre: LatLng;
  geoHash: string;
}

/** The map's WGS84 bounding box, centre and centre geohash (precision 10). */
export function demoMapGeometry(): DemoMapGeometry {
  const corners = worldFileCorners({
    worldFile: DEMO_MAP_WORLD_FILE,
    widthPx: DEMO_MAP_WIDTH_PX,
    heightPx: DEMO_MAP_HEIGHT_PX,
    crs: DEMO_MAP_CRS,
  });
  const centre = cornersCentre(corners);
  return { bounds: cornersBounds(corners), centre, geoHash: startGeoHash(centre) };
}

/** The world file as its six lines, in the file order A, D, B, E, C, F. */
export function worldFileNumbers(worldFile: WorldFile): number[] {
  return [worldFile.a, worldFile.d, worldFile.b, worldFile.e, worldFile.c, worldFile.f];
}
