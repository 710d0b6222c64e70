/**
 * The player's current game as the device knows it (outbox.ts `currentGame`): the pack's game,
 * its states, the current state and the punches, read live from IndexedDB so a punch, a start or
 * the sync engine's answer shows at once without a reload; and how many actions wait.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb } from './db';
import { currentGame, pendingCount, type CurrentGame } from './outbox';

/**
 * The current game; `undefined` while it is read, null when the player has none on the device.
 * `known`: the game already read for this screen (its route's loader), shown until the live
 * query's own first answer.
 */
export function useCurrentGame(
  owner: string | undefined,
  known?: CurrentGame | null,
): CurrentGame | null | undefined {
  return useLiveQuery(async () => (owner ? readCurrentGame(owner) : null), [owner], known);
}

/** The owner's current game, read now (`useCurrentGame` without the live updates). */
export function readCurrentGame(owner: string): Promise<CurrentGame | null> {
  return currentGame(mapGameDb(), owner);
}

/** How many of the player's actions wait on the phone (queued or needing a sign-in). */
export function usePendingCount(owner: string | undefined): number | undefined {
  return useLiveQuery(async () => (owner ? pendingCount(mapGameDb(), owner) : 0), [owner]);
}
