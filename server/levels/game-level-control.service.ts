/**
 * The controls of a level (`GameLevelControl`: a control placed on a level with its points, 1-5
 * by the domain's control schema): the lists by level, by control and by game, create, update
 * (points) and delete (remove from the level). Anyone signed in reads those of a game they may
 * see (players need position, visual code and points to play); only the game's owner or an Admin
 * places their own controls on its levels, changes the points or removes them.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { ErrorCode } from '../../src/domain/error-codes';
import { controlSchema } from '../../src/domain/schemas/control';
import { createControlRepository } from '../controls/control.repository';
import { inTransaction } from '../db/transaction';
import { requireEditor, requireOwnerOrAdmin, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { emptyPage, page, type Connection, type PageArgs } from '../graphql/connection';
import { merged, newRowId, parseInput } from '../graphql/input-validation';
import { lockedChange } from '../graphql/mutation-condition';
import {
  ownedGameDefinition,
  lockRowOfOwnedGame,
  visibleGameDefinition,
} from '../games/game-definition-access';
import {
  createGameLevelControlRepository,
  type GameLevelControlFilter,
  type GameLevelControlRow,
} from './game-level-control.repository';
import { createGameLevelRepository } from './game-level.repository';

/** The part of the control form that lives on the level: its points. */
const pointsSchema = v.pick(controlSchema, ['points']);

/** `gameLevelControlByControlId` answers 10 by default (the seed's check before a delete). */
const BY_CONTROL_DEFAULT_LIMIT = 10;

export interface CreateGameLevelControlInput {
  id?: string | null;
  gameLevelId: string;
  gameDefinitionId: string;
  controlId: string;
  points?: number | null;
}

export interface UpdateGameLevelControlInput {
  id: string;
  points?: number | null;
}

/** One page of links; `query` names the list (with its key) for the page token's scope. */
function linkPage(
  context: ApiContext,
  query: string,
  key: string,
  args: PageArgs,
  filter: GameLevelControlFilter,
): Promise<Connection<GameLevelControlRow>> {
  const repository = createGameLevelControlRepository(context.db);
  const scope = `${query}:${JSON.stringify([key, args.sortDirection])}`;
  return page(context, scope, args, (offset, count) =>
    repository.list(filter, { descending: args.sortDirection === 'DESC', offset, count }),
  );
}

/** The controls of a level; empty when the caller may not see its game. */
export async function listByGameLevel(
  context: ApiContext,
  args: PageArgs & { gameLevelId: string },
): Promise<Connection<GameLevelControlRow>> {
  const level = await createGameLevelRepository(context.db).byId(args.gameLevelId);
  if (!level || !(await visibleGameDefinition(context, level.gameDefinitionId))) {
    return emptyPage();
  }
  return linkPage(context, 'gameLevelControlByGameLevelId', args.gameLevelId, args, {
    gameLevelId: args.gameLevelId,
  });
}

/** The places of a control on levels, in the games the caller may see. */
export function listByControl(
  context: ApiContext,
  args: PageArgs & { controlId: string },
): Promise<Connection<GameLevelControlRow>> {
  const limited = { ...args, limit: args.limit ?? BY_CONTROL_DEFAULT_LIMIT };
  return linkPage(context, 'gameLevelControlByControlId', args.controlId, limited, {
    controlId: args.controlId,
    visibleTo: context.user,
  });
}

/** The controls of every level of a game; empty when the caller may not see it. */
export async function listByGameDefinition(
  context: ApiContext,
  args: PageArgs & { gameDefinitionId: string },
): Promise<Connection<GameLevelControlRow>> {
  if (!(await visibleGameDefinition(context, args.gameDefinitionId))) return emptyPage();
  return linkPage(context, 'gameLevelControlByGameDefinitionId', args.gameDefinitionId, args, {
    gameDefinitionId: args.gameDefinitionId,
  });
}

/** The stored link the caller may change, locked for the rest of the transaction. */
const ownedLink = lockRowOfOwnedGame(createGameLevelControlRepository);

export function createGameLevelControl(
  context: ApiContext,
  input: CreateGameLevelControlInput,
): Promise<GameLevelControlRow> {
  requireEditor(context);
  const { points } = parseInput(pointsSchema, { points: input.points });
  const id = newRowId(input.id, randomUUID);
  return inTransaction(context, async (tx) => {
    const level = await createGameLevelRepository(tx.db).byId(input.gameLevelId);
    if (!level) throw appError(ErrorCode.NOT_FOUND, { field: 'input.gameLevelId' });
    const definition = await ownedGameDefinition(tx, level.gameDefinitionId, 'input.gameLevelId');
    if (input.gameDefinitionId !== level.gameDefinitionId) {
      throw appError(ErrorCode.BAD_INPUT, { field: 'input.gameDefinitionId' });
    }
    // Share-locked: a control being deleted is not placed on a level meanwhile.
    const control = await createControlRepository(tx.db).byIdForShare(input.controlId);
    if (!control) throw appError(ErrorCode.NOT_FOUND, { field: 'input.controlId' });
    requireOwnerOrAdmin(tx, control.owner);
    const repository = createGameLevelControlRepository(tx.db);
    const now = tx.now();
    const created = await repository.insert({
      id,
      gameLevelId: level.id,
      gameDefinitionId: level.gameDefinitionId,
      controlId: control.id,
      points,
      owner: definition.owner,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return created;
    // Either the id is taken or the control is already on this level.
    const taken = await repository.byId(id);
    throw appError(ErrorCode.BAD_INPUT, { field: taken ? 'input.id' : 'input.controlId' });
  });
}

export const updateGameLevelControl = lockedChange(
  ownedLink,
  (tx, stored, input: UpdateGameLevelControlInput) => {
    const { points } = parseInput(pointsSchema, merged({ points: stored.points }, input));
    return createGameLevelControlRepository(tx.db).update(stored.id, {
      points,
      updatedAt: tx.now(),
    });
  },
);

export const deleteGameLevelControl = lockedChange(
  ownedLink,
  async (tx, stored, _input: { id: string }) => {
    await createGameLevelControlRepository(tx.db).delete(stored.id);
    return stored;
  },
);
