/**
 * A map row as the API shows it (the world file is stored as JSON text): what the map and link
 * resolvers answer, and the parent the generated resolver types give `Omap`'s fields.
 */
import type { OmapRow } from './omap.repository';

export function omapOut(row: OmapRow) {
  return { ...row, worldFile: row.worldFile ? (JSON.parse(row.worldFile) as number[]) : null };
}
