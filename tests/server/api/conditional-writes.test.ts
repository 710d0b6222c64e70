/**
 * The conditional write of every update mutation that takes the seed's `condition:
 * ModelConditionInput` (maps, games, levels, controls), over the real API (PGlite and
 * PostgreSQL): refused with BAD_INPUT on `condition` while the condition fails against the
 * stored row, written once it holds. The operators of a condition are maps.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll, madeBeforeAll } from '../support/before-all';
import { errorOf } from '../support/callers';
import { insertGame } from '../support/editor-rows';
import { TILE_MAP } from '../support/map-inputs';
import { levelInput } from '../support/level-inputs';
import { CLASSIC_GAME } from '../support/game-inputs';

interface Stored {
  id: string;
  updatedAt: string;
}

type Condition = Record<string, unknown>;

interface Resource {
  create: string;
  /** The create input; a level goes into `gameId`. */
  input: (gameId: string) => Record<string, unknown>;
  update: string;
  change: Record<string, unknown>;
  /** A condition the stored row fails, and one it meets; `owner` and `other` are editors' subs. */
  failing: (row: Stored, other: string) => Condition;
  holding: (row: Stored, owner: string) => Condition;
}

const LONG_AGO = '2000-01-01T00:00:00.000Z';

const RESOURCES: [string, Resource][] = [
  [
    'map',
    {
      create: `mutation ($input: CreateOmapInput!) { createOmap(input: $input) { id updatedAt } }`,
      input: () => TILE_MAP,
      update: `mutation ($input: UpdateOmapInput!, $condition: ModelConditionInput) {
        updateOmap(input: $input, condition: $condition) { name } }`,
      change: { name: 'X' },
      failing: () => ({ updatedAt: { eq: LONG_AGO } }),
      holding: (row, owner) => ({ updatedAt: { eq: row.updatedAt }, owner: { eq: owner } }),
    },
  ],
  [
    'game',
    {
      create: `mutation ($input: CreateGameDefinitionInput!) {
        createGameDefinition(input: $input) { id updatedAt } }`,
      input: () => CLASSIC_GAME,
      update: `mutation ($input: UpdateGameDefinitionInput!, $condition: ModelConditionInput) {
        updateGameDefinition(input: $input, condition: $condition) { name } }`,
      change: { name: 'X' },
      failing: (_row, other) => ({ owner: { eq: other } }),
      holding: (row, owner) => ({
        updatedAt: { le: row.updatedAt },
        owner: { beginsWith: owner.slice(0, 4) },
      }),
    },
  ],
  [
    'level',
    {
      create: `mutation ($input: CreateGameLevelInput!) { createGameLevel(input: $input) { id updatedAt } }`,
      input: (gameId) => levelInput(gameId),
      update: `mutation ($input: UpdateGameLevelInput!, $condition: ModelConditionInput) {
        updateGameLevel(input: $input, condition: $condition) { name } }`,
      change: { name: 'On time' },
      failing: (row) => ({ updatedAt: { gt: row.updatedAt } }),
      holding: (row, owner) => ({
        updatedAt: { between: [LONG_AGO, row.updatedAt] },
        owner: { ge: owner },
      }),
    },
  ],
  [
    'control',
    {
      create: `mutation ($input: CreateControlInput!) { createControl(input: $input) { id updatedAt } }`,
      input: () => ({ visualCode: '52', lat: 58.461, lng: 8.772, secretCode: 'FOX' }),
      update: `mutation ($input: UpdateControlInput!, $condition: ModelConditionInput) {
        updateControl(input: $input, condition: $condition) { visualCode } }`,
      change: { visualCode: '99' },
      failing: () => ({ updatedAt: { lt: LONG_AGO } }),
      holding: (row) => ({ updatedAt: { eq: row.updatedAt } }),
    },
  ],
];

describe.each(DATABASE_KINDS)('conditional writes (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor, otherEditor } = castBeforeAll(api);
  const game = madeBeforeAll(async () => ({
    id: await insertGame(api.database.db, editor.sub, 'PUBLIC'),
  }));

  it.each(RESOURCES)('an update of a %s writes only when its condition holds', async (_, r) => {
    const created = await editor.gql<Record<string, Stored>>(r.create, { input: r.input(game.id) });
    expect(created.errors).toBeUndefined();
    const row = Object.values(created.data!)[0]!;
    const input = { id: row.id, ...r.change };

    const refused = await editor.gql(r.update, {
      input,
      condition: r.failing(row, otherEditor.sub),
    });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_INPUT', field: 'condition' });
    const written = await editor.gql<Record<string, unknown>>(r.update, {
      input,
      condition: r.holding(row, editor.sub),
    });
    expect(written.errors).toBeUndefined();
    expect(Object.values(written.data!)[0]).toEqual(r.change);
  });
});
