/** How many ONGOING game states `owner` has on this device (the update prompt waits while any). */
import { GameProgress } from '../domain/game-progress';
import type { MapGameDb } from '../offline/db';

export function ongoingStateCount(db: MapGameDb, owner: string): Promise<number> {
  return db.gameStates.where('[owner+progress]').equals([owner, GameProgress.ONGOING]).count();
}
