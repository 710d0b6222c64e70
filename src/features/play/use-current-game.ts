/**
 * The player's current game as the device knows it (src/offline/outbox.ts `currentGame`): the
 * pack's game, its states, the current state and the punches, read live from IndexedDB so a
 * punch, a start or the sync engine's answer shows at once without a reload. `undefined` while
 * it is being read, null when the player has no game on the device.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb } from '../../offline/db';
import { currentGame, pendingCount } from '../../offline/outbox';

export type CurrentGame = NonNullable<Awaited<ReturnType<typeof currentGame>>>;

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
