/**
 * Publishing games through the API on PGlite and PostgreSQL: a new game starts inactive and
 * PRIVATE whatever its input asks; `GameDefinition.publishMissing` lists what players need that
 * it lacks (src/domain/publish-checklist.ts); making it active and PUBLIC is refused with
 * GAME_NOT_PLAYABLE and `extensions.missing` until the checklist holds, and then it reaches the
 * players' search.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { controls, gameLevelControls, gameLevels } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { dataOf } from '../support/callers';
import { ARENDAL } from '../support/play-world';
import { CREATE_MAP, TILE_MAP } from '../support/map-inputs';
import type { GameDefinitionAnswer } from '../support/api-answers';

const GAME_FIELDS = 'id active state startGeoHash publishMissing';
const CREATE = `mutation ($input: CreateGameDefinitionInput!) {
  createGameDefinition(input: $input) { ${GAME_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateGameDefinitionInput!) {
  updateGameDefinition(input: $input) { ${GAME_FIELDS} } }`;
const GET = `query ($id: ID!) { getGameDefinition(id: $id) { ${GAME_FIELDS} } }`;
const SEARCH = `query ($hash: ModelStringKeyConditionInput) {
  gameDefinitionByStateByStartGeoHash(state: "PUBLIC", startGeoHash: $hash, limit: 100) {
    items { id } } }`;
const LINK = `mutation ($input: CreateOmapGameDefinitionInput!) {
  createOmapGameDefinition(input: $input) { id } }`;

type Game = Pick<
  GameDefinitionAnswer,
  'id' | 'active' | 'state' | 'startGeoHash' | 'publishMissing'
>;

describe.each(DATABASE_KINDS)('publishing a game (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  const player = userBeforeAll(api, 'player');

  async function create(input: Record<string, unknown>): Promise<Game> {
    const answer = await editor.gql<{ createGameDefinition: Game }>(CREATE, { input });
    return dataOf(answer).createGameDefinition;
  }

  function publish(id: string) {
    return editor.gql<{ updateGameDefinition: Game | null }>(UPDATE, {
      input: { id, active: true, state: 'PUBLIC' },
    });
  }

  async function read(id: string, by: ApiUser = editor): Promise<Game | null> {
    return (await by.gql<{ getGameDefinition: Game | null }>(GET, { id })).data!.getGameDefinition;
  }

  async function listed(game: Game): Promise<boolean> {
    const answer = await player.gql<{ gameDefinitionByStateByStartGeoHash: { items: Game[] } }>(
      SEARCH,
      { hash: { eq: game.startGeoHash } },
    );
    return answer.data!.gameDefinitionByStateByStartGeoHash.items.some((g) => g.id === game.id);
  }

  async function linkMap(gameDefinitionId: string) {
    const map = await editor.gql<{ createOmap: { id: string } }>(CREATE_MAP, { input: TILE_MAP });
    const link = await editor.gql(LINK, {
      input: { omapId: map.data!.createOmap.id, gameDefinitionId },
    });
    expect(link.errors).toBeUndefined();
  }

  /** A level of `order` with `placed` controls and a minimum of `minimum`, code punches only. */
  async function addLevel(gameDefinitionId: string, order: number, minimum: number, placed = 0) {
    const id = randomUUID();
    const owner = editor.sub;
    await api.database.db.insert(gameLevels).values({
      id,
      gameDefinitionId,
      name: `Level ${order}`,
      order,
      minNumberControls: minimum,
      allowGpsPunching: false,
      allowCodePunching: true,
      owner,
    });
    for (let n = 0; n < placed; n += 1) {
      const controlId = randomUUID();
      await api.database.db
        .insert(controls)
        .values({ id: controlId, visualCode: `${31 + n}`, ...ARENDAL, secretCode: 'K', owner });
      await api.database.db.insert(gameLevelControls).values({
        id: randomUUID(),
        gameLevelId: id,
        gameDefinitionId,
        controlId,
        points: 1,
        owner,
      });
    }
  }

  it('starts a new game inactive and PRIVATE, even when asked for active and PUBLIC', async () => {
    const game = await create({ name: 'Utkast', type: 'classic', active: true, state: 'PUBLIC' });
    expect(game).toMatchObject({ active: false, state: 'PRIVATE' });
    expect(game.publishMissing).toEqual(['NO_MAP', 'NO_START', 'NO_LEVEL']);
  });

  it('refuses to publish until the checklist holds, naming what is missing each time', async () => {
    const start = { startLat: ARENDAL.lat + Math.random() / 100, startLng: ARENDAL.lng };
    const game = await create({ name: 'Byløp', type: 'levels', active: false, ...start });
    const missing = async () => {
      const answer = await publish(game.id);
      expect(answer.data?.updateGameDefinition ?? null).toBeNull();
      const extensions: Record<string, unknown> = answer.errors?.[0]?.extensions ?? {};
      expect(extensions.code).toBe('GAME_NOT_PLAYABLE');
      expect(await read(game.id)).toMatchObject({ active: false, state: 'PRIVATE' });
      expect(await listed(game)).toBe(false);
      return extensions.missing;
    };
    expect(await missing()).toEqual(['NO_MAP', 'NO_LEVEL']);
    await linkMap(game.id);
    await addLevel(game.id, 1, 2, 1);
    expect(await missing()).toEqual(['TOO_FEW_CONTROLS']);
    await addLevel(game.id, 2, 3, 2);
    await addLevel(game.id, 3, 1, 1);
    expect(await missing()).toEqual(['TOO_FEW_CONTROLS', 'LEVEL_TOO_FEW_CONTROLS']);
  });

  it('publishes a game whose checklist holds: active, PUBLIC, offered to players', async () => {
    const start = { startLat: ARENDAL.lat - Math.random() / 100, startLng: ARENDAL.lng };
    const game = await create({ name: 'Klar', type: 'classic', active: false, ...start });
    await linkMap(game.id);
    await addLevel(game.id, 1, 1, 1);
    expect((await read(game.id))?.publishMissing).toEqual([]);
    expect(await listed(game)).toBe(false);
    const answer = await publish(game.id);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateGameDefinition).toMatchObject({ active: true, state: 'PUBLIC' });
    expect(await listed(game)).toBe(true);
    // Players see the game but not its checklist.
    expect(await read(game.id, player)).toMatchObject({ id: game.id, publishMissing: null });
  });

  it('lets an editor make a draft active while PRIVATE, or PUBLIC while inactive', async () => {
    const game = await create({ name: 'Halvveis', type: 'classic', active: false });
    const active = await editor.gql(UPDATE, { input: { id: game.id, active: true } });
    expect(active.errors).toBeUndefined();
    const other = await create({ name: 'Synlig', type: 'classic', active: false });
    const visible = await editor.gql(UPDATE, { input: { id: other.id, state: 'PUBLIC' } });
    expect(visible.errors).toBeUndefined();
  });
});
