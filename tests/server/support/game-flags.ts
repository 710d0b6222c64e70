/**
 * A new game starts inactive and PRIVATE whatever its create input asks (publishing needs the
 * checklist of src/domain/publish-checklist.ts, see tests/server/api/game-publishing.test.ts).
 * For tests of games made through the API that are not about publishing but need the flags the
 * input asked for, this sets them directly, as a published game would have them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { gameDefinitions } from '../../../server/db/schema/game';

export async function withAskedFlags<T extends { id: string; active?: boolean; state?: string }>(
  db: Db,
  game: T,
  input: { active?: unknown; state?: unknown },
): Promise<T> {
  const active = input.active === true;
  const state = input.state === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
  const [row] = await db
    .update(gameDefinitions)
    .set({ active, state })
    .where(eq(gameDefinitions.id, game.id))
    .returning({ active: gameDefinitions.active, state: gameDefinitions.state });
  return {
    ...game,
    ...('active' in game ? { active: row?.active } : {}),
    ...('state' in game ? { state: row?.state } : {}),
  };
}
