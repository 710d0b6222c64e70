/**
 * The public maps (Omaps) of the plain map's view, cell by cell (precision-4 geohash cells, the
 * domain's `mapSearchCells`), with the last answer of each cell kept on the phone (db.settings
 * `areaMaps:<cell>`) so an area already seen draws its maps offline. Each cell is asked from the
 * server first; when that fails (offline, server down) the stored answer stands in for it.
 */
import * as v from 'valibot';
import type { OmapDisplay } from '../../ui/map/omap-sources';

/** The db.settings key of a cell's last answer. */
export function areaMapsKey(cell: string): string {
  return `areaMaps:${cell}`;
}

const nullableNumber = v.optional(v.nullable(v.number()));
const nullableString = v.optional(v.nullable(v.string()));

const areaMapSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  sourceType: v.string(),
  imageLocation: nullableString,
  tileLocation: nullableString,
  imageTileLocation: nullableString,
  imageWidth: nullableNumber,
  imageHeight: nullableNumber,
  worldFile: v.optional(v.nullable(v.array(v.nullable(v.number())))),
  coordinateSystem: nullableString,
  bottomLeftLat: nullableNumber,
  bottomLeftLng: nullableNumber,
  topRightLat: nullableNumber,
  topRightLng: nullableNumber,
  minZoom: nullableNumber,
  maxZoom: nullableNumber,
  attribution: nullableString,
});

/** A map as the plain map draws and names it (an `OmapDisplay` with its name). */
export type AreaMap = v.InferOutput<typeof areaMapSchema>;

/** A cell's stored answer: when it was stored (ms since the epoch) and its maps. */
export const storedAreaMapsSchema = v.object({
  storedAt: v.number(),
  omaps: v.array(areaMapSchema),
});
export type StoredAreaMaps = v.InferOutput<typeof storedAreaMapsSchema>;

/**
 * The fields of a map worth keeping (the server's answer has more: owner, dates…); throws
 * when the answer is not a map.
 */
export function areaMapOf(omap: OmapDisplay & { name: string }): AreaMap {
  return v.parse(areaMapSchema, omap);
}

/** Where the answers come from and go to. */
export interface AreaMapsSources {
  /** The server's public maps of one cell; throws when it cannot be reached. */
  fetchCell: (cell: string) => Promise<readonly (OmapDisplay & { name: string })[]>;
  /** The stored value under a db.settings key (undefined when none). */
  readStored: (key: string) => Promise<unknown>;
  writeStored: (key: string, value: StoredAreaMaps) => Promise<unknown>;
  now: () => number;
}

export interface AreaMaps {
  /** The maps of every cell answered (by the server or from the phone), each once. */
  omaps: AreaMap[];
  /** Cells answered from the phone's stored copy because the server could not be reached. */
  storedCells: string[];
  /** Cells neither the server nor the phone could answer. */
  missingCells: string[];
}

/** The stored answer of `cell`, or null when none or not readable (an older app's shape). */
async function storedCell(sources: AreaMapsSources, cell: string): Promise<AreaMap[] | null> {
  try {
    const parsed = v.safeParse(storedAreaMapsSchema, await sources.readStored(areaMapsKey(cell)));
    return parsed.success ? parsed.output.omaps : null;
  } catch {
    return null;
  }
}

/**
 * The maps of `cells`: each cell from the server (and its answer stored), else from the phone.
 * Never throws for an unreachable cell: it is listed in `missingCells`.
 */
export async function loadAreaMaps(
  cells: readonly string[],
  sources: AreaMapsSources,
): Promise<AreaMaps> {
  const answers = await Promise.all(
    cells.map(async (cell) => {
      try {
        const omaps = (await sources.fetchCell(cell)).map(areaMapOf);
        // A full store or a closed database must not hide maps the server gave.
        await sources
          .writeStored(areaMapsKey(cell), { storedAt: sources.now(), omaps })
          .catch(() => undefined);
        return { cell, omaps, from: 'server' as const };
      } catch {
        const omaps = await storedCell(sources, cell);
        return omaps ? { cell, omaps, from: 'phone' as const } : { cell, omaps: [], from: null };
      }
    }),
  );
  const byId = new Map(answers.flatMap((answer) => answer.omaps.map((omap) => [omap.id, omap])));
  return {
    omaps: [...byId.values()],
    storedCells: answers.filter((a) => a.from === 'phone').map((a) => a.cell),
    missingCells: answers.filter((a) => a.from === null).map((a) => a.cell),
  };
}
