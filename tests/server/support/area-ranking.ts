/**
 * The ranking filter the score-area tests and the API bench read an area with: this week's
 * (2026-W48) points of players, PUBLIC scores, highest first, the first 100; `overrides` changes
 * any part of it.
 */
import type { RankingFilter } from '../../../server/scores/game-score.repository';

export function areaRankingFilter(
  prefix: string,
  overrides: Partial<RankingFilter> = {},
): RankingFilter & { geoHashPrefix: string } {
  return {
    period: 'WEEK',
    currentPeriod: '2026-W48',
    scoreType: 'POINT_COUNT',
    leagueId: 'NONE',
    ownerType: 'USER',
    geoHashPrefix: prefix,
    state: 'PUBLIC',
    descending: true,
    offset: 0,
    count: 100,
    ...overrides,
  };
}
