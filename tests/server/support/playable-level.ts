/**
 * A first level that makes a game playable (src/domain/game-playability.ts): one control, a
 * minimum of one, GPS and code punches allowed. For tests of games made through the API that are
 * not about levels but need the game offered to players (the PUBLIC search lists only playable
 * games). Rows are inserted directly, as tests/server/support/play-world.ts does.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/database';
import { controls, gameLevelControls, gameLevels } from '../../../server/db/schema/game';
import { ARENDAL } from './play-world';

export async function addPlayableLevel(db: Db, game: { id: string; owner: string }): Promise<void> {
  const levelId = randomUUID();
  const controlId = randomUUID();
  await db.insert(gameLevels).values({
    id: levelId,
    gameDefinitionId: game.id,
    name: 'Level 1',
    order: 1,
    minNumberControls: 1,
    allowGpsPunching: true,
    allowCodePunching: true,
    minDistanceLegalPunch: 20,
    owner: game.owner,
  });
  await db.insert(controls).values({
    id: controlId,
    visualCode: '101',
    lat: ARENDAL.lat,
    lng: ARENDAL.lng,
    secretCode: 'CODE1',
    owner: game.owner,
  });
  await db.insert(gameLevelControls).values({
    id: randomUUID(),
    gameLevelId: levelId,
    gameDefinitionId: game.id,
    controlId,
    points: 1,
    owner: game.owner,
  });
}
