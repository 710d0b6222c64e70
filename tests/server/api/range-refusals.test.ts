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

  const control = (change: Record<string, unknown>) => ({
    visualCode: '31',
    lat: 58.46,
    lng: 8.77,
    secretCode: 'ELG',
    ...change,
  });
  const level = (change: Record<string, unknown>) => ({ ...levelInput(game), ...change });
  const map = (change: Record<string, unknown>) => ({ ...TILE_MAP, ...change });

  it.each([
    {
      what: "a control's latitude 90.5",
      create: CREATE_CONTROL,
      input: () => control({ lat: 90.5 }),
      refused: { field: 'input.lat', min: -90, max: 90 },
    },
    {
      what: "a control's longitude -181",
      create: CREATE_CONTROL,
      input: () => control({ lng: -181 }),
      refused: { field: 'input.lng', min: -180, max: 180 },
    },
    {
      what: "a level's order 0",
      create: CREATE_LEVEL,
      input: () => level({ order: 0 }),
      refused: { field: 'input.order', min: 1, integer: true },
    },
    {
      what: "a level's minimum of -1 controls",
      create: CREATE_LEVEL,
      input: () => level({ minNumberControls: -1 }),
      refused: { field: 'input.minNumberControls', min: 0, integer: true },
    },
    {
      what: "a level's GPS distance of 0 m",
      create: CREATE_LEVEL,
      input: () => level({ minDistanceLegalPunch: 0 }),
      refused: { field: 'input.minDistanceLegalPunch', moreThan: 0 },
    },
    {
      what: "a map's zoom over 22 names 0 to 22",
      create: CREATE_MAP,
      input: () => map({ maxZoom: 23 }),
      refused: { field: 'input.maxZoom', min: 0, max: 22, integer: true },
    },
    {
      what: 'a largest zoom below the smallest is inside its own range: no range named',
      create: CREATE_MAP,
      input: () => map({ minZoom: 15, maxZoom: 14 }),
      refused: { field: 'input.maxZoom' },
    },
  ])('$what', async ({ create, input, refused }) => {
    const answer = await editor.gql(create, { input: input() });
    expect(extensionsOf(answer)).toEqual({ code: 'BAD_INPUT', reason: 'OUT_OF_RANGE', ...refused });
  });
});
