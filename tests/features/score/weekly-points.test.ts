// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOwnWeeklyPoints } from '../../../src/api/identity-api';
import { fakeGraphqlWire, schemaAnswer, type GraphqlCall } from '../../ui/support/graphql-wire';

vi.mock('../../../src/api/auth-session', () => import('../../support/signed-in-session'));

interface ScoreRow {
  owner: string;
  scoreType: string;
  currentPeriod: string;
  state: string;
  gameGeoHash: string;
  score: number;
}

const row = (owner: string, currentPeriod: string, state: string, gameGeoHash: string) => ({
  owner,
  scoreType: 'POINT_COUNT',
  currentPeriod,
  state,
  gameGeoHash,
});

/**
 * Kari's week rows: two areas in week 46 (one of them private), one point row in week 47 beside
 * a row of another score type; Ola's row in week 47.
 */
const ROWS: ScoreRow[] = [
  { ...row('kari', '2026-W46', 'PUBLIC', 'u4'), score: 7 },
  { ...row('kari', '2026-W46', 'PRIVATE', 'u5'), score: 3 },
  { ...row('kari', '2026-W47', 'PUBLIC', 'u4'), score: 5 },
  { ...row('kari', '2026-W47', 'PUBLIC', 'u4'), scoreType: 'TIME', score: 3600 },
  { ...row('ola', '2026-W47', 'PUBLIC', 'u4'), score: 9 },
];

/** The API's schema answering the document sent, the week rows filtered by the arguments. */
const server = schemaAnswer({
  listGameScoreByOwner: (args: Record<string, string | undefined>) => ({
    items: ROWS.filter(
      (score) =>
        args.period === 'WEEK' &&
        score.owner === args.owner &&
        score.currentPeriod === args.currentPeriod &&
        score.scoreType === args.scoreType &&
        score.state === args.state,
    ).map((score) => ({ ...score, id: `${score.owner}#${score.gameGeoHash}#${score.state}` })),
    nextToken: null,
  }),
});

let calls: GraphqlCall[];
beforeEach(() => {
  calls = fakeGraphqlWire(server);
});
afterEach(() => vi.unstubAllGlobals());

describe("a player's weekly points", () => {
  it('are the sum of every area, public and private, for each week asked', async () => {
    await expect(
      fetchOwnWeeklyPoints('kari', ['2026-W45', '2026-W46', '2026-W47']),
    ).resolves.toEqual([0, 10, 5]);
  });

  it('are asked for in one request, however many weeks', async () => {
    const weeks = Array.from({ length: 12 }, (_, i) => `2026-W${String(36 + i)}`);
    const points = await fetchOwnWeeklyPoints('kari', weeks);
    expect(points.slice(-2)).toEqual([10, 5]);
    expect(calls).toHaveLength(1);
  });

  it('need no request for no weeks', async () => {
    await expect(fetchOwnWeeklyPoints('kari', [])).resolves.toEqual([]);
    expect(calls).toEqual([]);
  });
});
