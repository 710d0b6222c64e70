/**
 * The games this phone speaks for, whatever the server says now: those with actions waiting to
 * be sent, and those cancelled here (a cancel the server has not refused). The server's ongoing
 * game among them is not "ongoing elsewhere" (src/features/play/server-ongoing.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb, type MapGameDb } from './db';
import { waitingEntries } from './outbox';

/** The ids of the games `owner` has waiting or cancelled entries of. */
export async function gamesHeldHere(db: MapGameDb, owner: string): Promise<Set<string>> {
  const [waiting, cancels] = await Promise.all([
    waitingEntries(db, owner),
    db.outbox.where('kind').equals('cancel').toArray(),
  ]);
  const cancelled = cancels.filter((entry) => entry.owner === owner && entry.status !== 'refused');
  return new Set([...waiting, ...cancelled].map((entry) => entry.gameId));
}

/**
 * `gamesHeldHere`, read live while `enabled` (an empty set otherwise: during play this query
 * would run again after every punch); undefined while it is read.
 */
export function useGamesHeldHere(owner: string, enabled: boolean): Set<string> | undefined {
  return useLiveQuery(
    async () => (owner && enabled ? gamesHeldHere(mapGameDb(), owner) : new Set<string>()),
    [owner, enabled],
  );
}
