/**
 * The search by map area: "Search this area" asks for the maps of the view's precision-4 geohash
 * cells (from zoom 11), through the query layer (`omapsInAreaQuery`). Each press searches again,
 * also when the view has not moved.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { omapsInAreaQuery } from '../../api/map-queries';
import type { Omap, OmapState } from '../../api/maps-api';
import { mapSearchCells } from '../../domain/geohash';
import type { MapViewport } from '../../ui/map/map-canvas';
import { areaSearchStates } from './maps-search';

export type AreaSearch =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'zoom-in' }
  | { kind: 'failed' }
  | { kind: 'found'; omaps: Omap[] };

type AreaRequest = { kind: 'cells'; cells: string[]; states: readonly OmapState[] };

const sameRequest = (a: AreaRequest, b: AreaRequest): boolean =>
  a.cells.join() === b.cells.join() && a.states.join() === b.states.join();

export function useOmapAreaSearch(canEdit: boolean) {
  const [request, setRequest] = useState<AreaRequest | { kind: 'zoom-in' } | null>(null);
  const cells = request?.kind === 'cells' ? request : null;
  const query = useQuery({
    ...omapsInAreaQuery(cells?.cells ?? [], cells?.states ?? []),
    enabled: cells !== null,
    // A failed search says so at once; the user searches again with the button.
    retry: false,
    meta: { handlesErrors: true },
  });

  function search(view: MapViewport | null): void {
    const found = view ? mapSearchCells({ bounds: view.bounds, zoom: view.zoom }) : null;
    if (!found || found.kind === 'zoom-in') {
      setRequest({ kind: 'zoom-in' });
      return;
    }
    const next: AreaRequest = {
      kind: 'cells',
      cells: found.cells,
      states: areaSearchStates(canEdit),
    };
    if (cells && sameRequest(cells, next)) void query.refetch();
    else setRequest(next);
  }

  const area: AreaSearch =
    request === null
      ? { kind: 'idle' }
      : request.kind === 'zoom-in'
        ? { kind: 'zoom-in' }
        : query.isFetching
          ? { kind: 'searching' }
          : query.isError
            ? { kind: 'failed' }
            : { kind: 'found', omaps: query.data ?? [] };
  return { area, search };
}
