/**
 * Reading a KMZ file (a zip holding `doc.kml` and the overlay images) into an image map. Every
 * GroundOverlay is read: its name, its image (the `Icon` `href` inside the zip) and its
 * placement, a `LatLonBox` (with rotation) or a `gx:LatLonQuad`. One overlay is the map; several
 * (OCAD and OpenOrienteering Mapper cut a large map into tiles, each its own overlay) are drawn
 * into one image by kmz-mosaic.ts. The geometry is the domain's (kml-overlay.ts, kml-mosaic.ts).
 *
 * A file that cannot be used is refused with what is wrong and where: the overlay (by its name,
 * or its number in the file) and the element.
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

/** One ground overlay: its image and its outer corners, counter-clockwise from the bottom-left. */
export interface KmzPiece {
  name: string;
  image: File;
  corners: LatLonQuad;
}

/** The image map a KMZ describes: its name and its overlays, in the file's order. */
export interface KmzOverlay {
  name: string;
  pieces: KmzPiece[];
}

/** Why a KMZ file cannot be used; `overlay` names the GroundOverlay (or "GroundOverlay 3"). */
export type KmzProblem =
  | { kind: 'not-a-kmz' }
  | { kind: 'bad-kml'; line: number | null }
  | { kind: 'no-overlay' }
  | { kind: 'no-position'; overlay: string }
  | { kind: 'bad-position'; overlay: string; element: 'LatLonBox' | 'gx:LatLonQuad' }
  | { kind: 'no-image'; overlay: string; href: string | null };

export type KmzReadResult = { ok: true; overlay: KmzOverlay } | { ok: false; problem: KmzProblem };

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

type CornersRead = { ok: true; corners: LatLonQuad } | { ok: false; problem: KmzProblem };

/** The overlay's corners from its gx:LatLonQuad or LatLonBox. */
function overlayCorners(overlay: Element, name: string): CornersRead {
  const quad = firstByName(overlay, 'LatLonQuad');
  if (quad) {
    const coordinates = firstByName(quad, 'coordinates')?.textContent;
    const corners = coordinates ? parseLatLonQuad(coordinates) : null;
    return corners
      ? { ok: true, corners }
      : { ok: false, problem: { kind: 'bad-position', overlay: name, element: 'gx:LatLonQuad' } };
  }
  const box = firstByName(overlay, 'LatLonBox');
  if (!box) return { ok: false, problem: { kind: 'no-position', overlay: name } };
  const read = readLatLonBox({
    north: childText(box, 'north'),
    south: childText(box, 'south'),
    east: childText(box, 'east'),
    west: childText(box, 'west'),
    rotation: childText(box, 'rotation'),
  });
  return read
    ? { ok: true, corners: latLonBoxCorners(read) }
    : { ok: false, problem: { kind: 'bad-position', overlay: name, element: 'LatLonBox' } };
}

/** The zip entry an href names: exact, without a leading `./` or `/`, or ignoring case. */
function findEntry(entries: Record<string, Uint8Array>, href: string): [string, Uint8Array] | null {
  let wanted: string;
  try {
    wanted = decodeURIComponent(href.trim()).replace(/^\.?\//, '');
  } catch {
    wanted = href.trim().replace(/^\.?\//, '');
  }
  const names = Object.keys(entries);
  const name =
    names.find((n) => n === wanted) ?? names.find((n) => n.toLowerCase() === wanted.toLowerCase());
  const bytes = name === undefined ? undefined : entries[name];
  return name !== undefined && bytes ? [name, bytes] : null;
}

type PieceRead = { ok: true; piece: KmzPiece } | { ok: false; problem: KmzProblem };

function readPiece(
  entries: Record<string, Uint8Array>,
  overlay: Element,
  index: number,
): PieceRead {
  const name = childText(overlay, 'name')?.trim() || `GroundOverlay ${index + 1}`;
  const placed = overlayCorners(overlay, name);
  if (!placed.ok) return placed;
  const icon = firstByName(overlay, 'Icon');
  const href = icon ? (childText(icon, 'href')?.trim() ?? null) : null;
  const entry = href ? findEntry(entries, href) : null;
  const type = entry ? IMAGE_TYPES[entry[0].split('.').pop()?.toLowerCase() ?? ''] : undefined;
  if (!entry || !type) return { ok: false, problem: { kind: 'no-image', overlay: name, href } };
  const [entryName, bytes] = entry;
  const image = new File([new Uint8Array(bytes)], entryName.split('/').pop() ?? entryName, {
    type,
  });
  return { ok: true, piece: { name, image, corners: placed.corners } };
}

/** The line of the first XML error the parser reports, when it says one. */
function errorLine(kml: Document): number | null {
  const text = kml.getElementsByTagName('parsererror')[0]?.textContent ?? '';
  const line = /line\s+(?:number\s+)?(\d+)/iu.exec(text)?.[1];
  return line ? Number(line) : null;
}

/** The map's name: the document's or folder's, a single overlay's, or `fallbackName`. */
function mapName(kml: Document, pieces: readonly KmzPiece[], fallbackName: string): string {
  const container = firstByName(kml, 'Document') ?? firstByName(kml, 'Folder');
  const own = container ? childText(container, 'name')?.trim() : undefined;
  const single = pieces.length === 1 ? pieces[0]?.name : undefined;
  if (single && !single.startsWith('GroundOverlay ')) return single;
  return own || fallbackName;
}

/** Reads a KMZ file's ground overlays (all must be usable). */
export async function readKmz(file: Blob, fallbackName: string): Promise<KmzReadResult> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { ok: false, problem: { kind: 'not-a-kmz' } };
  }
  const kmlName =
    Object.keys(entries).find((n) => n.toLowerCase() === 'doc.kml') ??
    Object.keys(entries).find((n) => n.toLowerCase().endsWith('.kml'));
  const kmlBytes = kmlName === undefined ? undefined : entries[kmlName];
  if (!kmlBytes) return { ok: false, problem: { kind: 'not-a-kmz' } };
  const kml = new DOMParser().parseFromString(
    new TextDecoder().decode(kmlBytes),
    'application/xml',
  );
  if (kml.getElementsByTagName('parsererror').length > 0) {
    return { ok: false, problem: { kind: 'bad-kml', line: errorLine(kml) } };
  }
  const overlays = [...kml.getElementsByTagNameNS('*', 'GroundOverlay')];
  if (overlays.length === 0) return { ok: false, problem: { kind: 'no-overlay' } };
  const pieces: KmzPiece[] = [];
  for (const [index, overlay] of overlays.entries()) {
    const read = readPiece(entries, overlay, index);
    if (!read.ok) return read;
    pieces.push(read.piece);
  }
  return { ok: true, overlay: { name: mapName(kml, pieces, fallbackName), pieces } };
}

/** A single overlay's world file for its image's size (EPSG:4326). */
export function overlayWorldFile(
  overlay: { corners: LatLonQuad },
  widthPx: number,
  heightPx: number,
): WorldFile {
  return worldFileFromQuad(overlay.corners, widthPx, heightPx);
}
