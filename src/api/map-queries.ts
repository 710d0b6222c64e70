/**
 * The maps' query options (TanStack Query) and their keys: every map query's key starts with
 * `OMAPS_KEY`, so a write invalidates them all. The reads are maps-api.ts's.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getOmap, listOmaps, omapsInArea, type OmapState } from './maps-api';
import { queryFor } from './query-for';

export const OMAPS_KEY = ['omaps'] as const;
export const omapKeys = {
  list: () => [...OMAPS_KEY, 'list'] as const,
  one: (id: string) => [...OMAPS_KEY, 'one', id] as const,
  /** The maps a game editor may link (see game-queries.ts). */
  choices: () => [...OMAPS_KEY, 'choices'] as const,
  area: () => [...OMAPS_KEY, 'area'] as const,
  areaOf: (cells: readonly string[], states: readonly OmapState[]) =>
    [...omapKeys.area(), cells, states] as const,
};

export const omapQuery = queryFor(omapKeys.one, getOmap);

/** Every map the user may see, a page of `OMAP_LIST_LIMIT` at a time. */
export const omapListQuery = () =>
  infiniteQueryOptions({
    queryKey: omapKeys.list(),
    queryFn: ({ pageParam }) => listOmaps(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });

/** The map-area search of `omapsInArea`. */
export const omapsInAreaQuery = (cells: readonly string[], states: readonly OmapState[]) =>
  queryOptions({
    queryKey: omapKeys.areaOf(cells, states),
    queryFn: () => omapsInArea(cells, states),
  });
