import { describe, expect, it } from 'vitest';
import { gpxFileName, punchesGpx } from '../../../src/features/punches/gpx';
import { punchState } from '../../../src/features/punches/punch-state';

const meta = { creator: 'Map Game', name: 'My punches' };

describe('the GPX export', () => {
  it('writes a GPX 1.1 document with one waypoint per punch, with its UTC time', () => {
    const gpx = punchesGpx(
      [
        { lat: 58.4612345678, lng: 8.77, time: Date.UTC(2026, 10, 25, 8, 30), name: '31' },
        {
          lat: 58.47,
          lng: 8.78,
          time: Date.UTC(2026, 10, 25, 9),
          name: '32',
          accuracyMeters: 7.25,
        },
      ],
      meta,
    );
    expect(gpx).toContain('<gpx version="1.1" creator="Map Game"');
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpx).toContain(
      '<wpt lat="58.4612346" lon="8.77"><time>2026-11-25T08:30:00.000Z</time><name>31</name></wpt>',
    );
    expect(gpx).toContain('<hdop>7.3</hdop>');
    expect(gpx.match(/<wpt /g)).toHaveLength(2);
  });

  it('escapes XML in names and descriptions', () => {
    const gpx = punchesGpx(
      [{ lat: 1, lng: 2, time: 0, name: '<31 & "x">', description: "Kari's game" }],
      { creator: 'A&B', name: 'x' },
    );
    expect(gpx).toContain('<name>&lt;31 &amp; &quot;x&quot;&gt;</name>');
    expect(gpx).toContain('<desc>Kari&apos;s game</desc>');
    expect(gpx).toContain('creator="A&amp;B"');
  });

  it('leaves out a punch without a finite position, and is valid with none', () => {
    const gpx = punchesGpx([{ lat: Number.NaN, lng: 2, time: 0, name: 'x' }], meta);
    expect(gpx).not.toContain('<wpt');
    expect(gpx.trim().endsWith('</gpx>')).toBe(true);
  });

  it('names the file by the UTC day', () => {
    expect(gpxFileName(new Date(Date.UTC(2026, 0, 2, 23)))).toBe('punches-2026-01-02.gpx');
  });
});

describe('a punch’s state on /punches', () => {
  it.each([
    [{ status: 'queued', method: 'GPS' }, { kind: 'on-phone' }],
    [{ status: 'queued', method: 'CODE' }, { kind: 'waiting-verification' }],
    [{ status: 'accepted', method: 'CODE' }, { kind: 'accepted' }],
    [{ status: 'sign-in-needed', method: 'GPS' }, { kind: 'sign-in-needed' }],
    [
      { status: 'refused', method: 'CODE', reason: 'WRONG_CODE' },
      { kind: 'refused', reason: 'WRONG_CODE' },
    ],
    [
      { status: 'refused', method: 'GPS' },
      { kind: 'refused', reason: null },
    ],
    [
      {
        status: 'refused',
        method: 'CODE',
        reason: 'TOO_MANY_CODE_TRIES',
        retryAfterSeconds: 720,
        answeredAt: 1_000,
      },
      { kind: 'refused', reason: 'TOO_MANY_CODE_TRIES', retryAt: 721_000 },
    ],
  ] as const)('%j reads as %j', (entry, expected) => {
    expect(punchState(entry)).toEqual(expected);
  });
});
