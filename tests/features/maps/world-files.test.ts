/**
 * World files of every coordinate system the map editor offers (made by us:
 * tests/fixtures/maps/README.md says how), each read from its file as the editor reads it and
 * placed with its image size: every corner within 1 m of where the file was made to put it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../src/domain/geo';
import {
  COORDINATE_SYSTEMS,
  isCoordinateSystem,
  parseWorldFile,
  worldFileCorners,
} from '../../../src/domain/world-file';

const FIXTURES = join(import.meta.dirname, '../../fixtures/maps');

type LngLat = [number, number];
interface WorldFileCase {
  file: string;
  crs: string;
  widthPx: number;
  heightPx: number;
  corners: { topLeft: LngLat; topRight: LngLat; bottomRight: LngLat; bottomLeft: LngLat };
}

const CASES = JSON.parse(
  readFileSync(join(FIXTURES, 'world-files.json'), 'utf8'),
) as WorldFileCase[];

const metresApart = ([lng1, lat1]: LngLat, [lng2, lat2]: LngLat) =>
  distanceMeters({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });

describe('world files in each coordinate system of the list', () => {
  it('has a file for every system the editor offers, and .jgw, .pgw, .tfw and .wld among them', () => {
    expect(CASES.map((c) => c.crs).sort()).toEqual(COORDINATE_SYSTEMS.map((s) => s.id).sort());
    expect(new Set(CASES.map((c) => c.file.split('.').pop()))).toEqual(
      new Set(['jgw', 'pgw', 'tfw', 'wld']),
    );
  });

  it.each(CASES)('$file ($crs) places the four corners within 1 m', (worldFileCase) => {
    const parsed = parseWorldFile(readFileSync(join(FIXTURES, worldFileCase.file), 'utf8'));
    if (!parsed.ok || !isCoordinateSystem(worldFileCase.crs)) throw new Error('not read');
    const drawn = worldFileCorners({
      worldFile: parsed.worldFile,
      widthPx: worldFileCase.widthPx,
      heightPx: worldFileCase.heightPx,
      crs: worldFileCase.crs,
    });
    const { topLeft, topRight, bottomRight, bottomLeft } = worldFileCase.corners;
    [topLeft, topRight, bottomRight, bottomLeft].forEach((expected, index) => {
      expect(metresApart(drawn[index] ?? [0, 0], expected)).toBeLessThan(1);
    });
  });

  it('puts a file in the wrong zone far off (the system chosen matters)', () => {
    const zone32 = CASES.find((c) => c.crs === 'EPSG:25832');
    if (!zone32) throw new Error('no zone 32 file');
    const parsed = parseWorldFile(readFileSync(join(FIXTURES, zone32.file), 'utf8'));
    if (!parsed.ok) throw new Error('not read');
    const [topLeft] = worldFileCorners({
      worldFile: parsed.worldFile,
      widthPx: zone32.widthPx,
      heightPx: zone32.heightPx,
      crs: 'EPSG:25833',
    });
    expect(metresApart(topLeft, zone32.corners.topLeft)).toBeGreaterThan(100_000);
  });
});
