/**
 * Maps linked to games, on PGlite and on PostgreSQL: createOmapGameDefinition,
 * updateOmapGameDefinition, deleteOmapGameDefinition, omapGameDefinitionByGameDefinition, the
 * fields GameDefinition.omaps (primary map first, PRIVATE maps of others hidden),
 * OmapGameDefinition.omap and .gameDefinition, the seed's unlink flow, and deleting a linked map.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAskedFlags } from '../support/game-flags';
import { omapGameDefinitions } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type ApiUser, type GraphqlAnswer } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import { dataOf } from '../support/callers';
import { CREATE_MAP, TILE_MAP } from '../support/map-inputs';
import type { Page } from '../support/pages';

const GAME = { name: 'Kartjakt', type: 'classic', active: true, state: 'PUBLIC' };

const DELETE_MAP = `mutation ($id: ID!) { deleteOmap(input: { id: $id }) { id } }`;
const CREATE_GAME = `mutation ($input: CreateGameDefinitionInput!) {
  createGameDefinition(input: $input) { id } }`;
const LINK_FIELDS = `id omapId gameDefinitionId owner omap { id name primaryMap } gameDefinition { id name }`;
const LINK = `mutation ($input: CreateOmapGameDefinitionInput!) {
  createOmapGameDefinition(input: $input) { ${LINK_FIELDS} } }`;
const RELINK = `mutation ($input: UpdateOmapGameDefinitionInput!) {
  updateOmapGameDefinition(input: $input) { ${LINK_FIELDS} } }`;
const UNLINK = `mutation ($id: ID!) { deleteOmapGameDefinition(input: { id: $id }) { id } }`;
const LINKS = `query ($gameDefinitionId: ID!, $omapId: ModelIDKeyConditionInput, $limit: Int,
  $nextToken: String, $sortDirection: ModelSortDirection) {
  omapGameDefinitionByGameDefinition(gameDefinitionId: $gameDefinitionId, omapId: $omapId,
    limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) {
    items { id omapId gameDefinitionId omap { id } } nextToken } }`;
const GAME_MAPS = `query ($id: ID!, $limit: Int, $nextToken: String) { getGameDefinition(id: $id) {
  id omaps(limit: $limit, nextToken: $nextToken) {
    items { id omapId omap { id name primaryMap tileLocation attribution owner } } nextToken } } }`;

interface Link {
  id: string;
  omapId: string;
  gameDefinitionId: string;
  owner: string;
  omap: { id: string; name: string; primaryMap: boolean } | null;
  gameDefinition: { id: string; name: string } | null;
}
type LinkPage = Page<Link>;

function refusal(answer: GraphqlAnswer) {
  const extensions = (answer.errors?.[0]?.extensions ?? {}) as Record<string, unknown>;
  return { code: extensions.code, field: extensions.field };
}

describe.each(DATABASE_KINDS)('maps linked to games (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor, otherEditor, player, admin } = castBeforeAll(api);

  async function newMap(change: Record<string, unknown> = {}, by = editor): Promise<string> {
    const answer = await by.gql<{ createOmap: { id: string } }>(CREATE_MAP, {
      input: { ...TILE_MAP, name: 'Kart', ...change },
    });
    return dataOf(answer).createOmap.id;
  }

  async function newGame(change: Record<string, unknown> = {}, by = editor): Promise<string> {
    const answer = await by.gql<{ createGameDefinition: { id: string } }>(CREATE_GAME, {
      input: { ...GAME, ...change },
    });
    const id = dataOf(answer).createGameDefinition.id;
    // A new game is a PRIVATE draft; these tests need the flags asked for, as once published.
    await withAskedFlags(api.database.db, { id }, { ...GAME, ...change });
    return id;
  }

  async function link(gameDefinitionId: string, omapId: string, by = editor): Promise<Link> {
    const answer = await by.gql<{ createOmapGameDefinition: Link }>(LINK, {
      input: { gameDefinitionId, omapId },
    });
    return dataOf(answer).createOmapGameDefinition;
  }

  async function gameMaps(user: ApiUser, id: string, limit?: number, nextToken?: string | null) {
    const answer = await user.gql<{ getGameDefinition: { omaps: LinkPage } | null }>(GAME_MAPS, {
      id,
      limit,
      nextToken,
    });
    return dataOf(answer).getGameDefinition!.omaps;
  }

  it('links a map to a game and answers the link with its map and game', async () => {
    const [gameId, omapId] = [await newGame(), await newMap({ name: 'Sentrum' })];
    const created = await link(gameId, omapId);
    expect(created).toMatchObject({
      omapId,
      gameDefinitionId: gameId,
      owner: editor.sub,
      omap: { id: omapId, name: 'Sentrum' },
      gameDefinition: { id: gameId, name: GAME.name },
    });
  });

  it('makes one link however often the same pair is linked', async () => {
    const [gameId, omapId] = [await newGame(), await newMap()];
    const first = await link(gameId, omapId);
    const second = await link(gameId, omapId);
    expect(second.id).toBe(first.id);
    expect((await gameMaps(editor, gameId)).items).toHaveLength(1);
  });

  it('refuses a map or game that does not exist or is another editor’s PRIVATE one', async () => {
    const gameId = await newGame();
    const hidden = await newMap({ state: 'PRIVATE' }, otherEditor);
    for (const omapId of ['no-such-map', hidden]) {
      const answer = await editor.gql(LINK, { input: { gameDefinitionId: gameId, omapId } });
      expect(refusal(answer)).toEqual({ code: 'NOT_FOUND', field: 'input.omapId' });
    }
    const answer = await editor.gql(LINK, {
      input: { gameDefinitionId: 'no-such-game', omapId: await newMap() },
    });
    expect(refusal(answer)).toEqual({ code: 'NOT_FOUND', field: 'input.gameDefinitionId' });
  });

  it('lets an editor link another editor’s PUBLIC map to their own game', async () => {
    const gameId = await newGame();
    const shared = await newMap({ name: 'Delt' }, otherEditor);
    expect((await link(gameId, shared)).omap?.name).toBe('Delt');
  });

  describe('GameDefinition.omaps', () => {
    let gameId: string;
    let privateOfOther: string;

    beforeAll(async () => {
      gameId = await newGame();
      await link(gameId, await newMap({ name: 'A-kart' }));
      await link(gameId, await newMap({ name: 'B-kart', primaryMap: true }));
      await link(gameId, await newMap({ name: 'C-kart' }));
      privateOfOther = await newMap({ name: 'Privat', state: 'PUBLIC' }, otherEditor);
      await link(gameId, privateOfOther);
      // The other editor makes their map PRIVATE after it was linked.
      const hide = await otherEditor.gql(
        `mutation ($id: ID!) { updateOmap(input: { id: $id, state: "PRIVATE" }) { id } }`,
        { id: privateOfOther },
      );
      expect(hide.errors).toBeUndefined();
    });

    it('lists the primary map first, then by name, without PRIVATE maps of others', async () => {
      const names = (await gameMaps(player, gameId)).items.map((item) => item.omap?.name);
      expect(names).toEqual(['B-kart', 'A-kart', 'C-kart']);
      expect((await gameMaps(editor, gameId)).items.map((i) => i.omap?.name)).not.toContain(
        'Privat',
      );
    });

    it('shows the PRIVATE map to its owner and to an Admin', async () => {
      for (const user of [otherEditor, admin]) {
        const names = (await gameMaps(user, gameId)).items.map((item) => item.omap?.name);
        expect(names).toEqual(['B-kart', 'A-kart', 'C-kart', 'Privat']);
      }
    });

    it('pages the links with limit and nextToken', async () => {
      const first = await gameMaps(admin, gameId, 3);
      expect(first.items).toHaveLength(3);
      const second = await gameMaps(admin, gameId, 3, first.nextToken);
      expect(second.items.map((item) => item.omap?.name)).toEqual(['Privat']);
      expect(second.nextToken).toBeNull();
    });

    it('refuses a token of another game', async () => {
      const first = await gameMaps(admin, gameId, 1);
      const answer = await admin.gql(GAME_MAPS, {
        id: await newGame(),
        limit: 1,
        nextToken: first.nextToken,
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    });
  });

  describe('omapGameDefinitionByGameDefinition', () => {
    it('follows the seed’s unlink: query the link by map and game with limit 1, delete it', async () => {
      const gameId = await newGame();
      const [keep, drop] = [await newMap({ name: 'Beholdes' }), await newMap({ name: 'Fjernes' })];
      await link(gameId, keep);
      await link(gameId, drop);
      const found = await editor.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
        gameDefinitionId: gameId,
        omapId: { eq: drop },
        limit: 1,
      });
      const items = found.data!.omapGameDefinitionByGameDefinition.items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        omapId: drop,
        gameDefinitionId: gameId,
        omap: { id: drop },
      });
      const unlinked = await editor.gql(UNLINK, { id: items[0]!.id });
      expect(unlinked.errors).toBeUndefined();
      const again = await editor.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
        gameDefinitionId: gameId,
        omapId: { eq: drop },
        limit: 1,
      });
      expect(again.data!.omapGameDefinitionByGameDefinition.items).toEqual([]);
      const names = (await gameMaps(editor, gameId)).items.map((item) => item.omap?.name);
      expect(names).toEqual(['Beholdes']);
      expect(refusal(await editor.gql(UNLINK, { id: items[0]!.id })).code).toBe('NOT_FOUND');
    });

    it('pages by map id, both ways', async () => {
      const gameId = await newGame();
      const omapIds = [await newMap(), await newMap(), await newMap()];
      for (const omapId of omapIds) await link(gameId, omapId);
      const first = await player.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
        gameDefinitionId: gameId,
        limit: 2,
      });
      const page = first.data!.omapGameDefinitionByGameDefinition;
      const rest = await player.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
        gameDefinitionId: gameId,
        limit: 2,
        nextToken: page.nextToken,
      });
      const all = [...page.items, ...rest.data!.omapGameDefinitionByGameDefinition.items];
      expect(all.map((item) => item.omapId)).toEqual([...omapIds].sort());
      expect(rest.data!.omapGameDefinitionByGameDefinition.nextToken).toBeNull();
      const down = await player.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
        gameDefinitionId: gameId,
        sortDirection: 'DESC',
      });
      expect(down.data!.omapGameDefinitionByGameDefinition.items.map((i) => i.omapId)).toEqual(
        [...omapIds].sort().reverse(),
      );
    });

    it('has no links of a PRIVATE game for those who may not see it', async () => {
      const gameId = await newGame({ state: 'PRIVATE' });
      await link(gameId, await newMap());
      const count = async (user: ApiUser) =>
        (
          await user.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
            gameDefinitionId: gameId,
          })
        ).data!.omapGameDefinitionByGameDefinition.items.length;
      expect(await count(player)).toBe(0);
      expect(await count(otherEditor)).toBe(0);
      expect(await count(editor)).toBe(1);
      expect(await count(admin)).toBe(1);
    });
  });

  describe('updateOmapGameDefinition', () => {
    it('moves a link to another map', async () => {
      const gameId = await newGame();
      const [from, to] = [await newMap({ name: 'Fra' }), await newMap({ name: 'Til' })];
      const created = await link(gameId, from);
      const answer = await editor.gql<{ updateOmapGameDefinition: Link }>(RELINK, {
        input: { id: created.id, omapId: to },
      });
      expect(answer.data?.updateOmapGameDefinition).toMatchObject({
        id: created.id,
        omapId: to,
        omap: { name: 'Til' },
      });
    });

    it('refuses a pair that is already linked, and an unknown link', async () => {
      const gameId = await newGame();
      const [one, two] = [await newMap(), await newMap()];
      await link(gameId, one);
      const second = await link(gameId, two);
      const answer = await editor.gql(RELINK, { input: { id: second.id, omapId: one } });
      expect(refusal(answer)).toEqual({ code: 'BAD_INPUT', field: 'input.omapId' });
      const unknown = await editor.gql(RELINK, { input: { id: 'no-such-link', omapId: one } });
      expect(refusal(unknown)).toEqual({ code: 'NOT_FOUND', field: 'input.id' });
    });

    it('refuses moving a link to a game the caller may not change', async () => {
      const gameId = await newGame();
      const created = await link(gameId, await newMap());
      const othersGame = await newGame({}, otherEditor);
      const answer = await editor.gql(RELINK, {
        input: { id: created.id, gameDefinitionId: othersGame },
      });
      expect(refusal(answer).code).toBe('FORBIDDEN');
    });
  });

  it('deleting a linked map removes its links from every game', async () => {
    const [gameA, gameB] = [await newGame(), await newGame()];
    const [gone, stays] = [await newMap({ name: 'Slettes' }), await newMap({ name: 'Blir' })];
    await link(gameA, gone);
    await link(gameB, gone);
    await link(gameA, stays);
    expect((await editor.gql(DELETE_MAP, { id: gone })).errors).toBeUndefined();
    expect((await gameMaps(admin, gameA)).items.map((item) => item.omapId)).toEqual([stays]);
    expect((await gameMaps(admin, gameB)).items).toEqual([]);
    const links = await admin.gql<{ omapGameDefinitionByGameDefinition: LinkPage }>(LINKS, {
      gameDefinitionId: gameB,
    });
    expect(links.data!.omapGameDefinitionByGameDefinition.items).toEqual([]);
    const stored = await api.database.db
      .select()
      .from(omapGameDefinitions)
      .where(eq(omapGameDefinitions.omapId, gone));
    expect(stored).toEqual([]);
  });
});
