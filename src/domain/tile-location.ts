/**
 * A tiles map's `tileLocation` in either of the two forms editors type:
 *
 * - a full URL template holding `{z}`, `{x}` and `{y}`, used as it is
 *   (`https://tiles.example.org/map/{z}/{x}/{y}.png`);
 * - the seed's form: the folder the tiles lie in, to which the seed's clients add the
 *   zoom/x/y pattern of GIF tiles (`https://tiles.example.org/map` is read as
 *   `https://tiles.example.org/map/{z}/{x}/{y}.gif`).
 *
 * The location is stored as typed, so the seed's clients keep reading their own form; the map,
 * the offline pack and the service worker all draw from `tileUrlTemplate`.
 */

/** The pattern the seed's form adds to a tile location: zoom, column and row of GIF tiles. */
export const SEED_TILE_PATTERN = '{z}/{x}/{y}.gif';

const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/** True when `location` holds all of `{z}`, `{x}` and `{y}` (a full template). */
export function hasTilePlaceholders(location: string): boolean {
  return PLACEHOLDERS.every((placeholder) => location.includes(placeholder));
}

/**
 * True when `location` is in the seed's form: no placeholder, brace, query or fragment, so the
 * pattern can be added after a `/`, and not the address of one image (`.../map.gif`).
 */
export function isSeedTileFolder(location: string): boolean {
  return !/[{}?#]/u.test(location) && !/\.(?:gif|png|jpe?g|webp)$/iu.test(location);
}

/**
 * The URL template a tile location stands for: a full template as it is, a seed-form folder with
 * `/{z}/{x}/{y}.gif` added (one slash, whatever the folder ends with).
 *
 * @example
 * tileUrlTemplate('https://kart.example.no/tiles/skog/'); // 'https://kart.example.no/tiles/skog/{z}/{x}/{y}.gif'
 */
export function tileUrlTemplate(location: string): string {
  const trimmed = location.trim();
  if (hasTilePlaceholders(trimmed)) return trimmed;
  return `${trimmed.replace(/\/+$/u, '')}/${SEED_TILE_PATTERN}`;
}
