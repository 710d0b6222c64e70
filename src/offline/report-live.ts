/**
 * The player's post reports as the phone holds them (report-store.ts), read live from IndexedDB,
 * so a report queued, sent, refused or closed shows at once on the play screen.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb, type StoredReport } from './db';

/** The owner's reports, newest first; `undefined` while they are read. */
export function useOwnReports(owner: string): StoredReport[] | undefined {
  return useLiveQuery(
    async () => {
      if (!owner) return [];
      const reports = await mapGameDb()
        .reports.filter((report) => report.owner === owner)
        .toArray();
      return reports.sort((a, b) => b.madeAt - a.madeAt);
    },
    [owner],
    undefined,
  );
}
