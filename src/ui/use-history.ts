/**
 * The player's history from every device for a screen: both sides as stored on the phone (read
 * live, so it shows without signal: history-store.ts), and a fetch of the server's side when
 * online, which updates the stored copy. Which side wins is the domain's history-merge.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { refreshServerHistory, useStoredHistory } from '../offline/history-store';
import { useOnline } from './use-online';

/** The query key of the server's history of `owner` (invalidate it after an action of theirs). */
export const serverHistoryKey = (owner: string) => ['server-history', owner] as const;

export function useHistory(owner: string) {
  const stored = useStoredHistory(owner);
  const online = useOnline();
  const refresh = useQuery({
    queryKey: serverHistoryKey(owner),
    queryFn: () => refreshServerHistory(owner),
    enabled: owner !== '' && online,
    staleTime: 30_000,
    retry: false,
    // The screen says itself that the server could not be reached.
    meta: { handlesErrors: true },
  });
  return {
    /** Undefined while the phone's copy is read. */
    stored,
    online,
    fetching: refresh.isFetching,
    failed: refresh.isError,
  };
}
