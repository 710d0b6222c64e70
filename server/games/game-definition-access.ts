/**
 * Who may read and who may change the levels of a game: any signed-in user reads the levels and
 * level controls of a PUBLIC game (players need them to play) or of their own; a PRIVATE game's
 * are hidden from everyone else (NOT_FOUND, null or an empty list); only its owner or an Admin
 * changes them.
 */
import { ErrorCode } from '../../src/domain/error-codes';
import type { Db } from '../db/database';
import { canSee, requireOwnerOrAdmin, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { rowToChange, type MutationCondition } from '../graphql/mutation-condition';
import {
  createGameDefinitionRepository,
  type GameDefinitionRow,
} from './game-definition.repository';

/** The game definition when the caller may see it, else undefined. */
export async function visibleGameDefinition(
  context: ApiContext,
  id: string,
): Promise<GameDefinitionRow | undefined> {
  const row = await createGameDefinitionRepository(context.db).byId(id);
  return row && canSee(context, row) ? row : undefined;
}

/** The game definition the caller may change: NOT_FOUND when hidden, FORBIDDEN when not theirs. */
export async function ownedGameDefinition(
  context: ApiContext,
  id: string,
  field: string,
): Promise<GameDefinitionRow> {
  const row = await visibleGameDefinition(context, id);
  if (!row) throw appError(ErrorCode.NOT_FOUND, { field });
  requireOwnerOrAdmin(context, row.owner);
  return row;
}

/**
 * How to read the stored rows of a game (a level, a control's place on a level, a map's link to
 * it) that the caller changes, for `lockedChange`: the row by id from `repository`, locked for the rest of the
 * transaction; NOT_FOUND when missing or its game is hidden, FORBIDDEN when the game is not
 * theirs, BAD_INPUT when the condition fails.
 */
export function lockRowOfOwnedGame<
  R extends { gameDefinitionId: string; owner: string; updatedAt: Date },
>(repository: (db: Db) => { byIdForUpdate(id: string): Promise<R | undefined> }) {
  return async (
    context: ApiContext,
    id: string,
    condition: MutationCondition | null | undefined,
  ): Promise<R> =>
    rowToChange(
      await repository(context.db).byIdForUpdate(id),
      (stored) => ownedGameDefinition(context, stored.gameDefinitionId, 'input.id'),
      condition,
    );
}
