/**
 * GPX 1.1 export of the player's punches (https://www.topografix.com/GPX/1/1/): one waypoint per
 * punch that has a position, with its time (ISO 8601, UTC), the control as its name, and how it
 * was punched and where it stands as its description. A punch without a position (a code punch
 * made with no fix) has no place in a GPX file and is left out.
 */

/** The media type of a GPX file. */
export const GPX_TYPE = 'application/gpx+xml';
/** The `creator` written into the app's GPX files. */
export const GPX_CREATOR = 'Map Game';

/** The file name of an export made on `date` (UTC day): punches-YYYY-MM-DD.gpx. */
export function gpxFileName(date: Date): string {
  return `punches-${date.toISOString().slice(0, 10)}.gpx`;
}

export interface GpxPunch {
  lat: number;
  lng: number;
  /** When the punch was made (ms since the epoch). */
  time: number;
  /** The control's name (its visual code). */
  name: string;
  description?: string;
  /** The fix's accuracy radius in metres, written as the GPX horizontal dilution field `hdop`. */
  accuracyMeters?: number | null;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A coordinate with at most 7 decimals (about 1 cm), without trailing zeros. */
function coordinate(value: number): string {
  return String(Math.round(value * 1e7) / 1e7);
}

/**
 * The GPX 1.1 document of `punches` (in the order given), made by `creator`, with `name` as the
 * file's metadata name.
 *
 * @example
 * punchesGpx([{ lat: 58.46, lng: 8.77, time: 0, name: '31' }], { creator: 'Map Game', name: 'x' });
 * // '<?xml ...?><gpx version="1.1" creator="Map Game" ...><wpt lat="58.46" lon="8.77"><time>1970-01-01T00:00:00.000Z</time><name>31</name></wpt></gpx>'
 */
export function punchesGpx(
  punches: readonly GpxPunch[],
  meta: { creator: string; name: string },
): string {
  const waypoints = punches
    .filter((punch) => Number.isFinite(punch.lat) && Number.isFinite(punch.lng))
    .map((punch) => {
      const parts = [
        `<time>${new Date(punch.time).toISOString()}</time>`,
        `<name>${escapeXml(punch.name)}</name>`,
        punch.description ? `<desc>${escapeXml(punch.description)}</desc>` : '',
        punch.accuracyMeters != null && Number.isFinite(punch.accuracyMeters)
          ? `<hdop>${Math.round(punch.accuracyMeters * 10) / 10}</hdop>`
          : '',
      ];
      return `  <wpt lat="${coordinate(punch.lat)}" lon="${coordinate(punch.lng)}">${parts.join('')}</wpt>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${escapeXml(meta.creator)}" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`,
    `  <metadata><name>${escapeXml(meta.name)}</name></metadata>`,
    ...waypoints,
    '</gpx>',
    '',
  ].join('\n');
}
