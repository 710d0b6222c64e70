/**
 * The permission matrix of the game and map-link mutations (issue 4, item 4), on PGlite and on
 * PostgreSQL: anonymous callers are UNAUTHENTICATED (401), players are FORBIDDEN, editors create,
 * and only the owner of the game (or an Admin) updates it or links and unlinks its maps; another
 * editor is FORBIDDEN. A refused write changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { withAskedFlags } from '../support/game-flags';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import {
  CHANGE_MATRIX,
  CREATE_MATRIX,
  expectOutcome,
  type SignedInCallers,
} from '../support/callers';
import { CREATE_MAP, TILE_MAP } from '../support/map-inputs';

const GAME = { name: 'Spill', type: 'levels', active: true, state: 'PUBLIC' };

const CREATE_GAME = `mutation ($input: CreateGameDefinitionInput!) {
  createGameDefinition(input: $input) { id owner } }`;
const UPDATE_GAME = `mutation ($input: UpdateGameDefinitionInput!) {
  updateGameDefinition(input: $input) { id name } }`;
const GET_GAME = `query ($id: ID!) { getGameDefinition(id: $id) { id name
  omaps { items { id omapId } } } }`;
const LINK = `mutation ($input: CreateOmapGameDefinitionInput!) {
  createOmapGameDefinition(input: $input) { id owner } }`;
const RELINK = `mutation ($input: UpdateOmapGameDefinitionInput!) {
  updateOmapGameDefinition(input: $input) { id omapId } }`;
const UNLINK = `mutation ($input: DeleteInput!) { deleteOmapGameDefinition(input: $input) { id } }`;

interface GameRead {
  getGameDefinition: { name: string; omaps: { items: { id: string; omapId: string }[] } };
}

describe.each(DATABASE_KINDS)('who may write games and their map links (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { callers: users, send } = castBeforeAll(api);

  async function created<T extends Record<string, { id: string }>>(
    query: string,
    input: Record<string, unknown>,
    by: keyof SignedInCallers = 'the owner',
  ): Promise<string> {
    const answer = await users[by].gql<T>(query, { input });
    expect(answer.errors).toBeUndefined();
    const id = Object.values(answer.data!)[0]!.id;
    // A new game is a PRIVATE draft; these games are PUBLIC, as another editor would meet them.
    if (query === CREATE_GAME) await withAskedFlags(api.database.db, { id }, input);
    return id;
  }

  /**
   * A game of the owner with one map linked. The map is the other editor's (PUBLIC) map: owning
   * the map gives no say over the links of a game one does not own.
   */
  async function ownersLinkedGame() {
    const gameId = await created(CREATE_GAME, GAME);
    const omapId = await created(CREATE_MAP, TILE_MAP, 'another editor');
    const linkId = await created(LINK, { gameDefinitionId: gameId, omapId });
    return { gameId, omapId, linkId };
  }

  async function readGame(id: string) {
    const answer = await users['an Admin'].gql<GameRead>(GET_GAME, { id });
    return answer.data!.getGameDefinition;
  }

  it.each(CREATE_MATRIX)('createGameDefinition by %s: %s', async (actor, outcome) => {
    const answer = await send(actor, CREATE_GAME, { input: GAME });
    expectOutcome(answer, outcome);
    if (outcome === 'ok' && actor !== 'anonymous') {
      const game = (answer.data as { createGameDefinition: { owner: string } })
        .createGameDefinition;
      expect(game.owner).toBe(users[actor].sub);
    }
  });

  it.each(CHANGE_MATRIX)('updateGameDefinition by %s: %s', async (actor, outcome) => {
    const gameId = await created(CREATE_GAME, GAME);
    expectOutcome(await send(actor, UPDATE_GAME, { input: { id: gameId, name: 'Nytt' } }), outcome);
    expect((await readGame(gameId)).name).toBe(outcome === 'ok' ? 'Nytt' : GAME.name);
  });

  it.each(CHANGE_MATRIX)(
    'createOmapGameDefinition on the owner’s game by %s: %s',
    async (actor, outcome) => {
      const gameId = await created(CREATE_GAME, GAME);
      const omapId = await created(CREATE_MAP, TILE_MAP, 'an Admin');
      const answer = await send(actor, LINK, { input: { gameDefinitionId: gameId, omapId } });
      expectOutcome(answer, outcome);
      const omapIds = (await readGame(gameId)).omaps.items.map((item) => item.omapId);
      expect(omapIds).toEqual(outcome === 'ok' ? [omapId] : []);
    },
  );

  it.each(CHANGE_MATRIX)(
    'updateOmapGameDefinition on the owner’s game by %s: %s',
    async (actor, outcome) => {
      const { gameId, omapId, linkId } = await ownersLinkedGame();
      const otherMap = await created(CREATE_MAP, TILE_MAP, 'an Admin');
      const answer = await send(actor, RELINK, { input: { id: linkId, omapId: otherMap } });
      expectOutcome(answer, outcome);
      const omapIds = (await readGame(gameId)).omaps.items.map((item) => item.omapId);
      expect(omapIds).toEqual([outcome === 'ok' ? otherMap : omapId]);
    },
  );

  it.each(CHANGE_MATRIX)(
    'deleteOmapGameDefinition on the owner’s game by %s: %s',
    async (actor, outcome) => {
      const { gameId, linkId } = await ownersLinkedGame();
      expectOutcome(await send(actor, UNLINK, { input: { id: linkId } }), outcome);
      expect((await readGame(gameId)).omaps.items).toHaveLength(outcome === 'ok' ? 0 : 1);
    },
  );
});
