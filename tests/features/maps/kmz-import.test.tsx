import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { latLonBoxCorners } from '../../../src/domain/kml-overlay';
import { overlayWorldFile, readKmz } from '../../../src/features/maps/kmz-import';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function kml(overlay: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
  <Document><Folder>${overlay}</Folder></Document>
</kml>`;
}

function kmz(files: Record<string, Uint8Array | string>): Blob {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [
      name,
      typeof content === 'string' ? strToU8(content) : content,
    ]),
  );
  return new Blob([new Uint8Array(zipSync(entries))]);
}

const BOX = `<LatLonBox><north>59</north><south>58</south><east>9</east><west>8</west>
  <rotation>30</rotation></LatLonBox>`;

describe('readKmz', () => {
  it('reads a GroundOverlay with a rotated LatLonBox and its image', async () => {
    const file = kmz({
      'doc.kml': kml(`<GroundOverlay><name> Hove </name>
        <Icon><href>files/hove%20map.png</href></Icon>${BOX}</GroundOverlay>`),
      'files/hove map.png': PNG_BYTES,
    });
    const read = await readKmz(file, 'fallback');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.overlay.name).toBe('Hove');
    expect(read.overlay.pieces).toHaveLength(1);
    const [piece] = read.overlay.pieces;
    expect(piece?.image.name).toBe('hove map.png');
    expect(piece?.image.type).toBe('image/png');
    expect(piece?.image.size).toBe(PNG_BYTES.length);
    expect(piece?.corners).toEqual(
      latLonBoxCorners({ north: 59, south: 58, east: 9, west: 8, rotation: 30 }),
    );
  });

  it('reads a gx:LatLonQuad and names the map after the file when the overlay has no name', async () => {
    const file = kmz({
      'doc.kml': kml(`<GroundOverlay><Icon><href>./overlay.JPG</href></Icon>
        <gx:LatLonQuad><coordinates>8,58 9,58 9,59 8,59</coordinates></gx:LatLonQuad>
      </GroundOverlay>`),
      'overlay.JPG': PNG_BYTES,
    });
    const read = await readKmz(file, 'my-export');
    expect(read.ok && read.overlay.name).toBe('my-export');
    expect(read.ok && read.overlay.pieces[0]?.image.type).toBe('image/jpeg');
    const piece = read.ok ? read.overlay.pieces[0] : undefined;
    if (!piece) return;
    expect(overlayWorldFile(piece, 1000, 500)).toEqual({
      a: 0.001,
      d: 0,
      b: 0,
      e: -0.002,
      c: 8.0005,
      f: 58.999,
    });
  });

  it.each([
    ['not a zip', new Blob(['hello']), { kind: 'not-a-kmz' }],
    ['a zip without KML', kmz({ 'readme.txt': 'x' }), { kind: 'not-a-kmz' }],
    ['no ground overlay', kmz({ 'doc.kml': kml('<Placemark/>') }), { kind: 'no-overlay' }],
    [
      'an overlay without a position, naming it by its number',
      kmz({
        'doc.kml': kml(`<GroundOverlay><Icon><href>a.png</href></Icon>${BOX}</GroundOverlay>
          <GroundOverlay><Icon><href>a.png</href></Icon></GroundOverlay>`),
        'a.png': PNG_BYTES,
      }),
      { kind: 'no-position', overlay: 'GroundOverlay 2' },
    ],
    [
      'a LatLonBox without its west edge, naming the overlay and the element',
      kmz({
        'doc.kml': kml(`<GroundOverlay><name>tile_1_0</name><Icon><href>a.png</href></Icon>
          <LatLonBox><north>59</north><south>58</south><east>9</east></LatLonBox></GroundOverlay>`),
        'a.png': PNG_BYTES,
      }),
      { kind: 'bad-position', overlay: 'tile_1_0', element: 'LatLonBox' },
    ],
    [
      'an image missing from the zip',
      kmz({
        'doc.kml': kml(`<GroundOverlay><Icon><href>a.png</href></Icon>${BOX}</GroundOverlay>`),
      }),
      { kind: 'no-image', overlay: 'GroundOverlay 1', href: 'a.png' },
    ],
    [
      'an image that is not a picture format',
      kmz({
        'doc.kml': kml(`<GroundOverlay><Icon><href>a.tif</href></Icon>${BOX}</GroundOverlay>`),
        'a.tif': PNG_BYTES,
      }),
      { kind: 'no-image', overlay: 'GroundOverlay 1', href: 'a.tif' },
    ],
  ])('refuses %s', async (_name, file, problem) => {
    expect(await readKmz(file, 'x')).toEqual({ ok: false, problem });
  });

  it('refuses KML that is not XML, naming the line the parser stopped at', async () => {
    const read = await readKmz(kmz({ 'doc.kml': '<kml>\n<GroundOverlay>\n</kml>' }), 'x');
    expect(read.ok ? null : read.problem.kind).toBe('bad-kml');
  });
});
