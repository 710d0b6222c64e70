/**
 * How detailed the offline map of a pack is, as a player chooses it: less, normal, more or most
 * detail, each a range of map zooms (what the map shows). Every step up adds a zoom level of
 * about four times the tiles of the one before, so it shows smaller paths and takes more space.
 */
export const PACK_DETAILS = [
  { detail: 'less', minZoom: 13, maxZoom: 15 },
  { detail: 'normal', minZoom: 13, maxZoom: 16 },
  { detail: 'more', minZoom: 13, maxZoom: 17 },
  { detail: 'most', minZoom: 13, maxZoom: 18 },
] as const;

export type PackDetail = (typeof PACK_DETAILS)[number]['detail'];

export const DEFAULT_PACK_DETAIL: PackDetail = 'normal';

/** The zoom range of a detail choice. */
export function packDetailZooms(detail: PackDetail): { minZoom: number; maxZoom: number } {
  const { minZoom, maxZoom } = PACK_DETAILS.find((choice) => choice.detail === detail)!;
  return { minZoom, maxZoom };
}

/**
 * The detail a stored pack has, from its highest zoom (what decides how fine the map gets): up to
 * 15 less, 16 normal, 17 more, from 18 most. Packs stored with zooms chosen by number read as the
 * nearest choice.
 */
export function packDetailOf(maxZoom: number): PackDetail {
  const found = PACK_DETAILS.find((choice) => maxZoom <= choice.maxZoom);
  return found?.detail ?? 'most';
}

/** Bytes as megabytes with one decimal, for the download's size. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1_000_000) * 10) / 10;
}

/**
 * A download's size in the unit that reads best: whole kilobytes below what rounds to 1000 kB
 * (so a small pack does not read "0 MB"; any byte at all is at least 1 kB), else megabytes with
 * one decimal. Decimal units (1 kB = 1000 bytes).
 */
export function packSize(bytes: number): { value: number; unit: 'kB' | 'MB' } {
  if (bytes <= 0) return { value: 0, unit: 'kB' };
  if (bytes < 999_500) return { value: Math.max(1, Math.round(bytes / 1000)), unit: 'kB' };
  return { value: megabytes(bytes), unit: 'MB' };
}

/** `packSize` in words of the user's locale (its decimal sign): "40 kB", "1,3 MB". */
export function formatPackSize(
  bytes: number,
  formatNumber: (value: number, options: Intl.NumberFormatOptions) => string,
): string {
  const { value, unit } = packSize(bytes);
  return `${formatNumber(value, { maximumFractionDigits: 1 })} ${unit}`;
}
