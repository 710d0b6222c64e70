/**
 * A read of the phone's database that a screen shows live: `read` runs again whenever a table it
 * read changes (Dexie's live queries), so a count or a row on screen follows the outbox and the
 * game states without the screen holding the database. Screens outside src/offline read through
 * this (or a hook made with it) and the store functions that take the database.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb, type MapGameDb } from './db';

/** What `read` answers from the phone's database, kept live; undefined while it is first read. */
export function usePhoneRead<T>(
  read: (db: MapGameDb) => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  return useLiveQuery(() => read(mapGameDb()), [...deps]);
}
