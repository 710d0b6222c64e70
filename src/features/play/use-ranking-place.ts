/**
 * The player's place in this week's ranking of a game's area (individuals, the area's
 * precision-4 geohash cell, as /score shows it): the public ranking read page by page (100 a
 * page, at most `MAX_PAGES`) until the player's row; when it is not there, the player's own
 * scores tell whether their results are private or not counted yet. Asked only online.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchOwnerScores, fetchRankingPage, type ScoreFilter } from '../../api/score-api';
import { scoreKeys } from '../../api/score-queries';
import { MAP_SEARCH_GEOHASH_PRECISION } from '../../domain/geohash-precision';
import { scorePeriodKey } from '../../domain/score-period';

/** Rows of the ranking read at most: beyond them the place is not looked for. */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

export type RankingPlace =
  | { kind: 'place'; place: number; points: number }
  /** Points counted, but the player's results are private (not on the public list). */
  | { kind: 'private'; points: number }
  /** Public points, but below the rows read (`rowsRead` players ahead). */
  | { kind: 'beyond'; rowsRead: number }
  /** No points of the player in the area this week yet. */
  | { kind: 'unranked' };

/** The area (ranking cell) of a game's start geohash. */
export function rankingArea(startGeoHash: string): string {
  return startGeoHash.slice(0, MAP_SEARCH_GEOHASH_PRECISION);
}

export async function fetchRankingPlace(filter: ScoreFilter, owner: string): Promise<RankingPlace> {
  let nextToken: string | null = null;
  let seen = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const rows = await fetchRankingPage(filter, PAGE_SIZE, nextToken);
    const index = rows.items.findIndex((row) => row.owner === owner);
    if (index !== -1) {
      return { kind: 'place', place: seen + index + 1, points: rows.items[index]!.score };
    }
    seen += rows.items.length;
    nextToken = rows.nextToken;
    if (nextToken === null) break;
  }
  const own = await fetchOwnerScores(filter, owner);
  const points = own.reduce((sum, score) => sum + score.score, 0);
  if (own.length === 0) return { kind: 'unranked' };
  return own.every((score) => score.state !== 'PUBLIC')
    ? { kind: 'private', points }
    : { kind: 'beyond', rowsRead: seen };
}

/**
 * The place in this week's ranking of `startGeoHash`'s area. `settled` changes when the game's
 * punches reach the server, so the place is asked again then.
 */
export function useRankingPlace(input: {
  owner: string;
  startGeoHash: string | null;
  now: Date;
  enabled: boolean;
  settled: string;
}) {
  const area = input.startGeoHash === null ? null : rankingArea(input.startGeoHash);
  const filter: ScoreFilter | null =
    area === null
      ? null
      : {
          period: 'WEEK',
          currentPeriod: scorePeriodKey('WEEK', input.now),
          ownerType: 'USER',
          gameGeoHash: area,
        };
  const query = useQuery({
    queryKey: scoreKeys.place(input.owner, filter, input.settled),
    queryFn: () => fetchRankingPlace(filter!, input.owner),
    enabled: input.enabled && filter !== null && input.owner !== '',
    staleTime: 30_000,
    retry: false,
    meta: { handlesErrors: true },
  });
  return { query, area };
}
