/**
 * The score wire: the public ranking of a period in an area (`listGameScoreRanking`, state
 * PUBLIC, POINT_COUNT, league NONE, descending), one owner's summed scores
 * (`listGameScoreByOwner`) and the reset of a player's points (`deleteGameScores`).
 */
import type { ScorePeriod } from '../domain/score-period';
import type { Visibility } from '../domain/schemas/field-schemas';
import { graphql } from './generated/gql';
import type { GameScoreFieldsFragment } from './generated/graphql';
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
    $state: String
    $scoreType: String
    $gameGeoHash: String
    $leagueId: String
    $ownerType: String
  ) {
    listGameScoreByOwner(
      owner: $owner
      period: $period
      currentPeriod: $currentPeriod
      state: $state
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
 * The owner's summed scores in the filter, in `state` (the player's own points are asked for
 * PUBLIC or PRIVATE explicitly); without one the server answers the PUBLIC ones (a team's are
 * always PUBLIC).
 */
export async function fetchOwnerScores(
  filter: ScoreFilter,
  owner: string,
  state?: Visibility,
): Promise<GameScore[]> {
  const data = await graphqlRequest(BY_OWNER_QUERY, { ...filterVariables(filter), owner, state });
  return present(data.listGameScoreByOwner?.items);
}

/** Resets a player's points to zero (every score row of theirs); the number of rows removed. */
export async function deleteGameScores(owner: string): Promise<number> {
  const data = await graphqlRequest(DELETE_SCORES, { owner });
  return data.deleteGameScores?.deletionCount ?? 0;
}
