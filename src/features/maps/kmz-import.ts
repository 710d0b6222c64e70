/**
 * Reading a KMZ file (a zip holding `doc.kml` and the overlay image) into an image map: the first
 * GroundOverlay's name, its image (the `Icon` `href` inside the zip) and its placement, a
 * `LatLonBox` (with rotation) or a `gx:LatLonQuad`. The geometry is the domain's
 * (kml-overlay.ts): given the image's size it gives the world file in EPSG:4326.
 */
import { unzipSync } from 'fflate';
import {
  latLonBoxCorners,
  parseLatLonQuad,
  readLatLonBox,
  worldFileFromQuad,
  type LatLonQuad,
} from '../../domain/kml-overlay';
import type { WorldFile } from '../../domain/world-file';

/** The image map a KMZ describes. */
export interface KmzOverlay {
  name: string;
  image: File;
  /** The image's outer corners, counter-clockwise from the bottom-left ([lng, lat]). */
  corners: LatLonQuad;
}

export type KmzReadResult =
  | { ok: true; overlay: KmzOverlay }
  | { ok: false; reason: 'not-a-kmz' | 'no-overlay' | 'no-image' };

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function firstByName(parent: Element | Document, localName: string): Element | null {
  return parent.getElementsByTagNameNS('*', localName)[0] ?? null;
}

function childText(parent: Element, localName: string): string | null {
  const child = [...parent.children].find((element) => element.localName === localName);
  return child?.textContent ?? null;
}

/** The overlay's corners from its LatLonBox or gx:LatLonQuad, or null. */
function overlayCorners(overlay: Element): LatLonQuad | null {
  const quad = firstByName(overlay, 'LatLonQuad');
  if (quad) {
    const coordinates = firstByName(quad, 'coordinates')?.textContent;
    return coordinates ? parseLatLonQuad(coordinates) : null;
  }
  const box = firstByName(overlay, 'LatLonBox');
  if (!box) return null;
  const read = readLatLonBox({
    north: childText(box, 'north'),
    south: childText(box, 'south'),
    east: childText(box, 'east'),
    west: childText(box, 'west'),
    rotation: childText(box, 'rotation'),
  });
  return read ? latLonBoxCorners(read) : null;
}

/** The zip entry an href names: exact, without a leading `./` or `/`, or ignoring case. */
function findEntry(entries: Record<string, Uint8Array>, href: string): [string, Uint8Array] | null {
  const wanted = decodeURIComponent(href.trim()).replace(/^\.?\//, '');
  const names = Object.keys(entries);
  const name =
    names.find((n) => n === wanted) ?? names.find((n) => n.toLowerCase() === wanted.toLowerCase());
  const bytes = name === undefined ? undefined : entries[name];
  return name !== undefined && bytes ? [name, bytes] : null;
}

/** Reads a KMZ file's first ground overlay. */
export async function readKmz(file: Blob, fallbackName: string): Promise<KmzReadResult> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { ok: false, reason: 'not-a-kmz' };
  }
  const kmlName =
    Object.keys(entries).find((n) => n.toLowerCase() === 'doc.kml') ??
    Object.keys(entries).find((n) => n.toLowerCase().endsWith('.kml'));
  const kmlBytes = kmlName === undefined ? undefined : entries[kmlName];
  if (!kmlBytes) return { ok: false, reason: 'not-a-kmz' };
  const kml = new DOMParser().parseFromString(
    new TextDecoder().decode(kmlBytes),
    'application/xml',
  );
  if (kml.getElementsByTagName('parsererror').length > 0) return { ok: false, reason: 'not-a-kmz' };
  const overlay = firstByName(kml, 'GroundOverlay');
  if (!overlay) return { ok: false, reason: 'no-overlay' };
  const corners = overlayCorners(overlay);
  if (!corners) return { ok: false, reason: 'no-overlay' };
  const icon = firstByName(overlay, 'Icon');
  const href = icon ? childText(icon, 'href') : null;
  const entry = href ? findEntry(entries, href) : null;
  if (!entry) return { ok: false, reason: 'no-image' };
  const [entryName, bytes] = entry;
  const extension = entryName.split('.').pop()?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  if (!type) return { ok: false, reason: 'no-image' };
  const baseName = entryName.split('/').pop() ?? entryName;
  const image = new File([new Uint8Array(bytes)], baseName, { type });
  const name = childText(overlay, 'name')?.trim() || fallbackName;
  return { ok: true, overlay: { name, image, corners } };
}

/** The overlay's world file for its image's size (EPSG:4326). */
export function overlayWorldFile(
  overlay: KmzOverlay,
  widthPx: number,
  heightPx: number,
): WorldFile {
  return worldFileFromQuad(overlay.corners, widthPx, heightPx);
}
