/**
 * The score wire: the public ranking of a period in an area (`listGameScoreRanking`, state
 * PUBLIC, POINT_COUNT, league NONE, descending), one owner's summed scores
 * (`listGameScoreByOwner`), the owner's points of several weeks in one request (aliased fields)
 * and the reset of a player's points (`deleteGameScores`).
 */
import type { ScorePeriod } from '../domain/score-period';
import { graphql } from './generated/gql';
import {
  TypedDocumentString,
  type GameScoreFieldsFragment,
  type WeekPointsFragment,
} from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { present } from './pages';

export type ScoreOwnerType = 'USER' | 'TEAM';

export type GameScore = GameScoreFieldsFragment;

export interface GameScorePage {
  items: GameScore[];
  nextToken: string | null;
}

/** Which ranking: a period and its key, individuals or teams, and the area's geohash prefix. */
export interface ScoreFilter {
  period: ScorePeriod;
  currentPeriod: string;
  ownerType: ScoreOwnerType;
  /** The area's geohash prefix; '' for the whole map. */
  gameGeoHash: string;
}

/** The seed's ranking constants. */
export const RANKING_STATE = 'PUBLIC';
export const SCORE_TYPE = 'POINT_COUNT';
export const LEAGUE_ID = 'NONE';

export const GAME_SCORE_FRAGMENT = graphql(`
  fragment GameScoreFields on GameScore {
    id
    state
    period
    currentPeriod
    owner
    ownerType
    score
    ownerNickName
  }
`);

const RANKING_QUERY = graphql(`
  query Ranking(
    $period: String!
    $currentPeriod: String
    $state: String
    $scoreType: String
    $gameGeoHash: String
    $leagueId: String
    $ownerType: String
    $limit: Int
    $nextToken: String
  ) {
    listGameScoreRanking(
      period: $period
      currentPeriod: $currentPeriod
      state: $state
      scoreType: $scoreType
      gameGeoHash: $gameGeoHash
      leagueId: $leagueId
      ownerType: $ownerType
      sortDirection: DESC
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        ...GameScoreFields
      }
      nextToken
    }
  }
`);

const BY_OWNER_QUERY = graphql(`
  query ScoreByOwner(
    $owner: String
    $period: String!
    $currentPeriod: String
    $scoreType: String
    $gameGeoHash: String
    $leagueId: String
    $ownerType: String
  ) {
    listGameScoreByOwner(
      owner: $owner
      period: $period
      currentPeriod: $currentPeriod
      scoreType: $scoreType
      gameGeoHash: $gameGeoHash
      leagueId: $leagueId
      ownerType: $ownerType
      sortDirection: DESC
      limit: 10
    ) {
      items {
        ...GameScoreFields
      }
      nextToken
    }
  }
`);

/** The points of one week in the weekly document (one aliased field per week). */
export const WEEK_POINTS_FRAGMENT = graphql(`
  fragment WeekPoints on ModelGameScoreConnection {
    items {
      score
    }
  }
`);

const DELETE_SCORES = graphql(`
  mutation DeleteGameScores($owner: String!) {
    deleteGameScores(owner: $owner) {
      deletionCount
    }
  }
`);

function filterVariables(filter: ScoreFilter) {
  return {
    period: filter.period,
    currentPeriod: filter.currentPeriod,
    scoreType: SCORE_TYPE,
    gameGeoHash: filter.gameGeoHash === '' ? null : filter.gameGeoHash,
    leagueId: LEAGUE_ID,
    ownerType: filter.ownerType,
  };
}

/** One page of the public ranking. */
export async function fetchRankingPage(
  filter: ScoreFilter,
  limit: number,
  nextToken: string | null,
): Promise<GameScorePage> {
  const data = await graphqlRequest(RANKING_QUERY, {
    ...filterVariables(filter),
    state: RANKING_STATE,
    limit,
    nextToken,
  });
  return {
    items: present(data.listGameScoreRanking?.items),
    nextToken: data.listGameScoreRanking?.nextToken ?? null,
  };
}

/**
 * The owner's summed scores in the filter (the caller's own PUBLIC and PRIVATE ones for a user;
 * a team's are always PUBLIC).
 */
export async function fetchOwnerScores(filter: ScoreFilter, owner: string): Promise<GameScore[]> {
  const data = await graphqlRequest(BY_OWNER_QUERY, { ...filterVariables(filter), owner });
  return present(data.listGameScoreByOwner?.items);
}

/**
 * The document asking for the owner's points of each week key: one aliased field per week
 * (`w0`, `w1`, ...), each the generated WeekPoints fragment, so the answer's type is the
 * fragment's. Built at run time (the number of weeks varies), so it is typed here, not by codegen.
 */
export function weeklyScoresDocument(
  weekKeys: readonly string[],
): TypedDocumentString<Partial<Record<string, WeekPointsFragment | null>>, { owner: string }> {
  const fields = weekKeys.map(
    (key, index) =>
      `w${index}: listGameScoreByOwner(owner: $owner, period: "WEEK", currentPeriod: ${JSON.stringify(key)}, scoreType: "${SCORE_TYPE}", leagueId: "${LEAGUE_ID}", ownerType: "USER", limit: 10) { ...WeekPoints }`,
  );
  return new TypedDocumentString(
    `query WeeklyScores($owner: String) {\n${fields.join('\n')}\n}\n${String(WEEK_POINTS_FRAGMENT)}`,
  );
}

/** The owner's total points of each week key (all areas, public and private together). */
export async function fetchWeeklyPoints(
  owner: string,
  weekKeys: readonly string[],
): Promise<number[]> {
  if (weekKeys.length === 0) return [];
  const data = await graphqlRequest(weeklyScoresDocument(weekKeys), { owner });
  return weekKeys.map((_key, index) =>
    present(data[`w${index}`]?.items).reduce((sum, item) => sum + item.score, 0),
  );
}

/** Resets a player's points to zero (every score row of theirs); the number of rows removed. */
export async function deleteGameScores(owner: string): Promise<number> {
  const data = await graphqlRequest(DELETE_SCORES, { owner });
  return data.deleteGameScores?.deletionCount ?? 0;
}
