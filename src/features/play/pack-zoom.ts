/**
 * The zoom range a player chooses for an offline pack: whole zoom levels the map can show, the
 * lower one at most the upper one. More zoom levels mean more detail offline and a bigger
 * download (each level about four times the tiles of the one before).
 */
export const PACK_ZOOM_MIN = 10;
export const PACK_ZOOM_MAX = 18;
export const DEFAULT_PACK_ZOOM = { minZoom: 13, maxZoom: 16 } as const;

/** Every zoom a pack may start or end at. */
export const PACK_ZOOMS: readonly number[] = Array.from(
  { length: PACK_ZOOM_MAX - PACK_ZOOM_MIN + 1 },
  (_, index) => PACK_ZOOM_MIN + index,
);

/**
 * The range from two chosen zooms: each rounded and clamped to [PACK_ZOOM_MIN, PACK_ZOOM_MAX],
 * and put in order (choosing a lower end above the upper one moves the upper one up).
 */
export function packZoomRange(
  minZoom: number,
  maxZoom: number,
): { minZoom: number; maxZoom: number } {
  const clamp = (zoom: number) =>
    Number.isFinite(zoom)
      ? Math.min(PACK_ZOOM_MAX, Math.max(PACK_ZOOM_MIN, Math.round(zoom)))
      : PACK_ZOOM_MIN;
  const low = clamp(minZoom);
  const high = clamp(maxZoom);
  return { minZoom: low, maxZoom: Math.max(low, high) };
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
