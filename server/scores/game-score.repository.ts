/**
 * SQL of the `game_scores` table (points summed per owner, period key and game geohash) and of
 * its companion `game_score_areas` (the same points summed per owner and map area: every prefix
 * of the game's geohash up to AREA_SUM_PRECISION characters). A punch adds to a few rows of both
 * in one statement (upserts on the primary keys). A ranking of an area up to that precision
 * reads the area's rows in the index's order (score descending) and stops after the page; a
 * finer area sums the `game_scores` rows whose geohash starts with the prefix, per owner.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { gameScoreAreas, gameScores } from '../db/schema/play';
import { keyCondition } from '../graphql/connection';
import { createScoreClaimRepository } from './score-claim.repository';

/**
 * The longest area kept summed: a precision-4 geohash cell (about 39 x 20 km), the map's area
 * search cell. Every shorter prefix down to '' (everywhere) is kept too, so a punch adds to
 * AREA_SUM_PRECISION + 1 area rows per score row.
 */
export const AREA_SUM_PRECISION = 4;

/** The areas a game's geohash counts in: '', 'u', 'u4', 'u4p', 'u4pr' for 'u4pruydqqv'. */
export function areasOf(gameGeoHash: string): string[] {
  const longest = Math.min(AREA_SUM_PRECISION, gameGeoHash.length);
  return Array.from({ length: longest + 1 }, (_, length) => gameGeoHash.slice(0, length));
}

/** Points added to one score row. */
export interface ScoreAddition {
  ownerType: string;
  owner: string;
  ownerNickName: string | null;
  period: string;
  currentPeriod: string;
  gameGeoHash: string;
  state: string;
  points: number;
}

/** Which rows a ranking or an owner's list sums. */
export interface ScoreFilter {
  period: string;
  currentPeriod: string;
  scoreType: string;
  leagueId: string;
  ownerType: string;
  /** Only rows whose game geohash starts with this ('' for everywhere). */
  geoHashPrefix: string;
}

/** What a ranking page asks for. */
export type RankingFilter = ScoreFilter & {
  state: string;
  descending: boolean;
  offset: number;
  count: number;
};

/** One owner's summed score. */
export interface ScoreSum {
  owner: string;
  state: string;
  ownerNickName: string | null;
  score: number;
}

function filterSql(filter: ScoreFilter): SQL | undefined {
  return and(
    eq(gameScores.period, filter.period),
    eq(gameScores.currentPeriod, filter.currentPeriod),
    eq(gameScores.scoreType, filter.scoreType),
    eq(gameScores.leagueId, filter.leagueId),
    eq(gameScores.ownerType, filter.ownerType),
    filter.geoHashPrefix === ''
      ? undefined
      : keyCondition(gameScores.gameGeoHash, { beginsWith: filter.geoHashPrefix }),
  );
}

/** A score addition spread over its areas, one per area row (two on one row are merged). */
interface AreaAddition extends Omit<ScoreAddition, 'gameGeoHash'> {
  area: string;
}

function areaAdditions(additions: readonly ScoreAddition[]): AreaAddition[] {
  const byKey = new Map<string, AreaAddition>();
  for (const { gameGeoHash, ...addition } of additions) {
    for (const area of areasOf(gameGeoHash)) {
      const key = JSON.stringify([
        addition.ownerType,
        addition.owner,
        addition.period,
        addition.currentPeriod,
        area,
        addition.state,
      ]);
      const earlier = byKey.get(key);
      byKey.set(key, { ...addition, area, points: addition.points + (earlier?.points ?? 0) });
    }
  }
  return [...byKey.values()];
}

/** The rows that add `points` to a score (a new row starts with them), stamped `at`. */
function scoreRows<A extends { points: number }>(additions: readonly A[], at: Date) {
  return additions.map(({ points, ...key }) => ({
    ...key,
    score: points,
    createdAt: at,
    updatedAt: at,
  }));
}

/** An upsert's change to a stored score row: the points added, the newest nickname and time. */
function addedScore(score: AnyPgColumn) {
  return {
    score: sql`${score} + excluded.score`,
    ownerNickName: sql`excluded.owner_nick_name`,
    updatedAt: sql`excluded.updated_at`,
  };
}

