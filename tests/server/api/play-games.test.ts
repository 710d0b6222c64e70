/**
 * startNewGame, cancelGame and the game-state and visit queries against a real server on PGlite
 * and PostgreSQL: one ongoing game per player, idempotent replays, which games may be started,
 * and that a player reads and changes only their own games.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameLevels } from '../../../server/db/schema/game';
import { gameStates } from '../../../server/db/schema/play';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeGame,
  cancelGame,
  codeOf,
  punchByCode,
  startedState,
  startGame,
  STATE_FIELDS,
  type GameSpec,
  type GameStateShape,
} from '../support/play-world';
import type { Page } from '../support/pages';

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
const oneLevel = { minNumberControls: 2, controls: [{}, {}] };

type StatesPage = Page<GameStateShape>;

describe.each(DATABASE_KINDS)('games of a player (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');
  const admin = userBeforeAll(api, 'admin');

  const arrange = (spec: Partial<GameSpec> = {}) =>
    arrangeGame(api.database.db, { owner: editor.sub, levels: [oneLevel], ...spec });

  const statesByProgress = (user: ApiUser, owner: string) =>
    user.gql<{ gameStatesByOwnerByProgress: StatesPage | null }>(
      `query ($o: String!) { gameStatesByOwnerByProgress(owner: $o, progress: { eq: "ONGOING" }) {
        items { ${STATE_FIELDS} } nextToken } }`,
      { o: owner },
    );

  describe('startNewGame', () => {
    it('creates the ONGOING state of the first level by order, with the client ids', async () => {
      const game = await arrange({ levels: [oneLevel, oneLevel] });
      const [second, first] = game.levels;
      // The level inserted first gets the higher order: "first" means by order, not by insertion.
      await api.database.db
        .update(gameLevels)
        .set({ order: 5 })
        .where(eq(gameLevels.id, second!.id));
      const player = await api.user('player');
      const gameId = randomUUID();
      const stateId = randomUUID();
      const answer = await startGame(player, game.id, gameId, stateId);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.startNewGame).toEqual([
        {
          id: stateId,
          gameId,
          gameDefinitionId: game.id,
          progress: 'ONGOING',
          owner: player.sub,
          gameLevel: { id: first!.id, minNumberControls: 2, order: 2 },
        },
      ]);
      const [row] = await api.database.db
        .select()
        .from(gameStates)
        .where(eq(gameStates.id, stateId));
      expect(row?.gameStartedAt.getTime()).toBe(NOW);
    });

    it('generates the state id when the client sends none', async () => {
      const player = await api.user('player');
      const state = await startedState(player, (await arrange()).id);
      expect(state.id).toMatch(/^[0-9a-f-]{36}$/u);
    });

    it('answers a replay of the same gameId with the existing state, adding none', async () => {
      const game = await arrange();
      const player = await api.user('player');
      const gameId = randomUUID();
      const first = await startGame(player, game.id, gameId);
      const again = await startGame(player, game.id, gameId, randomUUID());
      expect(again.errors).toBeUndefined();
      expect(again.data?.startNewGame).toEqual(first.data?.startNewGame);
      const rows = await api.database.db
        .select()
        .from(gameStates)
        .where(eq(gameStates.gameId, gameId));
      expect(rows).toHaveLength(1);
    });

    it('refuses a second game while one is ONGOING (GAME_CONFLICT)', async () => {
      const player = await api.user('player');
      await startedState(player, (await arrange()).id);
      const answer = await startGame(player, (await arrange()).id);
      expect(codeOf(answer)).toBe('GAME_CONFLICT');
    });

    it('starts one game only when two starts arrive at once', async () => {
      const player = await api.user('player');
      const [a, b] = [await arrange(), await arrange()];
      const answers = await Promise.all([startGame(player, a.id), startGame(player, b.id)]);
      expect(answers.map(codeOf).sort()).toEqual(['GAME_CONFLICT', undefined]);
    });

    it('refuses an unknown game and a PRIVATE game of someone else with NOT_FOUND', async () => {
      const player = await api.user('player');
      expect(codeOf(await startGame(player, randomUUID()))).toBe('NOT_FOUND');
      const hidden = await arrange({ state: 'PRIVATE' });
      expect(codeOf(await startGame(player, hidden.id))).toBe('NOT_FOUND');
    });

    it('lets the owner start their own PRIVATE game', async () => {
      const owner = await api.user('editor');
      const own = await arrangeGame(api.database.db, {
        owner: owner.sub,
        state: 'PRIVATE',
        levels: [oneLevel],
      });
      expect((await startGame(owner, own.id)).errors).toBeUndefined();
    });

    it.each([
      ['an inactive game', { active: false }],
      ['a game without levels', { levels: [] }],
    ])('refuses %s with GAME_NOT_PLAYABLE on gameDefinitionId', async (_what, spec) => {
      const player = await api.user('player');
      const answer = await startGame(player, (await arrange(spec)).id);
      expect(codeOf(answer)).toBe('GAME_NOT_PLAYABLE');
      expect(answer.errors?.[0]?.extensions?.field).toBe('gameDefinitionId');
    });

    it("refuses another player's gameId or gameStateId (BAD_INPUT)", async () => {
      const game = await arrange();
      const owner = await api.user('player');
      const taken = await startedState(owner, game.id);
      const player = await api.user('player');
      const sameGame = await startGame(player, game.id, taken.gameId);
      expect(sameGame.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_INPUT',
        field: 'gameId',
      });
      const sameState = await startGame(player, game.id, randomUUID(), taken.id);
      expect(sameState.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_INPUT',
        field: 'gameStateId',
      });
    });

    it('refuses a blank gameId with MISSING_FIELD', async () => {
      const player = await api.user('player');
      const answer = await startGame(player, (await arrange()).id, ' ');
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'MISSING_FIELD',
        field: 'gameId',
      });
    });

    it('refuses a start without a token (401)', async () => {
      const answer = await api.gql(
        'mutation { startNewGame(gameId: "g", gameDefinitionId: "d") { id } }',
      );
      expect(answer.status).toBe(401);
    });
  });

  describe('cancelGame', () => {
    it('takes the game off the ongoing list and frees the player to start another', async () => {
      const player = await api.user('player');
      const state = await startedState(player, (await arrange()).id);
      const answer = await cancelGame(player, state.gameId);
      expect(answer.data?.cancelGame).toEqual([{ ...state, progress: 'COMPLETE' }]);
      expect(
        (await statesByProgress(player, player.sub)).data?.gameStatesByOwnerByProgress?.items,
      ).toEqual([]);
      expect((await startGame(player, (await arrange()).id)).errors).toBeUndefined();
    });

    it('answers a replayed cancel the same way', async () => {
      const player = await api.user('player');
      const state = await startedState(player, (await arrange()).id);
      const first = await cancelGame(player, state.gameId);
      const again = await cancelGame(player, state.gameId);
      expect(again.data).toEqual(first.data);
    });

    it("refuses another player's game with NOT_FOUND and leaves it ongoing", async () => {
      const owner = await api.user('player');
      const state = await startedState(owner, (await arrange()).id);
      const player = await api.user('player');
      expect(codeOf(await cancelGame(player, state.gameId))).toBe('NOT_FOUND');
      const ongoing = await statesByProgress(owner, owner.sub);
      expect(ongoing.data?.gameStatesByOwnerByProgress?.items.map((s) => s.id)).toEqual([state.id]);
    });

    it('refuses a cancel without a token (401)', async () => {
      expect((await api.gql('mutation { cancelGame(gameId: "g") { id } }')).status).toBe(401);
    });
  });

  describe('reading game states and visits', () => {
    it('gives a player their own state with its level, and null for anyone else', async () => {
      const game = await arrange();
      const player = await api.user('player');
      const state = await startedState(player, game.id);
      const query = `query ($id: ID!) { getGameState(id: $id) { ${STATE_FIELDS} } }`;
      const own = await player.gql<{ getGameState: GameStateShape | null }>(query, {
        id: state.id,
      });
      expect(own.data?.getGameState).toEqual(state);
      const other = await (await api.user('player')).gql(query, { id: state.id });
      expect(other.data).toEqual({ getGameState: null });
      const byAdmin = await admin.gql<{ getGameState: GameStateShape | null }>(query, {
        id: state.id,
      });
      expect(byAdmin.data?.getGameState?.id).toBe(state.id);
    });

    it("refuses another player's states and visits with FORBIDDEN, and lets an Admin read them", async () => {
      const owner = await api.user('player');
      const state = await startedState(owner, (await arrange()).id);
      const player = await api.user('player');
      const queries = [
        `query ($o: String!) { gameStatesByOwnerByProgress(owner: $o) { items { id } } }`,
        `query ($o: String!) { gameStatesByOwnerByGameId(owner: $o) { items { id } } }`,
        `query ($o: String!) { controlVisitsByOwnerByGameStateId(owner: $o) { items { id } } }`,
        `query ($o: String!) { controlVisitsByOwnerByControlId(owner: $o) { items { id } } }`,
        `query ($o: String!) { controlVisitsByOwnerByGameStateGameId(owner: $o) { items { id } } }`,
      ];
      for (const query of queries) {
        expect(codeOf(await player.gql(query, { o: owner.sub }))).toBe('FORBIDDEN');
        expect((await admin.gql(query, { o: owner.sub })).errors).toBeUndefined();
        expect((await owner.gql(query, { o: owner.sub })).errors).toBeUndefined();
      }
      const byAdmin = await statesByProgress(admin, owner.sub);
      expect(byAdmin.data?.gameStatesByOwnerByProgress?.items.map((s) => s.id)).toEqual([state.id]);
    });

    it('lists the states of one game by gameId', async () => {
      const player = await api.user('player');
      const state = await startedState(player, (await arrange()).id);
      const answer = await player.gql<{ gameStatesByOwnerByGameId: StatesPage }>(
        `query ($o: String!, $g: ID!) { gameStatesByOwnerByGameId(owner: $o, gameId: { eq: $g }) {
          items { ${STATE_FIELDS} } } }`,
        { o: player.sub, g: state.gameId },
      );
      expect(answer.data?.gameStatesByOwnerByGameId.items).toEqual([state]);
    });

    it('pages visits by game with nextToken', async () => {
      const game = await arrange();
      const player = await api.user('player');
      const state = await startedState(player, game.id);
      for (const control of game.levels[0]!.controls) {
        await punchByCode(player, state, control);
      }
      const query = `query ($o: String!, $g: ID!, $t: String) {
        controlVisitsByOwnerByGameStateGameId(owner: $o, gameStateGameId: { eq: $g }, limit: 1,
          nextToken: $t) { items { controlId } nextToken } }`;
      type Page = {
        controlVisitsByOwnerByGameStateGameId: {
          items: { controlId: string }[];
          nextToken: string | null;
        };
      };
      const first = await player.gql<Page>(query, { o: player.sub, g: state.gameId });
      const token = first.data?.controlVisitsByOwnerByGameStateGameId.nextToken;
      expect(token).toBeTruthy();
      const second = await player.gql<Page>(query, { o: player.sub, g: state.gameId, t: token });
      const ids = [first, second].flatMap(
        (p) => p.data?.controlVisitsByOwnerByGameStateGameId.items ?? [],
      );
      expect(ids.map((v) => v.controlId).sort()).toEqual(
        game.levels[0]!.controls.map((c) => c.id).sort(),
      );
      expect(second.data?.controlVisitsByOwnerByGameStateGameId.nextToken).toBeNull();
    });

    it('refuses a by-owner query with a blank owner (MISSING_FIELD)', async () => {
      const player = await api.user('player');
      expect(codeOf(await statesByProgress(player, ''))).toBe('MISSING_FIELD');
    });
  });
});
