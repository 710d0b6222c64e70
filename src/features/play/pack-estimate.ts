/**
 * The size of a game's offline pack at each detail choice, before it is downloaded: the game's
 * area (its start and controls, as the download computes it, src/offline/pack-plan.ts), the URLs
 * each choice needs over it, and a mean size per tile. It needs a connection (the controls are
 * fetched); without one, or while it loads, the choices show without sizes.
 */
import { useQuery } from '@tanstack/react-query';
import type { BaseLayer } from '../../api/runtime-config';
import { runtimeConfigQuery } from '../../api/runtime-config';
import {
  fetchPackGameDefinition,
  fetchPackLevelControls,
  fetchPackLevels,
} from '../../api/pack-api';
import type { Bounds } from '../../domain/geohash';
import { boundsAround } from '../../domain/tile-grid';
import type { StoredGame } from '../../offline/db';
import { MEAN_TILE_BYTES } from '../../offline/pack-download';
import { PACK_AREA_MARGIN_METERS, packTileUrls } from '../../offline/pack-plan';
import { PACK_DETAILS, type PackDetail } from './pack-zoom';

export type PackSizes = Readonly<Record<PackDetail, number>>;

/**
 * The approximate bytes of a pack at each detail: the tiles and images it would hold over `area`
 * times `MEAN_TILE_BYTES` (a rough mean of a raster tile).
 */
export function packSizesByDetail(input: {
  game: Pick<StoredGame, 'omaps'>;
  area: Bounds;
  baseLayers: readonly BaseLayer[];
  origin: string;
}): PackSizes {
  const sizes = {} as Record<PackDetail, number>;
  for (const { detail, minZoom, maxZoom } of PACK_DETAILS) {
    sizes[detail] = packTileUrls({ ...input, minZoom, maxZoom }).length * MEAN_TILE_BYTES;
  }
  return sizes;
}

/** The estimate for the game `gameDefinitionId`; null when it has no area (nothing placed). */
async function estimate(
  gameDefinitionId: string,
  baseLayers: readonly BaseLayer[],
): Promise<PackSizes | null> {
  const game = await fetchPackGameDefinition(gameDefinitionId);
  if (game === null) return null;
  const levels = await fetchPackLevels(gameDefinitionId);
  const controls = (await Promise.all(levels.map((l) => fetchPackLevelControls(l.id)))).flat();
  // The area as the download computes it (`gameArea`): the start and every control, plus a margin.
  const positions = controls.flatMap((lc) =>
    lc.control ? [{ lat: lc.control.lat, lng: lc.control.lng }] : [],
  );
  if (game.startLat !== null && game.startLng !== null) {
    positions.push({ lat: game.startLat, lng: game.startLng });
  }
  const area = boundsAround(positions, PACK_AREA_MARGIN_METERS);
  if (area === null) return null;
  const omaps = game.omaps.map((omap) => ({ ...omap }));
  return packSizesByDetail({ game: { omaps }, area, baseLayers, origin: location.origin });
}

/** The pack's size at each detail once known (online), else undefined or null (no area). */
export function usePackSizes(gameDefinitionId: string): PackSizes | null | undefined {
  const config = useQuery(runtimeConfigQuery);
  const baseLayers = config.data?.baseLayers;
  const sizes = useQuery({
    queryKey: ['pack-sizes', gameDefinitionId],
    queryFn: () => estimate(gameDefinitionId, baseLayers ?? []),
    enabled: baseLayers !== undefined,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return sizes.data;
}
