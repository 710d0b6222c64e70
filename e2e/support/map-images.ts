/**
 * Map images for browser tests: a PNG with something drawn on it (made with sharp), a world file
 * as text, and a KMZ (a zip of doc.kml and the image, made with fflate).
 */
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';

/** A PNG of `width` × `height` px: a white sheet with a frame, a grid and circles drawn on it. */
export async function drawnPng(width: number, height: number): Promise<Buffer> {
  const step = Math.max(50, Math.round(Math.min(width, height) / 8));
  const lines: string[] = [];
  for (let x = step; x < width; x += step) {
    lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}" />`);
  }
  for (let y = step; y < height; y += step) {
    lines.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" />`);
  }
  const stroke = Math.max(4, Math.round(Math.min(width, height) / 100));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="0" y="0" width="${width}" height="${height}" fill="#fff6e0" />
    <g stroke="#1565c0" stroke-width="${stroke / 2}">${lines.join('')}</g>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}"
      fill="none" stroke="#c62828" stroke-width="${stroke * 2}" />
    <circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 12}" fill="#2e7d32" />
    <rect x="${stroke}" y="${stroke}" width="${width - 2 * stroke}" height="${height - 2 * stroke}"
      fill="none" stroke="#6a1b9a" stroke-width="${stroke * 2}" />
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** The six numbers as a world file's lines (A, D, B, E, C, F). */
export function worldFileText(numbers: readonly number[]): string {
  return `${numbers.join('\r\n')}\r\n`;
}

/** A KMZ holding `doc.kml` with one GroundOverlay and its image at `imagePath`. */
export function kmzOf(input: {
  name: string;
  imagePath: string;
  image: Uint8Array;
  /** The placement element: a LatLonBox or a gx:LatLonQuad, as KML. */
  placement: string;
}): Buffer {
  const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
  <Folder>
    <name>Export</name>
    <GroundOverlay>
      <name>${input.name}</name>
      <drawOrder>50</drawOrder>
      <Icon><href>${input.imagePath}</href><viewBoundScale>0.75</viewBoundScale></Icon>
      ${input.placement}
    </GroundOverlay>
  </Folder>
</kml>`;
  return Buffer.from(
    zipSync({ 'doc.kml': strToU8(kml), [input.imagePath]: new Uint8Array(input.image) }),
  );
}
