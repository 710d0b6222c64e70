/**
 * An OUT_OF_RANGE refusal names the range the value broke (`extensions.min`, `max`, `moreThan`),
 * over the real API (PGlite and PostgreSQL), so the client can say "Must be between 1 and 5"; a
 * value refused by a rule between two fields (a largest zoom below the smallest) is inside its own
 * range, and then no range is named.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameDefinitions } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type GraphqlAnswer } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { CREATE_MAP, TILE_MAP } from '../support/map-inputs';
import { levelInput } from '../support/level-inputs';

const CREATE_CONTROL = `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`;
const CREATE_LEVEL = `mutation ($input: CreateGameLevelInput!) { createGameLevel(input: $input) { id } }`;

function extensionsOf(answer: GraphqlAnswer): Record<string, unknown> {
  return answer.errors?.[0]?.extensions ?? {};
}

describe.each(DATABASE_KINDS)('range refusals name their range (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  let game: string;

  beforeAll(async () => {
    game = randomUUID();
    await api.database.db.insert(gameDefinitions).values({
      id: game,
      name: 'Range night',
      type: 'levels',
      active: true,
      state: 'PUBLIC',
      owner: editor.sub,
    });
  });

  it.each([
    ['latitude 90.5', { lat: 90.5 }, 'input.lat', { min: -90, max: 90 }],
    ['longitude -181', { lng: -181 }, 'input.lng', { min: -180, max: 180 }],
  ])("a control's %s", async (_what, change, field, range) => {
    const input = { visualCode: '31', lat: 58.46, lng: 8.77, secretCode: 'ELG', ...change };
    const answer = await editor.gql(CREATE_CONTROL, { input });
    expect(extensionsOf(answer)).toEqual({
      code: 'BAD_INPUT',
      field,
      reason: 'OUT_OF_RANGE',
      ...range,
    });
  });

  it.each([
    ['order 0', { order: 0 }, 'input.order', { min: 1, integer: true }],
    [
      'a minimum of -1 controls',
      { minNumberControls: -1 },
      'input.minNumberControls',
      { min: 0, integer: true },
    ],
    [
      'a GPS distance of 0 m',
      { minDistanceLegalPunch: 0 },
      'input.minDistanceLegalPunch',
      {
        moreThan: 0,
      },
    ],
  ])("a level's %s", async (_what, change, field, range) => {
    const input = { ...levelInput(game), ...change };
    const answer = await editor.gql(CREATE_LEVEL, { input });
    expect(extensionsOf(answer)).toEqual({
      code: 'BAD_INPUT',
      field,
      reason: 'OUT_OF_RANGE',
      ...range,
    });
  });

  it("a map's zoom over 22 names 0 to 22", async () => {
    const answer = await editor.gql(CREATE_MAP, { input: { ...TILE_MAP, maxZoom: 23 } });
    expect(extensionsOf(answer)).toEqual({
      code: 'BAD_INPUT',
      field: 'input.maxZoom',
      reason: 'OUT_OF_RANGE',
      min: 0,
      max: 22,
      integer: true,
    });
  });

  it('a largest zoom below the smallest is inside its own range: no range named', async () => {
    const answer = await editor.gql(CREATE_MAP, {
      input: { ...TILE_MAP, minZoom: 15, maxZoom: 14 },
    });
    expect(extensionsOf(answer)).toEqual({
      code: 'BAD_INPUT',
      field: 'input.maxZoom',
      reason: 'OUT_OF_RANGE',
    });
  });
});
