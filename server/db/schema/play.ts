/**
 * Play: game states (one row per level played in a game; rows of one game share `gameId`),
 * punches (control visits, keyed by the client's idempotency id), scores per owner, period and
 * game area, and teams with their member relations.
 */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  type PgColumn,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, timestamps } from './columns';

export const gameStates = pgTable(
  'game_states',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    gameDefinitionId: text('game_definition_id').notNull(),
    gameLevelId: text('game_level_id').notNull(),
    owner: text('owner').notNull(),
    progress: text('progress').notNull(), // 'ONGOING' | 'COMPLETE'
    /** When the game (not this level) started: punches before it are refused. */
    gameStartedAt: instant('game_started_at').notNull(),
    /**
     * When the player cancelled the game (set on every state of the game), else null. A
     * cancelled game's states are COMPLETE too, as the seed's clients read them.
     */
    cancelledAt: instant('cancelled_at'),
    /** An editor's test play (src/domain/publish-checklist.ts `isTestPlay`): it scores nothing. */
    testPlay: boolean('test_play').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('game_states_by_owner_by_progress').on(t.owner, t.progress),
    index('game_states_by_owner_by_game_id').on(t.owner, t.gameId),
    // The organiser's view: a game's players by when they started (migration 0014).
    index('game_states_by_game_definition_id_by_started').on(t.gameDefinitionId, t.gameStartedAt),
  ],
);

export const controlVisits = pgTable(
  'control_visits',
  {
    /** The client's idempotency key: a replay of the same id is the same punch. */
    id: text('id').primaryKey(),
    gameStateId: text('game_state_id').notNull(),
    gameStateGameId: text('game_state_game_id').notNull(),
    controlId: text('control_id').notNull(),
    controlSecretCode: text('control_secret_code'),
    controlVisualCode: text('control_visual_code').notNull(),
    controlPoints: integer('control_points').notNull(),
    method: text('method').notNull(), // 'GPS' | 'CODE'
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    owner: text('owner').notNull(),
    punchedAt: instant('punched_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('control_visits_one_per_control_per_game').on(t.gameStateGameId, t.controlId),
    index('control_visits_by_owner_by_game_state_id').on(t.owner, t.gameStateId),
    index('control_visits_by_owner_by_control_id').on(t.owner, t.controlId),
    index('control_visits_by_owner_by_game_state_game_id').on(t.owner, t.gameStateGameId),
    // The organiser's view: a control's punches summed from the index alone (migration 0014).
    index('control_visits_by_control_id_by_punched_at').on(t.controlId, t.punchedAt, t.method),
  ],
);

/** The columns of both score tables before their place (game geohash or area): whose, when. */
const scoreOwnerAndPeriod = {
  ownerType: text('owner_type').notNull(), // 'USER' | 'TEAM'
  owner: text('owner').notNull(),
  period: text('period').notNull(), // 'WEEK' | 'MONTH' | 'YEAR'
  currentPeriod: text('current_period').notNull(), // '2026-W47', '2026-11', '2026'
};

/** The columns of both score tables after their place: which ranking, and the sum. */
const scoreRankingAndSum = {
  state: text('state').notNull(), // 'PUBLIC' | 'PRIVATE'
  scoreType: text('score_type').notNull().default('POINT_COUNT'),
  leagueId: text('league_id').notNull().default('NONE'),
  /** The nickname of the owner's latest punch counted in the row. */
  ownerNickName: text('owner_nick_name'),
  score: bigint('score', { mode: 'number' }).notNull().default(0),
  ...timestamps,
};

type ScoreTable = Record<
  keyof typeof scoreOwnerAndPeriod | keyof typeof scoreRankingAndSum,
  PgColumn
>;

/** A score table's primary key: the owner, the period, the `place`, the ranking. */
function scoreKey(t: ScoreTable, place: PgColumn): [PgColumn, ...PgColumn[]] {
  return [t.ownerType, t.owner, t.period, t.currentPeriod, place, t.state, t.scoreType, t.leagueId];
}

/** The leading columns of both ranking indexes: one ranking of one period. */
function rankingOf(t: ScoreTable) {
  return [t.period, t.currentPeriod, t.state, t.scoreType, t.leagueId, t.ownerType] as const;
}

/**
 * Points summed per owner, period and game area: one row per (owner type, owner, period, period
 * key, game geohash, state), so a ranking sums a few rows per owner, not every punch.
 */
export const gameScores = pgTable(
  'game_scores',
  {
    ...scoreOwnerAndPeriod,
    gameGeoHash: text('game_geo_hash').notNull(),
    ...scoreRankingAndSum,
  },
  (t) => [
    primaryKey({ columns: scoreKey(t, t.gameGeoHash) }),
    // text_pattern_ops: the area filter is a geohash prefix (LIKE 'u4pr%'), which a plain
    // btree index cannot serve under a non-C collation.
    index('game_scores_ranking_by_area').on(...rankingOf(t), t.gameGeoHash.op('text_pattern_ops')),
    index('game_scores_by_owner').on(t.owner, t.period, t.currentPeriod),
  ],
);

/**
 * The same points summed once more per owner and map area: one row per (owner type, owner,
 * period, period key, area, state), where the area is every prefix of the game's geohash up to
 * AREA_SUM_PRECISION characters ('' = everywhere, 'u', 'u4', 'u4p', 'u4pr'). Written in the same
 * statement as `game_scores`, so a ranking of an area up to that precision is an index-ordered
 * top-N over rows already summed; finer prefixes sum `game_scores` instead.
 */
export const gameScoreAreas = pgTable(
  'game_score_areas',
  {
    ...scoreOwnerAndPeriod,
    area: text('area').notNull(),
    ...scoreRankingAndSum,
  },
  (t) => [
    primaryKey({
      name: 'game_score_areas_pk',
      columns: scoreKey(t, t.area),
    }),
    index('game_score_areas_ranking').on(
      ...rankingOf(t),
      t.area,
      // NULLS FIRST is what ORDER BY score DESC means: the ranking reads this order as it is.
      t.score.desc().nullsFirst(),
      t.owner,
    ),
  ],
);

export const teams = pgTable('teams', {
  /** The normalised name (see the domain's normaliseTeamName): unique, case-insensitive. */
  teamNameKey: text('team_name_key').primaryKey(),
  teamName: text('team_name').notNull(),
  teamState: text('team_state').notNull().default('ACTIVE'),
  createdBy: text('created_by').notNull(),
  ...timestamps,
});

export const teamRelations = pgTable(
  'team_relations',
  {
    teamNameKey: text('team_name_key').notNull(),
    userSub: text('user_sub').notNull(),
    userNickName: text('user_nick_name').notNull(),
    state: text('state').notNull(),
    lastActiveForTeam: instant('last_active_for_team'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.teamNameKey, t.userSub] }),
    index('team_relations_by_user').on(t.userSub, t.state),
  ],
);

/** Secrets the server makes once and shares between copies (e.g. the nextToken signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt,
});