const total = sql<number>`cast(sum(${gameScores.score}) as bigint)`.mapWith(Number);
/** The nickname of the owner's most recent score row (a nickname may change). */
const latestNickName = sql<
  string | null
>`(array_agg(${gameScores.ownerNickName} order by ${gameScores.updatedAt} desc))[1]`;

export function createGameScoreRepository(db: Db) {
  /**
   * The ranking summed from `game_scores`: every row of the period whose game geohash starts
   * with the prefix, grouped per owner. The nicknames are read afterwards for the page's owners
   * only: picking the newest one inside the grouping would sort every owner's rows of the area.
   */
  async function rankingBySumming(filter: RankingFilter): Promise<ScoreSum[]> {
    const order = filter.descending ? desc : asc;
    const where = and(filterSql(filter), eq(gameScores.state, filter.state));
    const sums = await db
      .select({ owner: gameScores.owner, state: gameScores.state, score: total })
      .from(gameScores)
      .where(where)
      .groupBy(gameScores.owner, gameScores.state)
      .orderBy(order(total), asc(gameScores.owner))
      .offset(filter.offset)
      .limit(filter.count);
    if (sums.length === 0) return [];
    const nicknames = await db
      .selectDistinctOn([gameScores.owner], {
        owner: gameScores.owner,
        ownerNickName: gameScores.ownerNickName,
      })
      .from(gameScores)
      .where(
        and(
          where,
          inArray(
            gameScores.owner,
            sums.map((sum) => sum.owner),
          ),
        ),
      )
      .orderBy(gameScores.owner, desc(gameScores.updatedAt));
    const nicknameOf = new Map(nicknames.map((row) => [row.owner, row.ownerNickName]));
    return sums.map((sum) => ({ ...sum, ownerNickName: nicknameOf.get(sum.owner) ?? null }));
  }

  return {
    /**
     * Adds the points to each row, creating it at 0 first when it does not exist yet, and to the
     * rows of each row's areas: one statement (a data-modifying WITH), so one round trip, and
     * the two tables never disagree.
     */
    async add(additions: readonly ScoreAddition[], at: Date): Promise<void> {
      if (additions.length === 0) return;
      const byGame = db
        .insert(gameScores)
        .values(scoreRows(additions, at))
        .onConflictDoUpdate({
          target: [
            gameScores.ownerType,
            gameScores.owner,
            gameScores.period,
            gameScores.currentPeriod,
            gameScores.gameGeoHash,
            gameScores.state,
            gameScores.scoreType,
            gameScores.leagueId,
          ],
          set: addedScore(gameScores.score),
        });
      const byArea = db
        .insert(gameScoreAreas)
        .values(scoreRows(areaAdditions(additions), at))
        .onConflictDoUpdate({
          target: [
            gameScoreAreas.ownerType,
            gameScoreAreas.owner,
            gameScoreAreas.period,
            gameScoreAreas.currentPeriod,
            gameScoreAreas.area,
            gameScoreAreas.state,
            gameScoreAreas.scoreType,
            gameScoreAreas.leagueId,
          ],
          set: addedScore(gameScoreAreas.score),
        });
      await db.execute(sql`with by_game as (${byGame.getSQL()}) ${byArea.getSQL()}`);
    },

    /**
     * Owners in `state` ranked by their summed score (ties by owner, so pages are stable). An
     * area of at most AREA_SUM_PRECISION characters is read from its sums; a finer one is summed
     * from `game_scores` (the same answer, see rankingBySumming).
     */
    async ranking(filter: RankingFilter): Promise<ScoreSum[]> {
      if (filter.geoHashPrefix.length > AREA_SUM_PRECISION) return rankingBySumming(filter);
      const order = filter.descending ? desc : asc;
      return db
        .select({
          owner: gameScoreAreas.owner,
          state: gameScoreAreas.state,
          ownerNickName: gameScoreAreas.ownerNickName,
          score: gameScoreAreas.score,
        })
        .from(gameScoreAreas)
        .where(
          and(
            eq(gameScoreAreas.period, filter.period),
            eq(gameScoreAreas.currentPeriod, filter.currentPeriod),
            eq(gameScoreAreas.state, filter.state),
            eq(gameScoreAreas.scoreType, filter.scoreType),
            eq(gameScoreAreas.leagueId, filter.leagueId),
            eq(gameScoreAreas.ownerType, filter.ownerType),
            eq(gameScoreAreas.area, filter.geoHashPrefix),
          ),
        )
        .orderBy(order(gameScoreAreas.score), asc(gameScoreAreas.owner))
        .offset(filter.offset)
        .limit(filter.count);
    },

    rankingBySumming,

    /** One owner's summed score in each of `states`. */
    ofOwner(
      filter: ScoreFilter & {
        owner: string;
        states: readonly string[];
        descending: boolean;
        offset: number;
        count: number;
      },
    ): Promise<ScoreSum[]> {
      const order = filter.descending ? desc : asc;
      return db
        .select({
          owner: gameScores.owner,
          state: gameScores.state,
          ownerNickName: latestNickName,
          score: total,
        })
        .from(gameScores)
        .where(
          and(
            filterSql(filter),
            eq(gameScores.owner, filter.owner),
            inArray(gameScores.state, [...filter.states]),
          ),
        )
        .groupBy(gameScores.owner, gameScores.state)
        .orderBy(order(total), asc(gameScores.state))
        .offset(filter.offset)
        .limit(filter.count);
    },

    /**
     * Makes a player's PRIVATE points PUBLIC, keeping them: their first choice of who sees the
     * points (from "not chosen", when they were kept private) costs nothing. Rows that meet a
     * PUBLIC row of the same key are added to it.
     */
    async publishUserScores(owner: string): Promise<void> {
      for (const [table, place] of [
        ['game_scores', 'game_geo_hash'],
        ['game_score_areas', 'area'],
      ] as const) {
        const name = sql.identifier(table);
        const key = sql.raw(
          `owner_type, owner, period, current_period, ${place}, state, score_type, league_id`,
        );
        const columns = sql.raw(
          `owner_type, owner, period, current_period, ${place}, score_type, league_id, owner_nick_name, score, created_at, updated_at`,
        );
        await db.execute(sql`
          with moved as (
            delete from ${name}
            where owner_type = 'USER' and owner = ${owner} and state = 'PRIVATE'
            returning ${columns}
          )
          insert into ${name} (${columns}, state)
          select ${columns}, 'PUBLIC' from moved
          on conflict (${key}) do update set
            score = ${name}.score + excluded.score,
            updated_at = greatest(${name}.updated_at, excluded.updated_at)`);
      }
    },

    /** Shows a player under their new nickname in every score row they have. */
    async renameUser(owner: string, nickname: string): Promise<void> {
      await db
        .update(gameScores)
        .set({ ownerNickName: nickname })
        .where(and(eq(gameScores.ownerType, 'USER'), eq(gameScores.owner, owner)));
      await db
        .update(gameScoreAreas)
        .set({ ownerNickName: nickname })
        .where(and(eq(gameScoreAreas.ownerType, 'USER'), eq(gameScoreAreas.owner, owner)));
    },

    /**
     * Deletes every USER score row of `owner`, and in the same statement their area sums and
     * their score claims (so the points rule starts afresh with the sums); the number of
     * `game_scores` rows deleted.
     */
    async deleteUserScores(owner: string): Promise<number> {
      const areaRows = db
        .delete(gameScoreAreas)
        .where(and(eq(gameScoreAreas.ownerType, 'USER'), eq(gameScoreAreas.owner, owner)));
      const scoreRows = db
        .delete(gameScores)
        .where(and(eq(gameScores.ownerType, 'USER'), eq(gameScores.owner, owner)))
        .returning({ owner: gameScores.owner });
      // Both drivers answer `execute` with the rows in `rows` (the shared type leaves it unknown).
      const claims = createScoreClaimRepository(db).deleteUserClaims(owner);
      const deleted = (await db.execute(
        sql`with by_area as (${areaRows.getSQL()}), claims as (${claims.getSQL()}) ${scoreRows.getSQL()}`,
      )) as { rows: unknown[] };
      return deleted.rows.length;
    },
  };
}
