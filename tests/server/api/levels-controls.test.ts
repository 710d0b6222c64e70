/**
 * The controls of a level (GameLevelControl) over the real API (PGlite and PostgreSQL): points
 * 1-5 at their edges, one place per control and level, the game of the level, the permission
 * matrix of every mutation, the three lists with paging, and secret codes kept from players on
 * every read they can make (checked on the raw answer text).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameLevelControls } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import { CHANGE_MATRIX, dataOf, errorOf, expectOutcome } from '../support/callers';
import { insertGame, insertLevel } from '../support/editor-rows';
import type { Page } from '../support/pages';

const LINK = 'id gameLevelId gameDefinitionId controlId points owner';
const CREATE = `mutation ($input: CreateGameLevelControlInput!) {
  createGameLevelControl(input: $input) { ${LINK} } }`;
const UPDATE = `mutation ($input: UpdateGameLevelControlInput!) {
  updateGameLevelControl(input: $input) { ${LINK} } }`;
const DELETE = `mutation ($input: DeleteInput!) { deleteGameLevelControl(input: $input) { id } }`;
const BY_LEVEL = `query ($id: ID!, $limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {
  gameLevelControlByGameLevelId(gameLevelId: $id, limit: $limit, nextToken: $nextToken,
    sortDirection: $sortDirection) {
    items { id points control { id visualCode lat lng secretCode } } nextToken } }`;
const BY_CONTROL = `query ($id: ID!, $limit: Int, $nextToken: String) {
  gameLevelControlByControlId(controlId: $id, limit: $limit, nextToken: $nextToken) {
    items { id gameLevelId control { secretCode } } nextToken } }`;
const BY_GAME = `query ($id: ID!, $limit: Int, $nextToken: String) {
  gameLevelControlByGameDefinitionId(gameDefinitionId: $id, limit: $limit, nextToken: $nextToken) {
    items { id control { visualCode secretCode } } nextToken } }`;

interface Link {
  id: string;
  points: number;
  owner: string;
  [field: string]: unknown;
}
interface Listed {
  id: string;
  points?: number;
  gameLevelId?: string;
  control: { id?: string; visualCode?: string; secretCode: string | null } | null;
}

describe.each(DATABASE_KINDS)('controls of a level (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor: owner, otherEditor, player, admin, send } = castBeforeAll(api);
  let game: string;
  let level: string;

  /** A control of `user` with a secret unique to it (so a leak is found in any answer text). */
  async function createControl(user: ApiUser = owner) {
    const secretCode = `SECRET-${randomUUID()}`;
    const answer = await user.gql<{ createControl: { id: string } }>(
      `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`,
      { input: { visualCode: '41', lat: 58.46, lng: 8.77, secretCode } },
    );
    return { id: dataOf(answer).createControl.id, secretCode };
  }

  async function link(
    fields: {
      controlId: string;
      id?: string;
      gameLevelId?: string;
      gameDefinitionId?: string;
      points?: number;
    },
    user: ApiUser = owner,
  ): Promise<Link> {
    const answer = await user.gql<{ createGameLevelControl: Link }>(CREATE, {
      input: { gameLevelId: level, gameDefinitionId: game, points: 3, ...fields },
    });
    return dataOf(answer).createGameLevelControl;
  }

  /** POST /graphql as `user`, answering the body exactly as sent on the wire. */
  async function rawText(user: ApiUser, query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: user.accessToken },
      body: JSON.stringify({ query, variables }),
    });
    return response.text();
  }

  beforeAll(async () => {
    game = await insertGame(api.database.db, owner.sub, 'PUBLIC');
    level = await insertLevel(api.database.db, game, owner.sub);
  });

  describe('createGameLevelControl', () => {
    it.each([1, 5])('places a control on a level with %i points', async (points) => {
      const control = await createControl();
      const id = randomUUID();
      const created = await link({ controlId: control.id, points, id });
      expect(created).toMatchObject({
        id,
        gameLevelId: level,
        gameDefinitionId: game,
        controlId: control.id,
        points,
        owner: owner.sub,
      });
    });

    it.each([
      [0, 'BAD_INPUT', 'OUT_OF_RANGE'],
      [6, 'BAD_INPUT', 'OUT_OF_RANGE'],
      [null, 'MISSING_FIELD', 'REQUIRED'],
    ])('refuses %s points', async (points, code, reason) => {
      const control = await createControl();
      const answer = await owner.gql(CREATE, {
        input: { gameLevelId: level, gameDefinitionId: game, controlId: control.id, points },
      });
      expect(errorOf(answer)).toEqual({ code, field: 'input.points', reason });
    });

    it('refuses the same control twice on one level', async () => {
      const control = await createControl();
      await link({ controlId: control.id });
      const answer = await owner.gql(CREATE, {
        input: { gameLevelId: level, gameDefinitionId: game, controlId: control.id, points: 2 },
      });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_INPUT', field: 'input.controlId' });
      const rows = await api.database.db
        .select()
        .from(gameLevelControls)
        .where(eq(gameLevelControls.controlId, control.id));
      expect(rows).toHaveLength(1);
    });

    it('places the same control on two levels', async () => {
      const control = await createControl();
      await link({ controlId: control.id });
      const second = await link({
        controlId: control.id,
        gameLevelId: await insertLevel(api.database.db, game, owner.sub),
      });
      expect(second.controlId).toBe(control.id);
    });

    it('refuses a taken id', async () => {
      const id = randomUUID();
      await link({ controlId: (await createControl()).id, id });
      const answer = await owner.gql(CREATE, {
        input: {
          id,
          gameLevelId: level,
          gameDefinitionId: game,
          controlId: (await createControl()).id,
          points: 2,
        },
      });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_INPUT', field: 'input.id' });
    });

    it('refuses a gameDefinitionId that is not the level’s', async () => {
      const otherGame = await insertGame(api.database.db, owner.sub, 'PUBLIC');
      const answer = await owner.gql(CREATE, {
        input: {
          gameLevelId: level,
          gameDefinitionId: otherGame,
          controlId: (await createControl()).id,
          points: 2,
        },
      });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_INPUT', field: 'input.gameDefinitionId' });
    });

    it.each([
      ['an unknown level', 'gameLevelId', 'NOT_FOUND'],
      ['an unknown control', 'controlId', 'NOT_FOUND'],
    ])('refuses %s', async (_what, key, code) => {
      const input = {
        gameLevelId: level,
        gameDefinitionId: game,
        controlId: (await createControl()).id,
        points: 2,
        [key]: randomUUID(),
      };
      expect(errorOf(await owner.gql(CREATE, { input }))).toMatchObject({
        code,
        field: `input.${key}`,
      });
    });

    it('refuses another editor’s control', async () => {
      const foreign = await createControl(otherEditor);
      const answer = await owner.gql(CREATE, {
        input: { gameLevelId: level, gameDefinitionId: game, controlId: foreign.id, points: 2 },
      });
      expect(errorOf(answer)).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('updateGameLevelControl and deleteGameLevelControl', () => {
    it.each([
      [1, undefined],
      [5, undefined],
      [0, 'OUT_OF_RANGE'],
      [6, 'OUT_OF_RANGE'],
      [null, 'REQUIRED'],
    ])('sets the points to %s (refusal: %s)', async (points, reason) => {
      const created = await link({ controlId: (await createControl()).id, points: 3 });
      const answer = await owner.gql<{ updateGameLevelControl: Link }>(UPDATE, {
        input: { id: created.id, points },
      });
      if (reason) {
        expect(errorOf(answer)).toMatchObject({ field: 'input.points', reason });
      } else {
        expect(answer.data?.updateGameLevelControl.points).toBe(points);
      }
      const [stored] = await api.database.db
        .select()
        .from(gameLevelControls)
        .where(eq(gameLevelControls.id, created.id));
      expect(stored?.points).toBe(reason ? 3 : points);
    });

    it('removes a control from a level and keeps the control', async () => {
      const control = await createControl();
      const created = await link({ controlId: control.id });
      const answer = await owner.gql(DELETE, { input: { id: created.id } });
      expect(answer.data).toEqual({ deleteGameLevelControl: { id: created.id } });
      const left = await owner.gql<{ gameLevelControlByControlId: Page<Listed> }>(BY_CONTROL, {
        id: control.id,
      });
      expect(left.data?.gameLevelControlByControlId.items).toEqual([]);
      const still = await owner.gql(`query ($id: ID!) { getControl(id: $id) { id } }`, {
        id: control.id,
      });
      expect(still.data).toEqual({ getControl: { id: control.id } });
    });

    it('answers NOT_FOUND for an unknown link', async () => {
      for (const [query, input] of [
        [UPDATE, { id: randomUUID(), points: 2 }],
        [DELETE, { id: randomUUID() }],
      ] as const) {
        expect(errorOf(await owner.gql(query, { input }))).toMatchObject({
          code: 'NOT_FOUND',
          field: 'input.id',
        });
      }
    });
  });

  describe('permissions of every level-control mutation', () => {
    async function linkCount(controlId: string) {
      const rows = await api.database.db
        .select()
        .from(gameLevelControls)
        .where(eq(gameLevelControls.controlId, controlId));
      return rows;
    }

    it.each(CHANGE_MATRIX)('createGameLevelControl by %s: %s', async (who, outcome) => {
      const control = await createControl();
      const answer = await send(who, CREATE, {
        input: { gameLevelId: level, gameDefinitionId: game, controlId: control.id, points: 2 },
      });
      expectOutcome(answer, outcome);
      expect(await linkCount(control.id)).toHaveLength(outcome === 'ok' ? 1 : 0);
    });

    it.each(CHANGE_MATRIX)('updateGameLevelControl by %s: %s', async (who, outcome) => {
      const control = await createControl();
      const created = await link({ controlId: control.id, points: 2 });
      expectOutcome(await send(who, UPDATE, { input: { id: created.id, points: 4 } }), outcome);
      expect((await linkCount(control.id))[0]?.points).toBe(outcome === 'ok' ? 4 : 2);
    });

    it.each(CHANGE_MATRIX)('deleteGameLevelControl by %s: %s', async (who, outcome) => {
      const control = await createControl();
      const created = await link({ controlId: control.id });
      expectOutcome(await send(who, DELETE, { input: { id: created.id } }), outcome);
      expect(await linkCount(control.id)).toHaveLength(outcome === 'ok' ? 0 : 1);
    });
  });

  describe('reading the controls of a level', () => {
    let readGame: string;
    let readLevel: string;
    let secrets: string[];
    let controlIds: string[];

    beforeAll(async () => {
      readGame = await insertGame(api.database.db, owner.sub, 'PUBLIC');
      readLevel = await insertLevel(api.database.db, readGame, owner.sub);
      secrets = [];
      controlIds = [];
      for (let i = 0; i < 3; i += 1) {
        const control = await createControl();
        secrets.push(control.secretCode);
        controlIds.push(control.id);
        await link({
          controlId: control.id,
          gameLevelId: readLevel,
          gameDefinitionId: readGame,
          points: i + 1,
        });
      }
    });

    it('gives a player position, visual code and points, and no secret code', async () => {
      const answer = await player.gql<{ gameLevelControlByGameLevelId: Page<Listed> }>(BY_LEVEL, {
        id: readLevel,
      });
      const items = answer.data!.gameLevelControlByGameLevelId.items;
      expect(items.map((i) => i.points)).toEqual([1, 2, 3]);
      expect(items[0]?.control).toMatchObject({
        id: controlIds[0],
        visualCode: '41',
        lat: 58.46,
        lng: 8.77,
        secretCode: null,
      });
    });

    it('gives editors and Admins the secret codes', async () => {
      for (const user of [owner, otherEditor, admin]) {
        const answer = await user.gql<{ gameLevelControlByGameLevelId: Page<Listed> }>(BY_LEVEL, {
          id: readLevel,
        });
        const codes = answer.data!.gameLevelControlByGameLevelId.items.map(
          (i) => i.control?.secretCode,
        );
        expect(codes).toEqual(secrets);
      }
    });

    it('never sends a player a secret code, on any read', async () => {
      const reads: [string, Record<string, unknown>][] = [
        [BY_LEVEL, { id: readLevel }],
        [BY_GAME, { id: readGame }],
        ...controlIds.map((id): [string, Record<string, unknown>] => [BY_CONTROL, { id }]),
        ...controlIds.map((id): [string, Record<string, unknown>] => [
          `query ($id: ID!) { getControl(id: $id) { id secretCode } }`,
          { id },
        ]),
        [
          `query ($owner: String!) { controlsByOwner(owner: $owner) { items { secretCode } } }`,
          { owner: player.sub },
        ],
        // Refused writes answer with a code only, never the stored row.
        [
          `mutation ($input: UpdateControlInput!) { updateControl(input: $input) { secretCode } }`,
          { input: { id: controlIds[0], visualCode: 'x' } },
        ],
        [
          `mutation ($input: DeleteControlInput!) { deleteControl(input: $input) { secretCode } }`,
          { input: { id: controlIds[0], force: true } },
        ],
      ];
      for (const [query, variables] of reads) {
        const text = await rawText(player, query, variables);
        expect(text).toContain('"data"');
        for (const secret of secrets) expect(text).not.toContain(secret);
      }
    });

    it('lists by level in pages, either way round', async () => {
      const first = await player.gql<{ gameLevelControlByGameLevelId: Page<Listed> }>(BY_LEVEL, {
        id: readLevel,
        limit: 2,
      });
      const page1 = first.data!.gameLevelControlByGameLevelId;
      expect(page1.items.map((i) => i.points)).toEqual([1, 2]);
      const second = await player.gql<{ gameLevelControlByGameLevelId: Page<Listed> }>(BY_LEVEL, {
        id: readLevel,
        limit: 2,
        nextToken: page1.nextToken,
      });
      expect(second.data!.gameLevelControlByGameLevelId).toMatchObject({
        items: [{ points: 3 }],
        nextToken: null,
      });
      const reversed = await player.gql<{ gameLevelControlByGameLevelId: Page<Listed> }>(BY_LEVEL, {
        id: readLevel,
        sortDirection: 'DESC',
      });
      expect(reversed.data!.gameLevelControlByGameLevelId.items.map((i) => i.points)).toEqual([
        3, 2, 1,
      ]);
    });

    it('lists by game, every level of it', async () => {
      await link({
        controlId: controlIds[0]!,
        gameLevelId: await insertLevel(api.database.db, readGame, owner.sub),
        gameDefinitionId: readGame,
      });
      const answer = await player.gql<{ gameLevelControlByGameDefinitionId: Page<Listed> }>(
        BY_GAME,
        {
          id: readGame,
        },
      );
      expect(answer.data!.gameLevelControlByGameDefinitionId.items).toHaveLength(4);
    });

    it('lists by control 10 at a time unless asked for more, at most 100', async () => {
      const control = await createControl();
      const links = Array.from({ length: 12 }, (_, i) => ({
        id: randomUUID(),
        gameLevelId: randomUUID(),
        gameDefinitionId: readGame,
        controlId: control.id,
        points: 1,
        owner: owner.sub,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      }));
      await api.database.db.insert(gameLevelControls).values(links);
      const byDefault = await owner.gql<{ gameLevelControlByControlId: Page<Listed> }>(BY_CONTROL, {
        id: control.id,
      });
      const page1 = byDefault.data!.gameLevelControlByControlId;
      expect(page1.items.map((i) => i.id)).toEqual(links.slice(0, 10).map((l) => l.id));
      const rest = await owner.gql<{ gameLevelControlByControlId: Page<Listed> }>(BY_CONTROL, {
        id: control.id,
        nextToken: page1.nextToken,
      });
      expect(rest.data!.gameLevelControlByControlId).toMatchObject({ nextToken: null });
      expect(rest.data!.gameLevelControlByControlId.items).toHaveLength(2);
      const wide = await owner.gql<{ gameLevelControlByControlId: Page<Listed> }>(BY_CONTROL, {
        id: control.id,
        limit: 1000,
      });
      expect(wide.data!.gameLevelControlByControlId.items).toHaveLength(12);
    });

    it('hides a PRIVATE game’s level controls from a player and another editor', async () => {
      const hidden = await insertGame(api.database.db, owner.sub, 'PRIVATE');
      const hiddenLevel = await insertLevel(api.database.db, hidden, owner.sub);
      const control = await createControl();
      await link({ controlId: control.id, gameLevelId: hiddenLevel, gameDefinitionId: hidden });
      for (const user of [player, otherEditor]) {
        const text = await rawText(user, BY_LEVEL, { id: hiddenLevel });
        expect(JSON.parse(text)).toEqual({
          data: { gameLevelControlByGameLevelId: { items: [], nextToken: null } },
        });
        expect(await user.gql(BY_GAME, { id: hidden })).toMatchObject({
          data: { gameLevelControlByGameDefinitionId: { items: [], nextToken: null } },
        });
        expect(await user.gql(BY_CONTROL, { id: control.id })).toMatchObject({
          data: { gameLevelControlByControlId: { items: [], nextToken: null } },
        });
      }
      for (const user of [owner, admin]) {
        const answer = await user.gql<{ gameLevelControlByGameLevelId: Page<Listed> }>(BY_LEVEL, {
          id: hiddenLevel,
        });
        expect(answer.data!.gameLevelControlByGameLevelId.items).toHaveLength(1);
      }
    });
  });
});
