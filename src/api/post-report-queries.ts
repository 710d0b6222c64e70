/**
 * Query options of the player's own post reports on the server (TanStack Query). The phone's
 * queued reports are in src/offline (report-store.ts); this read only tells which were closed.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchOwnPostReports } from './post-report-api';

export const postReportKeys = {
  all: ['post-reports'] as const,
  own: (owner: string) => [...postReportKeys.all, 'own', owner] as const,
};

export const postReportQueries = {
  /** Out of reach (offline) is not an error: the phone's own records answer meanwhile. */
  own: (owner: string) =>
    queryOptions({
      queryKey: postReportKeys.own(owner),
      queryFn: fetchOwnPostReports,
      staleTime: 60_000,
      retry: false,
    }),
};
