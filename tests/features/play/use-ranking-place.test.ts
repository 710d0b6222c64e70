import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameScore, GameScorePage, ScoreFilter } from '../../../src/api/score-api';

const api = vi.hoisted(() => ({
  fetchRankingPage: vi.fn<(f: unknown, limit: number, token: string | null) => Promise<unknown>>(),
  fetchOwnerScores: vi.fn<(f: unknown, owner: string) => Promise<unknown>>(),
}));
vi.mock('../../../src/api/score-api', () => api);

const { fetchRankingPlace, rankingArea } =
  await import('../../../src/features/play/use-ranking-place');

const FILTER: ScoreFilter = {
  period: 'WEEK',
  currentPeriod: '2026-W48',
  ownerType: 'USER',
  gameGeoHash: 'u4pr',
};

const row = (owner: string, score: number, state = 'PUBLIC'): GameScore => ({
  id: owner,
  state,
  period: 'WEEK',
  currentPeriod: '2026-W48',
  owner,
  ownerType: 'USER',
  score,
  ownerNickName: null,
});

/** Ranking pages of 100 rows: `count` other players, then the player when `at` is given. */
function ranking(count: number, at?: number): GameScorePage[] {
  const rows = Array.from({ length: count }, (_, i) => row(`other-${i}`, 1000 - i));
  if (at !== undefined) rows.splice(at - 1, 0, row('me', 500));
  const pages: GameScorePage[] = [];
  for (let i = 0; i < rows.length || pages.length === 0; i += 100) {
    pages.push({
      items: rows.slice(i, i + 100),
      nextToken: i + 100 < rows.length ? `t${i + 100}` : null,
    });
  }
  return pages;
}

function serve(pages: GameScorePage[], own: GameScore[] = []) {
  api.fetchRankingPage.mockImplementation((_f, _limit, token) =>
    Promise.resolve(pages[token === null ? 0 : Number(token.slice(1)) / 100]),
  );
  api.fetchOwnerScores.mockResolvedValue(own);
}

beforeEach(() => {
  api.fetchRankingPage.mockReset();
  api.fetchOwnerScores.mockReset();
});

describe('fetchRankingPlace', () => {
  it.each([1, 3, 100, 101, 250])('finds the player at place %i over the pages', async (place) => {
    serve(ranking(300, place));
    expect(await fetchRankingPlace(FILTER, 'me')).toEqual({ kind: 'place', place, points: 500 });
  });

  it('tells private results apart from none', async () => {
    serve(ranking(3), [row('me', 7, 'PRIVATE')]);
    expect(await fetchRankingPlace(FILTER, 'me')).toEqual({ kind: 'private', points: 7 });
    serve(ranking(3), []);
    expect(await fetchRankingPlace(FILTER, 'me')).toEqual({ kind: 'unranked' });
  });

  it('stops after five pages of 100', async () => {
    serve(ranking(700, 650), [row('me', 500)]);
    expect(await fetchRankingPlace(FILTER, 'me')).toEqual({ kind: 'beyond', rowsRead: 500 });
    expect(api.fetchRankingPage).toHaveBeenCalledTimes(5);
  });
});

describe('rankingArea', () => {
  it('is the precision-4 cell of the start', () => {
    expect(rankingArea('u4pruydqqv')).toBe('u4pr');
  });
});
