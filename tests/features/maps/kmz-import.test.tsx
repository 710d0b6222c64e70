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
    expect(read.overlay.image.name).toBe('hove map.png');
    expect(read.overlay.image.type).toBe('image/png');
    expect(read.overlay.image.size).toBe(PNG_BYTES.length);
    expect(read.overlay.corners).toEqual(
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
    expect(read.ok && read.overlay.image.type).toBe('image/jpeg');
    if (!read.ok) return;
    expect(overlayWorldFile(read.overlay, 1000, 500)).toEqual({
      a: 0.001,
      d: 0,
      b: 0,
      e: -0.002,
      c: 8.0005,
      f: 58.999,
    });
  });

  it.each([
    ['not a zip', new Blob(['hello']), 'not-a-kmz'],
    ['a zip without KML', kmz({ 'readme.txt': 'x' }), 'not-a-kmz'],
    ['KML that is not XML', kmz({ 'doc.kml': '<kml><GroundOverlay>' }), 'not-a-kmz'],
    ['no ground overlay', kmz({ 'doc.kml': kml('<Placemark/>') }), 'no-overlay'],
    [
      'an overlay without a position',
      kmz({ 'doc.kml': kml('<GroundOverlay><Icon><href>a.png</href></Icon></GroundOverlay>') }),
      'no-overlay',
    ],
    [
      'an image missing from the zip',
      kmz({
        'doc.kml': kml(`<GroundOverlay><Icon><href>a.png</href></Icon>${BOX}</GroundOverlay>`),
      }),
      'no-image',
    ],
    [
      'an image that is not a picture format',
      kmz({
        'doc.kml': kml(`<GroundOverlay><Icon><href>a.tif</href></Icon>${BOX}</GroundOverlay>`),
        'a.tif': PNG_BYTES,
      }),
      'no-image',
    ],
  ])('refuses %s', async (_name, file, reason) => {
    expect(await readKmz(file, 'x')).toEqual({ ok: false, reason });
  });
});
