/** The player's latest start of a game (outbox.ts `latestStart`), read live. */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb } from './db';
import { latestStart } from './outbox';

export type LatestStart = Awaited<ReturnType<typeof latestStart>>;

/** The owner's newest start with its game's name; null: none; undefined while it is read. */
export function useLatestStart(owner: string): LatestStart | undefined {
  return useLiveQuery(async () => (owner ? latestStart(mapGameDb(), owner) : null), [owner]);
}
