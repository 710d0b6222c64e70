/**
 * What the play map's first render needs from the phone, read while the router opens the screen
 * (the route's loader, beside the screen's code): the player's current game and the saved map
 * view, both in IndexedDB. With them the first frame is the whole play screen with its map being
 * made, instead of "Loading map…" and then the screen, and the map shows sooner. A read that fails
 * or takes longer than READ_AHEAD_WAIT_MS is left to the screen's own hooks, which read again: a
 * slow database brings the loading step back, and never holds the screen up.
 */
import { readCurrentGame } from '../../offline/use-current-game';
import type { CurrentGame } from '../../offline/outbox';
import { readStoredMapView, type MapViewSetting } from '../../ui/map/map-view-setting';

export const READ_AHEAD_WAIT_MS = 500;

export interface GameMapReadAhead {
  /** The current game (null: none on the phone); undefined when not read in time. */
  game?: CurrentGame | null;
  view?: MapViewSetting;
}

export async function readGameMapAhead(owner: string | undefined): Promise<GameMapReadAhead> {
  const ahead: GameMapReadAhead = {};
  const reads = Promise.all([
    readStoredMapView().then((view) => (ahead.view = view)),
    owner ? readCurrentGame(owner).then((game) => (ahead.game = game)) : undefined,
  ]).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, READ_AHEAD_WAIT_MS)));
  await Promise.race([reads, wait]);
  clearTimeout(timer);
  // What came in time; a read finishing later does not change what the screen was given.
  return { ...ahead };
}
