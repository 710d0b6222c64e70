/**
 * An offline pack's download state as stored on the phone (db.ts `packs`), read live: the
 * download's progress, size, zoom range and persistence show as they change.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb, type StoredPack } from './db';

/** The pack of `gameDefinitionId`; undefined while it is read or when there is none. */
export function useStoredPack(gameDefinitionId: string): StoredPack | undefined {
  return useLiveQuery(() => mapGameDb().packs.get(gameDefinitionId), [gameDefinitionId]);
}
