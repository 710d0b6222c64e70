// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, graphqlSync } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOwnWeeklyPoints } from '../../src/api/identity-api';
import { fetchOwnerScores } from '../../src/api/score-api';
import { fakeGraphqlWire, type GraphqlAnswer, type GraphqlCall } from '../ui/support/graphql-wire';

vi.mock('../../src/api/auth-session', () => ({
  currentIdToken: vi.fn(() => Promise.resolve('id-token')),
}));

const SCHEMA_FILE = fileURLToPath(
  import.meta.resolve('../../server/graphql/schema/schema.graphql'),
);
const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

/** Kari's rows: week 46 public in one area and private in another, week 47 private only. */
const ROWS = [
  { owner: 'kari', currentPeriod: '2026-W46', state: 'PUBLIC', score: 7 },
  { owner: 'kari', currentPeriod: '2026-W46', state: 'PRIVATE', score: 3 },
  { owner: 'kari', currentPeriod: '2026-W47', state: 'PRIVATE', score: 5 },
];

/** The API as the seed has it: the state asked for, or PUBLIC when none is. */
function server({ query, variables }: GraphqlCall): GraphqlAnswer {
  const rootValue = {
    listGameScoreByOwner: (args: Record<string, string | undefined>) => ({
      items: ROWS.filter(
        (row) =>
          row.owner === args.owner &&
          row.currentPeriod === args.currentPeriod &&
          row.state === (args.state ?? 'PUBLIC'),
      ).map((row) => ({
        ...row,
        id: `${row.owner}#${row.currentPeriod}#${row.state}`,
        period: 'WEEK',
        ownerType: 'USER',
        ownerNickName: 'Kari',
      })),
      nextToken: null,
    }),
  };
  const result = graphqlSync({ schema, source: query, rootValue, variableValues: variables });
  expect(result.errors).toBeUndefined();
  return { data: result.data as Record<string, unknown> };
}

let calls: GraphqlCall[];
beforeEach(() => {
  calls = fakeGraphqlWire(server);
});
afterEach(() => vi.unstubAllGlobals());

describe("the player's own points", () => {
  it('count private and public rows of each week, in one request', async () => {
    await expect(
      fetchOwnWeeklyPoints('kari', ['2026-W45', '2026-W46', '2026-W47']),
    ).resolves.toEqual([0, 10, 5]);
    expect(calls).toHaveLength(1);
  });

  it('are asked for with their state explicitly', async () => {
    const filter = {
      period: 'WEEK' as const,
      currentPeriod: '2026-W47',
      gameGeoHash: '',
      ownerType: 'USER' as const,
    };
    const scores = await fetchOwnerScores(filter, 'kari', 'PRIVATE');
    expect(scores.map((row) => row.score)).toEqual([5]);
    expect(await fetchOwnerScores(filter, 'kari', 'PUBLIC')).toEqual([]);
  });
});
