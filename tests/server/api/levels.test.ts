/**
 * Levels of a game over the real API (PGlite and PostgreSQL): the domain's level rules at their
 * edges, who may read and change the levels of PUBLIC and PRIVATE games, key conditions on
 * `order`, paging, conditional writes, and a deleted level taking its level controls with it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameLevelControls, gameLevels } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import { CHANGE_MATRIX, dataOf, errorOf, expectOutcome } from '../support/callers';
import { insertGame } from '../support/editor-rows';
import { levelInput } from '../support/level-inputs';
import type { Page } from '../support/pages';

const LEVEL = `id gameDefinitionId name description order minNumberControls allowGpsPunching
  allowCodePunching minDistanceLegalPunch owner createdAt updatedAt`;

const CREATE = `mutation ($input: CreateGameLevelInput!) { createGameLevel(input: $input) { ${LEVEL} } }`;
const UPDATE = `mutation ($input: UpdateGameLevelInput!, $condition: ModelConditionInput) {
  updateGameLevel(input: $input, condition: $condition) { ${LEVEL} } }`;
const DELETE = `mutation ($input: DeleteGameLevelInput!) { deleteGameLevel(input: $input) { id } }`;
const GET = `query ($id: ID!) { getGameLevel(id: $id) { ${LEVEL} } }`;
const LIST = `query ($gameDefinitionId: ID!, $order: ModelIntKeyConditionInput,
  $sortDirection: ModelSortDirection, $limit: Int, $nextToken: String) {
  gameLevelsByGameDefinitionIdByOrder(gameDefinitionId: $gameDefinitionId, order: $order,
    sortDirection: $sortDirection, limit: $limit, nextToken: $nextToken) {
    items { id order } nextToken } }`;

interface Level {
  id: string;
  order: number;
  owner: string;
  updatedAt: string;
  [field: string]: unknown;
}

describe.each(DATABASE_KINDS)('levels of a game (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor: owner, otherEditor, player, admin, send } = castBeforeAll(api);
  let publicGame: string;
  let privateGame: string;

  // A level's order is unique within its game: each new level takes the next one by default.
  let nextOrder = 100;
  function nextLevelInput(gameDefinitionId: string, fields: Record<string, unknown> = {}) {
    return { ...levelInput(gameDefinitionId, nextOrder++), ...fields };
  }

  async function createLevel(
    gameDefinitionId: string,
    fields: Record<string, unknown> = {},
    user: ApiUser = owner,
  ): Promise<Level> {
    const answer = await user.gql<{ createGameLevel: Level }>(CREATE, {
      input: nextLevelInput(gameDefinitionId, fields),
    });
    return dataOf(answer).createGameLevel;
  }

  beforeAll(async () => {
    publicGame = await insertGame(api.database.db, owner.sub, 'PUBLIC');
    privateGame = await insertGame(api.database.db, owner.sub, 'PRIVATE');
  });

  describe('createGameLevel', () => {
    it('stores the level for the game owner, with the id the client chose', async () => {
      const id = randomUUID();
      const level = await createLevel(publicGame, {
        id,
        name: '  First  ',
        description: 'Start here',
        order: 3,
      });
      expect(level).toMatchObject({
        id,
        gameDefinitionId: publicGame,
        name: 'First',
        description: 'Start here',
        order: 3,
        minNumberControls: 2,
        allowGpsPunching: true,
        allowCodePunching: true,
        minDistanceLegalPunch: 30,
        owner: owner.sub,
      });
      const again = await owner.gql(CREATE, { input: nextLevelInput(publicGame, { id }) });
      expect(errorOf(again)).toMatchObject({ code: 'BAD_INPUT', field: 'input.id' });
    });

    it.each([
      [
        'no punch method',
        { allowGpsPunching: false, allowCodePunching: false },
        'BAD_INPUT',
        'input.allowGpsPunching',
        'PUNCH_METHOD_REQUIRED',
      ],
      [
        'no punch method given (both left out)',
        { allowGpsPunching: undefined, allowCodePunching: undefined },
        'BAD_INPUT',
        'input.allowGpsPunching',
        'PUNCH_METHOD_REQUIRED',
      ],
      [
        'no punch method named at all (both null)',
        { allowGpsPunching: null, allowCodePunching: null },
        'BAD_INPUT',
        'input.allowGpsPunching',
        'PUNCH_METHOD_REQUIRED',
      ],
      [
        'GPS without a maximum distance',
        { allowGpsPunching: true, minDistanceLegalPunch: null },
        'BAD_INPUT',
        'input.minDistanceLegalPunch',
        'GPS_NEEDS_MAX_DISTANCE',
      ],
      [
        'a maximum distance of 0 m',
        { minDistanceLegalPunch: 0 },
        'BAD_INPUT',
        'input.minDistanceLegalPunch',
        'OUT_OF_RANGE',
      ],
      [
        'a negative minimum of controls',
        { minNumberControls: -1 },
        'BAD_INPUT',
        'input.minNumberControls',
        'OUT_OF_RANGE',
      ],
      ['a blank name', { name: '   ' }, 'MISSING_FIELD', 'input.name', 'REQUIRED'],
      ['a negative order', { order: -1 }, 'BAD_INPUT', 'input.order', 'OUT_OF_RANGE'],
    ])('refuses %s', async (_what, fields, code, field, reason) => {
      const answer = await owner.gql(CREATE, { input: nextLevelInput(publicGame, fields) });
      expect(errorOf(answer)).toEqual({ code, field, reason });
    });

    it.each([
      [
        'code punching only, without a distance',
        { allowGpsPunching: false, minDistanceLegalPunch: null },
      ],
      ['GPS only, with 0.1 m', { allowCodePunching: false, minDistanceLegalPunch: 0.1 }],
      ['a minimum of 0 controls', { minNumberControls: 0 }],
    ])('accepts %s', async (_what, fields) => {
      const level = await createLevel(publicGame, fields);
      expect(level).toMatchObject(fields);
    });

    it('refuses a level without minNumberControls as a missing field', async () => {
      const { minNumberControls: _omitted, ...input } = nextLevelInput(publicGame);
      const answer = await owner.gql(CREATE, { input });
      expect(errorOf(answer)).toEqual({
        code: 'MISSING_FIELD',
        field: 'input.minNumberControls',
        reason: 'REQUIRED',
      });
      expect(answer.data?.createGameLevel ?? null).toBeNull();
    });

    it('refuses a game that does not exist, and one the editor may not see', async () => {
      for (const gameDefinitionId of [
        randomUUID(),
        await insertGame(api.database.db, otherEditor.sub, 'PRIVATE'),
      ]) {
        const answer = await owner.gql(CREATE, { input: nextLevelInput(gameDefinitionId) });
        expect(errorOf(answer)).toMatchObject({
          code: 'NOT_FOUND',
          field: 'input.gameDefinitionId',
        });
      }
    });

    it('lets an Admin add a level, which stays the game owner’s', async () => {
      const level = await createLevel(privateGame, {}, admin);
      expect(level.owner).toBe(owner.sub);
    });
  });

  describe('updateGameLevel', () => {
    it('changes the named fields and keeps the rest', async () => {
      const level = await createLevel(publicGame, { description: 'Keep me' });
      const answer = await owner.gql<{ updateGameLevel: Level }>(UPDATE, {
        input: { id: level.id, name: 'Renamed', minNumberControls: 4 },
      });
      expect(answer.data?.updateGameLevel).toMatchObject({
        name: 'Renamed',
        minNumberControls: 4,
        description: 'Keep me',
        minDistanceLegalPunch: 30,
      });
    });

    it.each([
      [
        'a cleared minNumberControls',
        { minNumberControls: null },
        'MISSING_FIELD',
        'input.minNumberControls',
        'REQUIRED',
      ],
      [
        'turning both punch methods off',
        { allowGpsPunching: false, allowCodePunching: false },
        'BAD_INPUT',
        'input.allowGpsPunching',
        'PUNCH_METHOD_REQUIRED',
      ],
      [
        'clearing the distance of a GPS level',
        { minDistanceLegalPunch: null },
        'BAD_INPUT',
        'input.minDistanceLegalPunch',
        'GPS_NEEDS_MAX_DISTANCE',
      ],
    ])('refuses %s, judged with the stored fields', async (_what, fields, code, field, reason) => {
      const level = await createLevel(publicGame);
      const answer = await owner.gql(UPDATE, { input: { id: level.id, ...fields } });
      expect(errorOf(answer)).toEqual({ code, field, reason });
      const stored = await owner.gql<{ getGameLevel: Level }>(GET, { id: level.id });
      expect(stored.data?.getGameLevel).toMatchObject({ minNumberControls: 2 });
    });

    it('refuses turning GPS on for a code level that has no distance', async () => {
      const level = await createLevel(publicGame, {
        allowGpsPunching: false,
        minDistanceLegalPunch: null,
      });
      const answer = await owner.gql(UPDATE, { input: { id: level.id, allowGpsPunching: true } });
      expect(errorOf(answer)).toMatchObject({ reason: 'GPS_NEEDS_MAX_DISTANCE' });
    });

    it('answers NOT_FOUND for an unknown level', async () => {
      const answer = await owner.gql(UPDATE, { input: { id: randomUUID(), name: 'x' } });
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND', field: 'input.id' });
    });
  });

  describe('deleteGameLevel', () => {
    it('removes the level and its level controls, and keeps the controls', async () => {
      const level = await createLevel(publicGame);
      const control = await owner.gql<{ createControl: { id: string } }>(
        `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`,
        { input: { visualCode: '31', lat: 58.46, lng: 8.77, secretCode: 'ELG' } },
      );
      const controlId = control.data!.createControl.id;
      const link = await owner.gql(
        `mutation ($input: CreateGameLevelControlInput!) {
          createGameLevelControl(input: $input) { id } }`,
        { input: { gameLevelId: level.id, gameDefinitionId: publicGame, controlId, points: 2 } },
      );
      expect(link.errors).toBeUndefined();

      const answer = await owner.gql(DELETE, { input: { id: level.id } });
      expect(answer.data).toEqual({ deleteGameLevel: { id: level.id } });
      expect((await owner.gql(GET, { id: level.id })).data).toEqual({ getGameLevel: null });
      const db = api.database.db;
      expect(
        await db
          .select()
          .from(gameLevelControls)
          .where(eq(gameLevelControls.gameLevelId, level.id)),
      ).toEqual([]);
      const still = await owner.gql<{ getControl: { id: string } | null }>(
        `query ($id: ID!) { getControl(id: $id) { id } }`,
        { id: controlId },
      );
      expect(still.data?.getControl?.id).toBe(controlId);
    });
  });

  describe('permissions of every level mutation', () => {
    it.each(CHANGE_MATRIX)('createGameLevel by %s: %s', async (who, outcome) => {
      const answer = await send(who, CREATE, { input: nextLevelInput(publicGame) });
      expectOutcome(answer, outcome);
    });

    it.each(CHANGE_MATRIX)('updateGameLevel by %s: %s', async (who, outcome) => {
      const level = await createLevel(publicGame);
      const answer = await send(who, UPDATE, { input: { id: level.id, name: 'Changed' } });
      expectOutcome(answer, outcome);
      const [stored] = await api.database.db
        .select()
        .from(gameLevels)
        .where(eq(gameLevels.id, level.id));
      expect(stored?.name).toBe(outcome === 'ok' ? 'Changed' : 'Level');
    });

    it.each(CHANGE_MATRIX)('deleteGameLevel by %s: %s', async (who, outcome) => {
      const level = await createLevel(publicGame);
      const answer = await send(who, DELETE, { input: { id: level.id } });
      expectOutcome(answer, outcome);
      const rows = await api.database.db
        .select()
        .from(gameLevels)
        .where(eq(gameLevels.id, level.id));
      expect(rows).toHaveLength(outcome === 'ok' ? 0 : 1);
    });

    it('hides a PRIVATE game from another editor: its levels are NOT_FOUND to change', async () => {
      const level = await createLevel(privateGame);
      for (const query of [UPDATE, DELETE]) {
        const input = query === UPDATE ? { id: level.id, name: 'x' } : { id: level.id };
        const answer = await otherEditor.gql(query, { input });
        expect(errorOf(answer).code).toBe('NOT_FOUND');
      }
    });
  });

  describe('reading levels', () => {
    it('shows a PUBLIC game’s levels to any signed-in user', async () => {
      const level = await createLevel(publicGame);
      for (const user of [player, otherEditor, admin]) {
        const answer = await user.gql<{ getGameLevel: Level }>(GET, { id: level.id });
        expect(answer.data?.getGameLevel.id).toBe(level.id);
      }
    });

    it('hides a PRIVATE game’s levels from everyone but its owner and Admins', async () => {
      const game = await insertGame(api.database.db, owner.sub, 'PRIVATE');
      const level = await createLevel(game);
      for (const user of [player, otherEditor]) {
        expect((await user.gql(GET, { id: level.id })).data).toEqual({ getGameLevel: null });
        expect((await user.gql(LIST, { gameDefinitionId: game })).data).toEqual({
          gameLevelsByGameDefinitionIdByOrder: { items: [], nextToken: null },
        });
      }
      for (const user of [owner, admin]) {
        const list = await user.gql<{ gameLevelsByGameDefinitionIdByOrder: Page<Level> }>(LIST, {
          gameDefinitionId: game,
        });
        expect(list.data?.gameLevelsByGameDefinitionIdByOrder.items.map((l) => l.id)).toEqual([
          level.id,
        ]);
      }
    });

    it('answers null for an unknown level', async () => {
      expect((await player.gql(GET, { id: randomUUID() })).data).toEqual({ getGameLevel: null });
    });
  });

  describe('gameLevelsByGameDefinitionIdByOrder', () => {
    let game: string;
    beforeAll(async () => {
      game = await insertGame(api.database.db, owner.sub, 'PUBLIC');
      for (const order of [3, 1, 2, 5, 4]) await createLevel(game, { order, name: `L${order}` });
    });

    async function orders(variables: Record<string, unknown>, user: ApiUser = player) {
      const answer = await user.gql<{ gameLevelsByGameDefinitionIdByOrder: Page<Level> }>(LIST, {
        gameDefinitionId: game,
        ...variables,
      });
      const connection = dataOf(answer).gameLevelsByGameDefinitionIdByOrder;
      return { orders: connection.items.map((l) => l.order), nextToken: connection.nextToken };
    }

    it('lists by order, ascending or descending', async () => {
      expect((await orders({})).orders).toEqual([1, 2, 3, 4, 5]);
      expect((await orders({ sortDirection: 'DESC' })).orders).toEqual([5, 4, 3, 2, 1]);
    });

    it.each([
      [{ eq: 2 }, [2]],
      [{ between: [2, 4] }, [2, 3, 4]],
      [{ ge: 4 }, [4, 5]],
      [{ lt: 2 }, [1]],
    ])('filters the order by %j', async (order, expected) => {
      expect((await orders({ order })).orders).toEqual(expected);
    });

    it('pages with nextToken to the end', async () => {
      const first = await orders({ limit: 2 });
      expect(first.orders).toEqual([1, 2]);
      const second = await orders({ limit: 2, nextToken: first.nextToken });
      expect(second.orders).toEqual([3, 4]);
      const third = await orders({ limit: 2, nextToken: second.nextToken });
      expect(third).toEqual({ orders: [5], nextToken: null });
    });

    it('refuses a token of another query and a limit below 1', async () => {
      const first = await orders({ limit: 2 });
      const foreign = await player.gql(LIST, {
        gameDefinitionId: game,
        sortDirection: 'DESC',
        limit: 2,
        nextToken: first.nextToken,
      });
      expect(errorOf(foreign)).toMatchObject({ code: 'BAD_INPUT', field: 'nextToken' });
      const zero = await player.gql(LIST, { gameDefinitionId: game, limit: 0 });
      expect(errorOf(zero)).toMatchObject({ code: 'BAD_INPUT', field: 'limit' });
    });

    it('answers at most 100 levels a page', async () => {
      const big = await insertGame(api.database.db, owner.sub, 'PUBLIC');
      await api.database.db.insert(gameLevels).values(
        Array.from({ length: 101 }, (_, order) => ({
          id: randomUUID(),
          gameDefinitionId: big,
          name: `L${order}`,
          order,
          minNumberControls: 1,
          allowCodePunching: true,
          owner: owner.sub,
        })),
      );
      const answer = await player.gql<{ gameLevelsByGameDefinitionIdByOrder: Page<Level> }>(LIST, {
        gameDefinitionId: big,
        limit: 500,
      });
      const connection = answer.data!.gameLevelsByGameDefinitionIdByOrder;
      expect(connection.items).toHaveLength(100);
      expect(connection.nextToken).toEqual(expect.any(String));
    });
  });
});
