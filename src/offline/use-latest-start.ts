/** The player's latest start of a game (outbox.ts `latestStart`), read live. */
import { latestStart } from './outbox';
import { usePhoneRead } from './use-phone-read';

export type LatestStart = Awaited<ReturnType<typeof latestStart>>;

/** The owner's newest start with its game's name; null: none; undefined while it is read. */
export function useLatestStart(owner: string): LatestStart | undefined {
  return usePhoneRead(async (db) => (owner ? latestStart(db, owner) : null), [owner]);
}
