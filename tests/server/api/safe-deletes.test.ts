/**
 * Safe deletes and level order over the real API (PGlite and PostgreSQL): CONTROL_IN_USE names the
 * levels and games a control is placed on; deleting a level that game states point to is
 * LEVEL_IN_PLAY with their counts unless forced (which deletes those states with it); a level's
 * order is at least 1 and unique within its game (BAD_INPUT ORDER_TAKEN naming the level that has
 * it), on create and on update.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameDefinitions, gameLevels } from '../../../server/db/schema/game';
import { gameStates } from '../../../server/db/schema/play';
import { DATABASE_KINDS, type GraphqlAnswer } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { dataOf } from '../support/callers';

const CREATE_CONTROL = `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`;
const DELETE_CONTROL = `mutation ($input: DeleteControlInput!) { deleteControl(input: $input) { id } }`;
const LINK = `mutation ($input: CreateGameLevelControlInput!) {
  createGameLevelControl(input: $input) { id } }`;
const CREATE_LEVEL = `mutation ($input: CreateGameLevelInput!) {
  createGameLevel(input: $input) { id order } }`;
const UPDATE_LEVEL = `mutation ($input: UpdateGameLevelInput!) {
  updateGameLevel(input: $input) { id order } }`;
const DELETE_LEVEL = `mutation ($input: DeleteGameLevelInput!) { deleteGameLevel(input: $input) { id } }`;

function extensionsOf(answer: GraphqlAnswer) {
  return answer.errors?.[0]?.extensions as Record<string, unknown> | undefined;
}

describe.each(DATABASE_KINDS)('safe deletes and level order (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const owner = userBeforeAll(api, 'editor');
  const player = userBeforeAll(api, 'player');

  async function insertGame(name: string): Promise<string> {
    const id = randomUUID();
    await api.database.db
      .insert(gameDefinitions)
      .values({ id, name, type: 'levels', active: true, state: 'PUBLIC', owner: owner.sub });
    return id;
  }

  async function createLevel(gameDefinitionId: string, name: string, order: number | string) {
    return owner.gql<{ createGameLevel: { id: string; order: number } }>(CREATE_LEVEL, {
      input: {
        gameDefinitionId,
        name,
        order,
        minNumberControls: 1,
        allowCodePunching: true,
      },
    });
  }

  async function level(gameDefinitionId: string, name: string, order: number): Promise<string> {
    const answer = await createLevel(gameDefinitionId, name, order);
    return dataOf(answer).createGameLevel.id;
  }

  async function levelRow(id: string) {
    const [row] = await api.database.db.select().from(gameLevels).where(eq(gameLevels.id, id));
    return row;
  }

  async function statesOf(gameLevelId: string) {
    return api.database.db.select().from(gameStates).where(eq(gameStates.gameLevelId, gameLevelId));
  }

  async function insertState(gameDefinitionId: string, gameLevelId: string, stateOwner: string) {
    await api.database.db.insert(gameStates).values({
      id: randomUUID(),
      gameId: randomUUID(),
      gameDefinitionId,
      gameLevelId,
      owner: stateOwner,
      progress: 'ONGOING',
      gameStartedAt: new Date(),
    });
  }

  describe('deleteControl', () => {
    it('names every level and game the control is on, and deletes nothing unforced', async () => {
      const forest = await insertGame('Forest cup');
      const town = await insertGame('Town sprint');
      const levels = [
        { game: forest, id: await level(forest, 'Beginners', 1) },
        { game: forest, id: await level(forest, 'Experts', 2) },
        { game: town, id: await level(town, 'Park', 1) },
      ];
      const control = await owner.gql<{ createControl: { id: string } }>(CREATE_CONTROL, {
        input: { visualCode: '31', lat: 58.46, lng: 8.77, secretCode: 'OWL' },
      });
      const controlId = control.data!.createControl.id;
      for (const { game, id } of levels) {
        const linked = await owner.gql(LINK, {
          input: { gameLevelId: id, gameDefinitionId: game, controlId, points: 1 },
        });
        expect(linked.errors).toBeUndefined();
      }

      const refused = await owner.gql(DELETE_CONTROL, { input: { id: controlId } });
      expect(extensionsOf(refused)).toMatchObject({ code: 'CONTROL_IN_USE', field: 'input.id' });
      expect(extensionsOf(refused)?.affected).toEqual({
        levels: [
          {
            gameLevelId: levels[0]!.id,
            levelName: 'Beginners',
            levelOrder: 1,
            gameDefinitionId: forest,
            gameName: 'Forest cup',
          },
          {
            gameLevelId: levels[1]!.id,
            levelName: 'Experts',
            levelOrder: 2,
            gameDefinitionId: forest,
            gameName: 'Forest cup',
          },
          {
            gameLevelId: levels[2]!.id,
            levelName: 'Park',
            levelOrder: 1,
            gameDefinitionId: town,
            gameName: 'Town sprint',
          },
        ],
      });

      const forced = await owner.gql(DELETE_CONTROL, { input: { id: controlId, force: true } });
      expect(forced.data).toEqual({ deleteControl: { id: controlId } });
    });
  });

  describe('deleteGameLevel', () => {
    it('deletes a level no game state points to', async () => {
      const game = await insertGame('Empty night');
      const id = await level(game, 'Unplayed', 1);
      const answer = await owner.gql(DELETE_LEVEL, { input: { id } });
      expect(answer.data).toEqual({ deleteGameLevel: { id } });
      expect(await levelRow(id)).toBeUndefined();
    });

    it('refuses a level in play with LEVEL_IN_PLAY and its counts, then force deletes it and its states', async () => {
      const game = await insertGame('Played night');
      const id = await level(game, 'Played', 1);
      const kept = await level(game, 'Other', 2);
      await insertState(game, id, player.sub);
      await insertState(game, id, player.sub);
      await insertState(game, id, owner.sub);
      await insertState(game, kept, player.sub);

      for (const force of [undefined, false]) {
        const refused = await owner.gql(DELETE_LEVEL, { input: { id, force } });
        expect(extensionsOf(refused)).toMatchObject({
          code: 'LEVEL_IN_PLAY',
          field: 'input.id',
          affected: { gameStateCount: 3, playerCount: 2 },
        });
        expect(await levelRow(id)).toBeDefined();
        expect(await statesOf(id)).toHaveLength(3);
      }

      const forced = await owner.gql(DELETE_LEVEL, { input: { id, force: true } });
      expect(forced.data).toEqual({ deleteGameLevel: { id } });
      expect(await levelRow(id)).toBeUndefined();
      expect(await statesOf(id)).toEqual([]);
      expect(await statesOf(kept)).toHaveLength(1);
    });

    it('lets no player force the delete of a level', async () => {
      const game = await insertGame('Guarded night');
      const id = await level(game, 'Guarded', 1);
      const answer = await player.gql(DELETE_LEVEL, { input: { id, force: true } });
      expect(extensionsOf(answer)?.code).toBe('FORBIDDEN');
      expect(await levelRow(id)).toBeDefined();
    });
  });

  describe('level order', () => {
    it.each([0, -1])('refuses order %j as OUT_OF_RANGE', async (order) => {
      const game = await insertGame('Order night');
      const answer = await createLevel(game, 'Zero', order);
      expect(extensionsOf(answer)).toMatchObject({
        code: 'BAD_INPUT',
        field: 'input.order',
        reason: 'OUT_OF_RANGE',
      });
    });

    it('accepts order 1', async () => {
      const game = await insertGame('First night');
      const answer = await createLevel(game, 'First', 1);
      expect(answer.data?.createGameLevel.order).toBe(1);
    });

    it('refuses a new level with an order the game already has, naming that level', async () => {
      const game = await insertGame('Clash night');
      const first = await level(game, 'Lake loop', 1);
      const answer = await createLevel(game, 'Second try', 1);
      expect(extensionsOf(answer)).toMatchObject({
        code: 'BAD_INPUT',
        field: 'input.order',
        reason: 'ORDER_TAKEN',
        affected: {
          levels: [
            {
              gameLevelId: first,
              levelName: 'Lake loop',
              levelOrder: 1,
              gameDefinitionId: game,
              gameName: 'Clash night',
            },
          ],
        },
      });
    });

    it('allows the same order in another game', async () => {
      await level(await insertGame('Game A'), 'A1', 1);
      const answer = await createLevel(await insertGame('Game B'), 'B1', 1);
      expect(answer.errors).toBeUndefined();
    });

    it('refuses an update onto a taken order, and keeps a level on its own order', async () => {
      const game = await insertGame('Update night');
      await level(game, 'One', 1);
      const two = await level(game, 'Two', 2);
      const clash = await owner.gql(UPDATE_LEVEL, { input: { id: two, order: 1 } });
      expect(extensionsOf(clash)).toMatchObject({ reason: 'ORDER_TAKEN', field: 'input.order' });
      expect((await levelRow(two))?.order).toBe(2);

      const same = await owner.gql(UPDATE_LEVEL, { input: { id: two, name: 'Two b', order: 2 } });
      expect(same.errors).toBeUndefined();
      const moved = await owner.gql(UPDATE_LEVEL, { input: { id: two, order: 3 } });
      expect(moved.data).toEqual({ updateGameLevel: { id: two, order: 3 } });
    });
  });
});
