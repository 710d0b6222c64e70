/**
 * Levels of a game: read, list by `order`, create, update and delete. Inputs go through the
 * domain's level schema (`gameLevelSchema`: a punch method, GPS needs a maximum distance,
 * minNumberControls required). Anyone signed in reads the levels of a game they may see; only the
 * game's owner or an Admin changes them, and a level belongs to its game's owner whoever adds it.
 * A level's order is unique within its game: a clash is BAD_INPUT ORDER_TAKEN on `input.order`
 * naming the level that has it (refused rather than renumbered, so no other level moves behind the
 * course setter's back). Deleting a level that game states point to is LEVEL_IN_PLAY with their
 * counts unless `force`, which deletes those states with it.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { gameLevelSchema } from '../../src/domain/schemas/game-level';
import { inTransaction } from '../db/transaction';
import { createGameDefinitionRepository } from '../games/game-definition.repository';
import { requireEditor, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import {
  emptyPage,
  page,
  type Connection,
  type KeyCondition,
  type PageArgs,
} from '../graphql/connection';
import { insertedRow, merged, newRowId, parseInput } from '../graphql/input-validation';
import { lockedChange } from '../graphql/mutation-condition';
import {
  ownedGameDefinition,
  lockRowOfOwnedGame,
  visibleGameDefinition,
} from '../games/game-definition-access';
import { createGameLevelControlRepository } from './game-level-control.repository';
import { createGameStateRepository } from '../play/game-state.repository';
import { createGameLevelRepository, type GameLevelRow } from './game-level.repository';

/** The level fields of CreateGameLevelInput and UpdateGameLevelInput. */
export interface GameLevelFields {
  name?: string | null;
  description?: string | null;
  order?: number | null;
  minNumberControls?: number | null;
  allowGpsPunching?: boolean | null;
  allowCodePunching?: boolean | null;
  minDistanceLegalPunch?: number | null;
}

export type CreateGameLevelInput = GameLevelFields & {
  id?: string | null;
  gameDefinitionId: string;
};
export type UpdateGameLevelInput = GameLevelFields & { id: string };
export interface DeleteGameLevelInput {
  id: string;
  force?: boolean | null;
}

export interface GameLevelListArgs extends PageArgs {
  gameDefinitionId: string;
  order?: KeyCondition<number> | null;
}

/**
 * The level fields with an explicit null punch method read as unchecked (false), as the form's
 * check box does, so "no method" is always PUNCH_METHOD_REQUIRED.
 */
function withFlags<T extends GameLevelFields>(input: T): T {
  return {
    ...input,
    allowGpsPunching: input.allowGpsPunching === null ? false : input.allowGpsPunching,
    allowCodePunching: input.allowCodePunching === null ? false : input.allowCodePunching,
  };
}

/** Refuses an order another level of the game already has, naming that level. */
async function requireFreeOrder(
  context: ApiContext,
  gameDefinitionId: string,
  order: number,
  levelId: string | null,
): Promise<void> {
  const levels = createGameLevelRepository(context.db);
  await levels.lockOrders(gameDefinitionId);
  const clash = await levels.withOrder(gameDefinitionId, order, levelId);
  if (!clash) return;
  const game = await createGameDefinitionRepository(context.db).byId(gameDefinitionId);
  throw appError(ErrorCode.BAD_INPUT, {
    field: 'input.order',
    reason: FieldErrorCode.ORDER_TAKEN,
    affected: {
      levels: [
        {
          gameLevelId: clash.id,
          levelName: clash.name,
          levelOrder: clash.order,
          gameDefinitionId,
          gameName: game?.name ?? null,
        },
      ],
    },
  });
}

/** The stored level the caller may change, locked for the rest of the transaction. */
const ownedLevel = lockRowOfOwnedGame(createGameLevelRepository);

/** The level when the caller may see its game, else null. */
export async function getGameLevel(context: ApiContext, id: string): Promise<GameLevelRow | null> {
  const level = await createGameLevelRepository(context.db).byId(id);
  if (!level) return null;
  return (await visibleGameDefinition(context, level.gameDefinitionId)) ? level : null;
}

/** A page of a game's levels by `order`; empty when the caller may not see the game. */
export async function listGameLevels(
  context: ApiContext,
  args: GameLevelListArgs,
): Promise<Connection<GameLevelRow>> {
  if (!(await visibleGameDefinition(context, args.gameDefinitionId))) return emptyPage();
  const repository = createGameLevelRepository(context.db);
  const scope = `gameLevelsByGameDefinitionIdByOrder:${JSON.stringify([args.gameDefinitionId, args.order, args.sortDirection])}`;
  return page(context, scope, args, (offset, count) =>
    repository.listByGameDefinition({
      gameDefinitionId: args.gameDefinitionId,
      order: args.order,
      descending: args.sortDirection === 'DESC',
      offset,
      count,
    }),
  );
}

export async function createGameLevel(
  context: ApiContext,
  input: CreateGameLevelInput,
): Promise<GameLevelRow> {
  requireEditor(context);
  const values = parseInput(gameLevelSchema, withFlags(input));
  const id = newRowId(input.id, randomUUID);
  const definition = await ownedGameDefinition(
    context,
    input.gameDefinitionId,
    'input.gameDefinitionId',
  );
  return inTransaction(context, async (tx) => {
    await requireFreeOrder(tx, definition.id, values.order, null);
    const now = tx.now();
    const created = await createGameLevelRepository(tx.db).insert({
      ...values,
      id,
      gameDefinitionId: definition.id,
      owner: definition.owner,
      createdAt: now,
      updatedAt: now,
    });
    return insertedRow(created);
  });
}

export const updateGameLevel = lockedChange(
  ownedLevel,
  async (tx, stored, input: UpdateGameLevelInput) => {
    const values = parseInput(gameLevelSchema, merged(stored, withFlags(input)));
    if (values.order !== stored.order) {
      await requireFreeOrder(tx, stored.gameDefinitionId, values.order, stored.id);
    }
    return createGameLevelRepository(tx.db).update(stored.id, {
      ...values,
      updatedAt: tx.now(),
    });
  },
);

export const deleteGameLevel = lockedChange(
  ownedLevel,
  async (tx, stored, input: DeleteGameLevelInput) => {
    const states = createGameStateRepository(tx.db);
    if (input.force === true) {
      await states.deleteByGameLevel(stored.id);
    } else {
      const uses = await states.usesOfLevel(stored.id);
      if (uses.states > 0) {
        throw appError(ErrorCode.LEVEL_IN_PLAY, {
          field: 'input.id',
          affected: { gameStateCount: uses.states, playerCount: uses.players },
        });
      }
    }
    // A level's controls stay in the control list; only their places on this level go.
    await createGameLevelControlRepository(tx.db).deleteByGameLevel(stored.id);
    await createGameLevelRepository(tx.db).delete(stored.id);
    return stored;
  },
);
