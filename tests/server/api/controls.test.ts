/**
 * Controls (posts) over the real API (PGlite and PostgreSQL): client-generated ids, the domain's
 * control rules at their edges, who sees a control and its secret code, the owner's list with
 * paging, the permission matrix of every mutation, and CONTROL_IN_USE then a forced delete that
 * removes the control from every level in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { controls, gameLevelControls } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import { CHANGE_MATRIX, CREATE_MATRIX, dataOf, errorOf, expectOutcome } from '../support/callers';
import { everyPage, type Page } from '../support/pages';
import { insertGame, insertLevel } from '../support/editor-rows';

const CONTROL = 'id visualCode lat lng secretCode owner createdAt updatedAt';
const CREATE = `mutation ($input: CreateControlInput!) { createControl(input: $input) { ${CONTROL} } }`;
const UPDATE = `mutation ($input: UpdateControlInput!, $condition: ModelConditionInput) {
  updateControl(input: $input, condition: $condition) { ${CONTROL} } }`;
const DELETE = `mutation ($input: DeleteControlInput!) { deleteControl(input: $input) { id } }`;
const GET = `query ($id: ID!) { getControl(id: $id) { ${CONTROL} } }`;
const BY_OWNER = `query ($owner: String!, $limit: Int, $nextToken: String,
  $sortDirection: ModelSortDirection) {
  controlsByOwner(owner: $owner, limit: $limit, nextToken: $nextToken,
    sortDirection: $sortDirection) { items { id visualCode secretCode } nextToken } }`;
const LINK = `mutation ($input: CreateGameLevelControlInput!) {
  createGameLevelControl(input: $input) { id } }`;

interface Control {
  id: string;
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string | null;
  owner: string;
  updatedAt: string;
}
type ControlPage = Page<Control>;

describe.each(DATABASE_KINDS)('controls (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor: owner, otherEditor, player, admin, send } = castBeforeAll(api);
  let publicGame: string;
  let levels: string[];

  function controlInput(fields: Record<string, unknown> = {}) {
    return { visualCode: '52', lat: 58.461, lng: 8.772, secretCode: 'FOX', ...fields };
  }

  async function createControl(fields: Record<string, unknown> = {}, user: ApiUser = owner) {
    const answer = await user.gql<{ createControl: Control }>(CREATE, {
      input: controlInput(fields),
    });
    return dataOf(answer).createControl;
  }

  async function placeOnLevels(controlId: string, gameLevelIds: string[], game = publicGame) {
    for (const gameLevelId of gameLevelIds) {
      const answer = await owner.gql(LINK, {
        input: { gameLevelId, gameDefinitionId: game, controlId, points: 2 },
      });
      expect(answer.errors).toBeUndefined();
    }
  }

  async function linksOf(controlId: string) {
    return api.database.db
      .select()
      .from(gameLevelControls)
      .where(eq(gameLevelControls.controlId, controlId));
  }

  async function stored(controlId: string) {
    const [row] = await api.database.db.select().from(controls).where(eq(controls.id, controlId));
    return row;
  }

  beforeAll(async () => {
    publicGame = await insertGame(api.database.db, owner.sub, 'PUBLIC');
    levels = [
      await insertLevel(api.database.db, publicGame, owner.sub),
      await insertLevel(api.database.db, publicGame, owner.sub),
    ];
  });

  describe('createControl', () => {
    it('keeps the id made on the device, trims the texts, and makes the caller the owner', async () => {
      const id = `device-${randomUUID()}`;
      const control = await createControl({ id, visualCode: ' 52 ', secretCode: ' FOX ' });
      expect(control).toMatchObject({
        id,
        visualCode: '52',
        lat: 58.461,
        lng: 8.772,
        secretCode: 'FOX',
        owner: owner.sub,
      });
      const again = await owner.gql(CREATE, { input: controlInput({ id }) });
      expect(errorOf(again)).toMatchObject({ code: 'BAD_INPUT', field: 'input.id' });
    });

    it('makes an id when the device sends none', async () => {
      const control = await createControl();
      expect(control.id).toMatch(/^[0-9a-f-]{36}$/u);
    });

    it.each([
      ['a blank visual code', { visualCode: '  ' }, 'MISSING_FIELD', 'visualCode', 'REQUIRED'],
      ['no secret code', { secretCode: null }, 'MISSING_FIELD', 'secretCode', 'REQUIRED'],
      ['a blank secret code', { secretCode: '' }, 'MISSING_FIELD', 'secretCode', 'REQUIRED'],
      ['no latitude', { lat: undefined }, 'MISSING_FIELD', 'lat', 'REQUIRED'],
      ['latitude 90.000001', { lat: 90.000001 }, 'BAD_INPUT', 'lat', 'OUT_OF_RANGE'],
      ['longitude -180.000001', { lng: -180.000001 }, 'BAD_INPUT', 'lng', 'OUT_OF_RANGE'],
      ['a blank id', { id: '  ' }, 'BAD_INPUT', 'id', 'OUT_OF_RANGE'],
    ])('refuses %s', async (_what, fields, code, field, reason) => {
      const answer = await owner.gql(CREATE, { input: controlInput(fields) });
      expect(errorOf(answer)).toEqual({ code, field: `input.${field}`, reason });
    });

    it.each([
      [90, 180],
      [-90, -180],
    ])('accepts the corner latitude %d, longitude %d', async (lat, lng) => {
      expect(await createControl({ lat, lng })).toMatchObject({ lat, lng });
    });
  });

  describe('updateControl', () => {
    it('moves a control and keeps the fields not named', async () => {
      const control = await createControl();
      const answer = await owner.gql<{ updateControl: Control }>(UPDATE, {
        input: { id: control.id, lat: 58.5, lng: 8.8 },
      });
      expect(answer.data?.updateControl).toMatchObject({
        lat: 58.5,
        lng: 8.8,
        visualCode: '52',
        secretCode: 'FOX',
      });
    });

    it.each([
      ['a cleared secret code', { secretCode: null }, 'MISSING_FIELD', 'secretCode'],
      ['latitude -91', { lat: -91 }, 'BAD_INPUT', 'lat'],
    ])('refuses %s and keeps the control', async (_what, fields, code, field) => {
      const control = await createControl();
      const answer = await owner.gql(UPDATE, { input: { id: control.id, ...fields } });
      expect(errorOf(answer)).toMatchObject({ code, field: `input.${field}` });
      expect(await stored(control.id)).toMatchObject({ secretCode: 'FOX', lat: 58.461 });
    });

    it('answers NOT_FOUND for an unknown control', async () => {
      const answer = await owner.gql(UPDATE, { input: { id: randomUUID(), lat: 1 } });
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND', field: 'input.id' });
    });
  });

  describe('deleteControl', () => {
    it('deletes a control no level uses', async () => {
      const control = await createControl();
      const answer = await owner.gql(DELETE, { input: { id: control.id } });
      expect(answer.data).toEqual({ deleteControl: { id: control.id } });
      expect(await stored(control.id)).toBeUndefined();
    });

    it('refuses a control in use with CONTROL_IN_USE, then force removes it from every level and deletes it', async () => {
      const control = await createControl();
      await placeOnLevels(control.id, levels);

      for (const force of [undefined, false]) {
        const refused = await owner.gql(DELETE, { input: { id: control.id, force } });
        expect(errorOf(refused)).toMatchObject({ code: 'CONTROL_IN_USE', field: 'input.id' });
        expect(refused.data?.deleteControl ?? null).toBeNull();
        expect(await stored(control.id)).toBeDefined();
        expect(await linksOf(control.id)).toHaveLength(2);
      }

      const forced = await owner.gql(DELETE, { input: { id: control.id, force: true } });
      expect(forced.data).toEqual({ deleteControl: { id: control.id } });
      expect(await stored(control.id)).toBeUndefined();
      expect(await linksOf(control.id)).toEqual([]);
      const check = await owner.gql<{ gameLevelControlByControlId: ControlPage }>(
        `query ($id: ID!) { gameLevelControlByControlId(controlId: $id) { items { id } } }`,
        { id: control.id },
      );
      expect(check.data?.gameLevelControlByControlId.items).toEqual([]);
    });

    it('leaves the other controls of the levels in place when forcing', async () => {
      const doomed = await createControl();
      const kept = await createControl();
      await placeOnLevels(doomed.id, levels);
      await placeOnLevels(kept.id, levels);
      await owner.gql(DELETE, { input: { id: doomed.id, force: true } });
      expect(await linksOf(kept.id)).toHaveLength(2);
    });

    it('answers NOT_FOUND for an unknown control', async () => {
      const answer = await owner.gql(DELETE, { input: { id: randomUUID(), force: true } });
      expect(errorOf(answer)).toMatchObject({ code: 'NOT_FOUND', field: 'input.id' });
    });
  });

  describe('permissions of every control mutation', () => {
    it.each(CREATE_MATRIX)(
      'createControl by %s: %s (any editor makes their own)',
      async (who, outcome) => {
        const id = randomUUID();
        expectOutcome(await send(who, CREATE, { input: controlInput({ id }) }), outcome);
        expect(await stored(id)).toEqual(outcome === 'ok' ? expect.anything() : undefined);
      },
    );

    it.each(CHANGE_MATRIX)('updateControl by %s: %s', async (who, outcome) => {
      const control = await createControl();
      const answer = await send(who, UPDATE, { input: { id: control.id, visualCode: '77' } });
      expectOutcome(answer, outcome);
      expect((await stored(control.id))?.visualCode).toBe(outcome === 'ok' ? '77' : '52');
    });

    it.each(CHANGE_MATRIX)('deleteControl by %s: %s', async (who, outcome) => {
      const control = await createControl();
      const answer = await send(who, DELETE, { input: { id: control.id } });
      expectOutcome(answer, outcome);
      expect(await stored(control.id)).toEqual(outcome === 'ok' ? undefined : expect.anything());
    });

    it.each(CHANGE_MATRIX)('a forced deleteControl by %s: %s', async (who, outcome) => {
      const control = await createControl();
      await placeOnLevels(control.id, levels);
      expectOutcome(await send(who, DELETE, { input: { id: control.id, force: true } }), outcome);
      expect(await linksOf(control.id)).toHaveLength(outcome === 'ok' ? 0 : 2);
    });
  });

  describe('reading controls', () => {
    it('shows the owner and an Admin a control with its secret code', async () => {
      const control = await createControl();
      for (const user of [owner, admin]) {
        const answer = await user.gql<{ getControl: Control }>(GET, { id: control.id });
        expect(answer.data?.getControl).toMatchObject({ id: control.id, secretCode: 'FOX' });
      }
    });

    it('shows others only a control placed in a game they may see, and a player no secret', async () => {
      const loose = await createControl({ secretCode: `LOOSE-${randomUUID()}` });
      const hiddenGame = await insertGame(api.database.db, owner.sub, 'PRIVATE');
      const hidden = await createControl();
      await placeOnLevels(
        hidden.id,
        [await insertLevel(api.database.db, hiddenGame, owner.sub)],
        hiddenGame,
      );
      const placed = await createControl({ secretCode: `PLACED-${randomUUID()}` });
      await placeOnLevels(placed.id, [levels[0]!]);

      for (const user of [player, otherEditor]) {
        expect((await user.gql(GET, { id: loose.id })).data).toEqual({ getControl: null });
        expect((await user.gql(GET, { id: hidden.id })).data).toEqual({ getControl: null });
      }
      const seen = await player.gql<{ getControl: Control }>(GET, { id: placed.id });
      expect(seen.data?.getControl).toMatchObject({ id: placed.id, secretCode: null });
      expect(JSON.stringify(seen)).not.toContain(placed.secretCode);
      const editor = await otherEditor.gql<{ getControl: Control }>(GET, { id: placed.id });
      expect(editor.data?.getControl.secretCode).toBe(placed.secretCode);
    });

    it('answers null for an unknown control', async () => {
      expect((await owner.gql(GET, { id: randomUUID() })).data).toEqual({ getControl: null });
    });
  });

  describe('controlsByOwner', () => {
    let lister: ApiUser;
    let made: string[];

    beforeAll(async () => {
      lister = await api.user('editor');
      made = [];
      for (let i = 0; i < 5; i += 1) {
        api.setNow(Date.UTC(2026, 0, 1, 12, 0, i));
        made.push((await createControl({ visualCode: `C${i}` }, lister)).id);
      }
      api.setNow(undefined);
    });

    it('lists the owner’s controls in pages, oldest first or newest first', async () => {
      const pages = await everyPage(lister, BY_OWNER, { owner: lister.sub, limit: 2 });
      expect(pages.every((page) => page.items.length <= 2)).toBe(true);
      expect(pages.flatMap((page) => page.items.map((c) => c.id))).toEqual(made);
      const newest = await lister.gql<{ controlsByOwner: ControlPage }>(BY_OWNER, {
        owner: lister.sub,
        sortDirection: 'DESC',
        limit: 1,
      });
      expect(newest.data?.controlsByOwner.items.map((c) => c.id)).toEqual([made[4]]);
    });

    it('lets an Admin list anyone’s controls', async () => {
      const answer = await admin.gql<{ controlsByOwner: ControlPage }>(BY_OWNER, {
        owner: lister.sub,
      });
      expect(answer.data?.controlsByOwner.items).toHaveLength(5);
    });

    it('refuses a player and another editor the owner’s list', async () => {
      for (const user of [player, otherEditor]) {
        const answer = await user.gql(BY_OWNER, { owner: lister.sub });
        expect(errorOf(answer)?.code).toBe('FORBIDDEN');
      }
    });

    it('gives a player their own list, which is empty', async () => {
      const answer = await player.gql(BY_OWNER, { owner: player.sub });
      expect(answer.data).toEqual({ controlsByOwner: { items: [], nextToken: null } });
    });

    it('refuses a limit of 0 and a tampered token', async () => {
      const zero = await lister.gql(BY_OWNER, { owner: lister.sub, limit: 0 });
      expect(errorOf(zero)).toMatchObject({ code: 'BAD_INPUT', field: 'limit' });
      const first = await lister.gql<{ controlsByOwner: ControlPage }>(BY_OWNER, {
        owner: lister.sub,
        limit: 1,
      });
      const token = first.data!.controlsByOwner.nextToken!;
      const tampered = await lister.gql(BY_OWNER, {
        owner: lister.sub,
        limit: 1,
        nextToken: `${token.slice(0, -2)}xx`,
      });
      expect(errorOf(tampered)).toMatchObject({ code: 'BAD_INPUT', field: 'nextToken' });
    });
  });
});
