/**
 * Query options of the player's own post reports on the server (TanStack Query). The phone's
 * queued reports are in src/offline (report-store.ts); this read only tells which were closed.
 */
import { fetchOwnPostReports } from './post-report-api';
import { queryFor } from './query-for';

export const postReportKeys = {
  all: ['post-reports'] as const,
  own: (owner: string) => [...postReportKeys.all, 'own', owner] as const,
};

export const postReportQueries = {
  /**
   * The signed-in player's reports (the server reads the caller's), keyed by `owner`. Out of
   * reach (offline) is not an error: the phone's own records answer meanwhile.
   */
  own: queryFor(postReportKeys.own, () => fetchOwnPostReports(), {
    staleTime: 60_000,
    retry: false,
  }),
};
