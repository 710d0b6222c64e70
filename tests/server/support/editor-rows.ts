/**
 * An editor's games and levels written straight to the database, for API tests that are not
 * about creating them (the checks of the create mutations are their own tests').
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/database';
import { gameDefinitions, gameLevels } from '../../../server/db/schema/game';

/** An active levels game of `owner` in `state`: its id. */
export async function insertGame(
  db: Db,
  owner: string,
  state: 'PUBLIC' | 'PRIVATE',
): Promise<string> {
  const id = randomUUID();
  await db
    .insert(gameDefinitions)
    .values({ id, name: `Game ${id}`, type: 'levels', active: true, state, owner });
  return id;
}

/** The first level of `gameDefinitionId` (a minimum of one control, code punches): its id. */
export async function insertLevel(
  db: Db,
  gameDefinitionId: string,
  owner: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(gameLevels).values({
    id,
    gameDefinitionId,
    name: 'Level',
    order: 1,
    minNumberControls: 1,
    allowCodePunching: true,
    owner,
  });
  return id;
}
