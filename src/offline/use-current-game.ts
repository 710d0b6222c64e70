/**
 * The player's current game as the device knows it (outbox.ts `currentGame`): the pack's game,
 * its states, the current state and the punches, read live from IndexedDB so a punch, a start or
 * the sync engine's answer shows at once without a reload; and how many actions wait.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb } from './db';
import { currentGame, pendingCount, type CurrentGame } from './outbox';

/** The current game; `undefined` while it is read, null when the player has none on the device. */
export function useCurrentGame(owner: string | undefined): CurrentGame | null | undefined {
  return useLiveQuery(
    async () => (owner ? currentGame(mapGameDb(), owner) : null),
    [owner],
    undefined,
  );
}

/** How many of the player's actions wait on the phone (queued or needing a sign-in). */
export function usePendingCount(owner: string | undefined): number | undefined {
  return useLiveQuery(async () => (owner ? pendingCount(mapGameDb(), owner) : 0), [owner]);
}
