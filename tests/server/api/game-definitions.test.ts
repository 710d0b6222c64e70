/**
 * Game definitions through the API (createGameDefinition, updateGameDefinition,
 * getGameDefinition, listGameDefinitions, gameDefinitionByStateByStartGeoHash) on PGlite and on
 * PostgreSQL: the stored game and its precision-10 start geohash, the domain's validation at its
 * edges, PRIVATE visibility, the start-area search by prefix and paging.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startGeoHash } from '../../../src/domain/geohash';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import {
  dataOf,
  errorOf,
  expectUpdatesRefusedAndRowKept,
  itIsSeenByOwnerAndAdminAlone,
} from '../support/callers';
import { everyPage, itPagesAsOnePage, type Page } from '../support/pages';
import { withAskedFlags } from '../support/game-flags';
import { addPlayableLevel } from '../support/playable-level';
import { CLASSIC_GAME } from '../support/game-inputs';
import type { GameDefinitionAnswer } from '../support/api-answers';

const FIELDS = 'id name type active state startGeoHash startLat startLng owner createdAt updatedAt';
const CREATE = `mutation ($input: CreateGameDefinitionInput!) {
  createGameDefinition(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateGameDefinitionInput!, $condition: ModelConditionInput) {
  updateGameDefinition(input: $input, condition: $condition) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { getGameDefinition(id: $id) { ${FIELDS} } }`;
const LIST = `query ($limit: Int, $nextToken: String) {
  listGameDefinitions(limit: $limit, nextToken: $nextToken) { items { id } nextToken } }`;
const SEARCH = `query ($state: String!, $startGeoHash: ModelStringKeyConditionInput, $limit: Int,
  $nextToken: String) {
  gameDefinitionByStateByStartGeoHash(state: $state, startGeoHash: $startGeoHash, limit: $limit,
    nextToken: $nextToken) { items { id startGeoHash } nextToken } }`;

type Game = Omit<GameDefinitionAnswer, 'publishMissing'>;
type GamePage = Page<{ id: string; startGeoHash?: string }>;

describe.each(DATABASE_KINDS)('game definitions through the API (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor, otherEditor, player, callers } = castBeforeAll(api);

  async function create(input: Record<string, unknown>, by: ApiUser = editor): Promise<Game> {
    const answer = await by.gql<{ createGameDefinition: Game }>(CREATE, { input });
    const created = dataOf(answer).createGameDefinition;
    expect(created).toMatchObject({ active: false, state: 'PRIVATE' });
    // A new game is a PRIVATE draft (game-publishing.test.ts); these tests need the flags asked
    // for, as the game would have them once published.
    return withAskedFlags(api.database.db, created, input);
  }

  /** A game with a playable first level: the PUBLIC search lists only those. */
  async function createPlayable(input: Record<string, unknown>): Promise<Game> {
    const game = await create(input);
    await addPlayableLevel(api.database.db, game);
    return game;
  }

  describe('createGameDefinition', () => {
    it('stores the game, owned by the caller, with the precision-10 start geohash', async () => {
      const game = await create(CLASSIC_GAME);
      expect(game).toMatchObject({ ...CLASSIC_GAME, owner: editor.sub });
      expect(game.startGeoHash).toBe(startGeoHash({ lat: 58.4615, lng: 8.7725 }));
      expect(game.startGeoHash).toHaveLength(10);
      expect(game.startGeoHash?.startsWith('u4qh')).toBe(true);
      expect((await player.gql<{ getGameDefinition: Game }>(GET, { id: game.id })).data).toEqual({
        getGameDefinition: game,
      });
    });

    it('makes a game PRIVATE by default and has no start hash without a start', async () => {
      const game = await create({ name: 'Uten start', type: 'levels', active: false });
      expect(game).toMatchObject({ state: 'PRIVATE', startGeoHash: null, startLat: null });
    });

    it.each([
      ['a blank name', { name: ' ' }, 'MISSING_FIELD', 'input.name', 'REQUIRED'],
      ['another type', { type: 'race' }, 'BAD_INPUT', 'input.type', 'OUT_OF_RANGE'],
      ['a blank type', { type: '' }, 'MISSING_FIELD', 'input.type', 'REQUIRED'],
      ['another state', { state: 'OPEN' }, 'BAD_INPUT', 'input.state', 'OUT_OF_RANGE'],
      [
        'a latitude over 90',
        { startLat: 90.000001 },
        'BAD_INPUT',
        'input.startLat',
        'OUT_OF_RANGE',
      ],
      [
        'a longitude over 180',
        { startLng: 180.000001 },
        'BAD_INPUT',
        'input.startLng',
        'OUT_OF_RANGE',
      ],
      [
        'a latitude without a longitude',
        { startLng: null },
        'MISSING_FIELD',
        'input.startLng',
        'REQUIRED',
      ],
      [
        'a longitude without a latitude',
        { startLat: null },
        'MISSING_FIELD',
        'input.startLat',
        'REQUIRED',
      ],
      ['a blank id', { id: '' }, 'BAD_INPUT', 'input.id', 'OUT_OF_RANGE'],
    ])('refuses %s', async (_what, change, code, field, reason) => {
      const answer = await editor.gql(CREATE, { input: { ...CLASSIC_GAME, ...change } });
      expect(answer.data?.createGameDefinition).toBeNull();
      expect(errorOf(answer)).toEqual({ code, field, reason });
    });

    it.each([
      ['the north-east corner of the world', { startLat: 90, startLng: 180 }],
      ['the south-west corner of the world', { startLat: -90, startLng: -180 }],
    ])('accepts a start at %s', async (_what, change) => {
      const game = await create({ ...CLASSIC_GAME, ...change });
      expect(game.startGeoHash).toBe(startGeoHash({ lat: change.startLat, lng: change.startLng }));
    });

    it('keeps a client id and refuses it the second time', async () => {
      const id = `game-${Date.now()}`;
      expect((await create({ ...CLASSIC_GAME, id })).id).toBe(id);
      const again = await editor.gql(CREATE, { input: { ...CLASSIC_GAME, id } });
      expect(errorOf(again)).toMatchObject({ code: 'BAD_INPUT', field: 'input.id' });
    });
  });

  describe('updateGameDefinition', () => {
    it('changes the given fields and moves the start geohash with the start', async () => {
      const game = await create(CLASSIC_GAME);
      const answer = await editor.gql<{ updateGameDefinition: Game }>(UPDATE, {
        input: { id: game.id, name: 'Oslojakt', startLat: 59.91, startLng: 10.75 },
      });
      expect(answer.data?.updateGameDefinition).toMatchObject({
        ...CLASSIC_GAME,
        name: 'Oslojakt',
        startLat: 59.91,
        startLng: 10.75,
        startGeoHash: startGeoHash({ lat: 59.91, lng: 10.75 }),
        owner: editor.sub,
      });
    });

    it('clears the start and its geohash when both coordinates are cleared', async () => {
      const game = await create(CLASSIC_GAME);
      const answer = await editor.gql<{ updateGameDefinition: Game }>(UPDATE, {
        input: { id: game.id, startLat: null, startLng: null },
      });
      expect(answer.data?.updateGameDefinition).toMatchObject({ startGeoHash: null });
    });

    it('refuses a half-cleared start, an unset active flag, and keeps the game', async () => {
      const game = await create(CLASSIC_GAME);
      await expectUpdatesRefusedAndRowKept(editor, { update: UPDATE, get: GET }, game, [
        [
          { startLng: null },
          { code: 'MISSING_FIELD', field: 'input.startLng', reason: 'REQUIRED' },
        ],
        [{ active: null }, { code: 'MISSING_FIELD', field: 'input.active', reason: 'REQUIRED' }],
      ]);
    });

    it('answers NOT_FOUND for an unknown game', async () => {
      const answer = await editor.gql(UPDATE, { input: { id: 'no-such-game', name: 'X' } });
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND', field: 'input.id' });
    });
  });

  describe('PRIVATE games', () => {
    itIsSeenByOwnerAndAdminAlone(
      { callers, otherEditor },
      { get: GET, list: LIST, search: SEARCH, update: UPDATE },
      { state: 'PRIVATE', startGeoHash: { beginsWith: 'u4qh' } },
      () => create({ ...CLASSIC_GAME, state: 'PRIVATE' }),
    );
  });

  describe('listGameDefinitions by id (the seed’s single lookup, limit 1)', () => {
    const BY_ID = `query ($id: ID!) {
      listGameDefinitions(filter: { id: { eq: $id } }, limit: 1) { items { id name } nextToken } }`;

    it('finds the one game', async () => {
      const game = await create({ ...CLASSIC_GAME, name: 'Funnet' });
      const answer = await player.gql<{ listGameDefinitions: GamePage }>(BY_ID, { id: game.id });
      expect(answer.data?.listGameDefinitions).toEqual({
        items: [{ id: game.id, name: 'Funnet' }],
        nextToken: null,
      });
    });

    it('finds nothing for a PRIVATE game of another', async () => {
      const game = await create({ ...CLASSIC_GAME, state: 'PRIVATE' });
      const answer = await player.gql<{ listGameDefinitions: GamePage }>(BY_ID, { id: game.id });
      expect(answer.data?.listGameDefinitions.items).toEqual([]);
    });
  });

  describe('the start-area search', () => {
    let arendal: Game;
    let grimstad: Game;

    beforeAll(async () => {
      arendal = await createPlayable({ ...CLASSIC_GAME, name: 'Arendal' });
      grimstad = await createPlayable({
        ...CLASSIC_GAME,
        name: 'Grimstad',
        startLat: 58.34,
        startLng: 8.59,
      });
    });

    it('finds by a precision-4 prefix only the games that start in that cell', async () => {
      const cell = arendal.startGeoHash!.slice(0, 4);
      expect(grimstad.startGeoHash!.slice(0, 4)).not.toBe(cell);
      const answer = await player.gql<{ gameDefinitionByStateByStartGeoHash: GamePage }>(SEARCH, {
        state: 'PUBLIC',
        startGeoHash: { beginsWith: cell },
      });
      const items = answer.data!.gameDefinitionByStateByStartGeoHash.items;
      expect(items.map((g) => g.id)).toContain(arendal.id);
      expect(items.map((g) => g.id)).not.toContain(grimstad.id);
      expect(items.every((g) => g.startGeoHash?.startsWith(cell))).toBe(true);
    });

    it('takes an exact key condition too', async () => {
      const answer = await player.gql<{ gameDefinitionByStateByStartGeoHash: GamePage }>(SEARCH, {
        state: 'PUBLIC',
        startGeoHash: { eq: grimstad.startGeoHash },
      });
      expect(answer.data!.gameDefinitionByStateByStartGeoHash.items.map((g) => g.id)).toEqual([
        grimstad.id,
      ]);
    });

    it('refuses a state other than PRIVATE or PUBLIC', async () => {
      const answer = await player.gql(SEARCH, { state: 'ACTIVE' });
      expect(errorOf(answer)).toEqual({
        code: 'BAD_INPUT',
        field: 'state',
        reason: 'OUT_OF_RANGE',
      });
    });
  });

  describe('paging', () => {
    beforeAll(async () => {
      for (let i = 0; i < 5; i += 1) {
        await createPlayable({
          ...CLASSIC_GAME,
          name: `Side ${i}`,
          startLat: -33.9 + i * 0.001,
          startLng: 18.4,
        });
      }
    });

    it('gives each game once over pages of 2, appending until nextToken is null', async () => {
      const pages = await everyPage(player, SEARCH, {
        state: 'PUBLIC',
        startGeoHash: { beginsWith: startGeoHash({ lat: -33.9, lng: 18.4 }).slice(0, 4) },
        limit: 2,
      });
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
      expect(new Set(pages.flatMap((page) => page.items.map((g) => g.id))).size).toBe(5);
    });

    itPagesAsOnePage(player, LIST, 'listGameDefinitions', 4);
  });
});
