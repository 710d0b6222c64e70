// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOwnerScores } from '../../src/api/score-api';
import { fakeGraphqlWire, schemaAnswer } from '../ui/support/graphql-wire';

vi.mock('../../src/api/auth-session', () => import('../support/signed-in-session'));

/** Kari's rows: week 46 public in one area and private in another, week 47 private only. */
const ROWS = [
  { owner: 'kari', currentPeriod: '2026-W46', state: 'PUBLIC', score: 7 },
  { owner: 'kari', currentPeriod: '2026-W46', state: 'PRIVATE', score: 3 },
  { owner: 'kari', currentPeriod: '2026-W47', state: 'PRIVATE', score: 5 },
];

/** The API as the seed has it: the state asked for, or PUBLIC when none is. */
const server = schemaAnswer({
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
});

beforeEach(() => {
  fakeGraphqlWire(server);
});
afterEach(() => vi.unstubAllGlobals());

// Their weekly sums (fetchOwnWeeklyPoints) are tests/features/score/weekly-points.test.ts's.
describe("the player's own points", () => {
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
