/**
 * SQL of the `game_scores` table: points summed per owner, period key and game area. A punch adds
 * to a few rows (upsert on the primary key); a ranking sums the rows of one period whose game
 * geohash starts with the area's prefix, per owner.
 */
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameScores } from '../db/schema/play';

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

/** One owner's summed score. */
export interface ScoreSum {
  owner: string;
  state: string;
  ownerNickName: string | null;
  score: number;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
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
      : like(gameScores.gameGeoHash, `${escapeLike(filter.geoHashPrefix)}%`),
  );
}

const total = sql<number>`cast(sum(${gameScores.score}) as bigint)`.mapWith(Number);
/** The nickname of the owner's most recent score row (a nickname may change). */
const latestNickName = sql<
  string | null
>`(array_agg(${gameScores.ownerNickName} order by ${gameScores.updatedAt} desc))[1]`;

export function createGameScoreRepository(db: Db) {
  return {
    /** Adds the points to each row, creating it at 0 first when it does not exist yet. */
    async add(additions: readonly ScoreAddition[], at: Date): Promise<void> {
      if (additions.length === 0) return;
      await db
        .insert(gameScores)
        .values(
          additions.map(({ points, ...key }) => ({
            ...key,
            score: points,
            createdAt: at,
            updatedAt: at,
          })),
        )
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
          set: {
            score: sql`${gameScores.score} + excluded.score`,
            ownerNickName: sql`excluded.owner_nick_name`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    /**
     * Owners in `state` ranked by their summed score (ties by owner, so pages are stable). The
     * nicknames are read afterwards for the page's owners only: picking the newest one inside
     * the grouping would sort every owner's rows of the area.
     */
    async ranking(
      filter: ScoreFilter & { state: string; descending: boolean; offset: number; count: number },
    ): Promise<ScoreSum[]> {
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
    },

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

    /** Deletes every USER score row of `owner`; the number of rows deleted. */
    async deleteUserScores(owner: string): Promise<number> {
      const deleted = await db
        .delete(gameScores)
        .where(and(eq(gameScores.ownerType, 'USER'), eq(gameScores.owner, owner)))
        .returning({ owner: gameScores.owner });
      return deleted.length;
    },
  };
}
