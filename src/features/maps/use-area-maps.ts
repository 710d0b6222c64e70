/**
 * The plain map's maps for its view: the view's precision-4 cells (zoom 11 or more, at most 9
 * cells) answered by `loadAreaMaps` (server first, the phone's stored copy offline). Runs even
 * when the browser says it is offline (TanStack Query would pause it), so the stored copy is read;
 * the maps shown stay while the next view's are loaded or while zoomed out.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { omapsInCell } from '../../api/maps-api';
import { mapSearchCells, type Bounds } from '../../domain/geohash';
import { readSetting, writeSetting } from '../../offline/settings-store';
import { loadAreaMaps, type AreaMapsSources } from './area-maps';

const appSources: AreaMapsSources = {
  fetchCell: (cell) => omapsInCell('PUBLIC', cell),
  readStored: readSetting,
  writeStored: writeSetting,
  now: () => Date.now(),
};

export function useAreaMaps(view: { bounds: Bounds; zoom: number } | null) {
  const search = view ? mapSearchCells(view) : null;
  const cells = search?.kind === 'cells' ? search.cells : [];
  const query = useQuery({
    queryKey: ['plain-map', 'area-maps', cells],
    queryFn: () => loadAreaMaps(cells, appSources),
    enabled: cells.length > 0,
    networkMode: 'always',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
  return { query, zoomIn: search?.kind === 'zoom-in' };
}
