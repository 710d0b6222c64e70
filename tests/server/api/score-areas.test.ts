/**
 * The area sums behind listGameScoreRanking, on PGlite and PostgreSQL: a ranking of an area of
 * up to AREA_SUM_PRECISION characters, read from `game_score_areas`, gives exactly what summing
 * the `game_scores` rows of the area per owner gives (scores, order, ties, nicknames, pages),
 * after many additions, after a deletion, and after migration 0006's backfill of older scores.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../server/db/database';
import { gameScoreAreas, gameScores } from '../../../server/db/schema/play';
import {
  AREA_SUM_PRECISION,
  areasOf,
  createGameScoreRepository,
  type RankingFilter,
  type ScoreAddition,
} from '../../../server/scores/game-score.repository';
import { DATABASE_KINDS } from '../support/api-harness';
import { areaRankingFilter } from '../support/area-ranking';
import { apiBeforeAll } from '../support/before-all';

const GAME_GEOHASHES = [
  'u4pruydqqv',
  'u4pruyf000',
  'u4prvz1234',
  'u4pr000000',
  'u4xbcdefgh',
  'u4xb000000',
  'u5q0000000',
  'u5q1',
  'u5',
  'v000000000',
];
const PREFIXES = ['', 'u', 'u4', 'u4p', 'u4pr', 'u4x', 'u4xb', 'u5q0', 'u5q1', 'u5', 'v', 'zzzz'];
const PERIODS = [
  ['WEEK', '2026-W48'],
  ['MONTH', '2026-11'],
  ['YEAR', '2026'],
] as const;

/** A small deterministic generator (the same additions on every run). */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % below;
  };
}

const plain = (
  rows: { owner: string; state: string; score: number; ownerNickName: string | null }[],
) => rows.map(({ owner, state, score, ownerNickName }) => ({ owner, state, score, ownerNickName }));

describe('areasOf', () => {
  it('gives every prefix of the geohash up to the summed precision, everywhere first', () => {
    expect(AREA_SUM_PRECISION).toBe(4);
    expect(areasOf('u4pruydqqv')).toEqual(['', 'u', 'u4', 'u4p', 'u4pr']);
    expect(areasOf('u4')).toEqual(['', 'u', 'u4']);
    expect(areasOf('')).toEqual(['']);
  });
});

describe.each(DATABASE_KINDS)('ranking from area sums (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  let repository: ReturnType<typeof createGameScoreRepository>;

  beforeAll(async () => {
    repository = createGameScoreRepository(api.database.db);
    const next = numbers(kind === 'pglite' ? 7 : 11);
    // 40 owners (USER and TEAM, PUBLIC and PRIVATE) punching in 10 games over 300 punches, each
    // adding to a period's row with its own time, some owners renaming themselves on the way;
    // points 0..5, so there are many ties.
    let at = Date.parse('2026-11-23T10:00:00Z');
    for (let punch = 0; punch < 300; punch += 1) {
      const ownerNumber = next(40);
      const ownerType = ownerNumber % 5 === 0 ? 'TEAM' : 'USER';
      const state = ownerType === 'TEAM' || ownerNumber % 3 !== 0 ? 'PUBLIC' : 'PRIVATE';
      const nickname = `nick${ownerNumber}-${Math.floor(punch / 100)}`;
      const gameGeoHash = GAME_GEOHASHES[next(GAME_GEOHASHES.length)]!;
      const points = next(6);
      const additions: ScoreAddition[] = PERIODS.map(([period, currentPeriod]) => ({
        ownerType,
        owner: `owner-${ownerNumber}`,
        ownerNickName: nickname,
        period,
        currentPeriod,
        gameGeoHash,
        state,
        points,
      }));
      at += 1000;
      await repository.add(additions, new Date(at));
    }
  });

  async function expectSameAsSumming(filter: RankingFilter) {
    const fromAreas = await repository.ranking(filter);
    const summed = await repository.rankingBySumming(filter);
    expect(plain(fromAreas)).toEqual(plain(summed));
    return fromAreas;
  }

  it('ranks every area up to the summed precision exactly as summing the scores does', async () => {
    let ranked = 0;
    for (const prefix of PREFIXES) {
      for (const [period, currentPeriod] of PERIODS) {
        for (const ownerType of ['USER', 'TEAM']) {
          for (const state of ['PUBLIC', 'PRIVATE']) {
            for (const descending of [true, false]) {
              const filter = areaRankingFilter(prefix, {
                period,
                currentPeriod,
                ownerType,
                state,
                descending,
              });
              ranked += (await expectSameAsSumming(filter)).length;
            }
          }
        }
      }
    }
    expect(ranked).toBeGreaterThan(500);
  });

  it('pages through an area the same way, ties ordered by owner', async () => {
    for (const prefix of ['', 'u4pr', 'u4p']) {
      const everything = await repository.rankingBySumming(areaRankingFilter(prefix));
      expect(everything.length).toBeGreaterThan(10);
      const pages = [];
      for (let offset = 0; offset < everything.length; offset += 7) {
        pages.push(...(await expectSameAsSumming(areaRankingFilter(prefix, { offset, count: 7 }))));
      }
      expect(plain(pages)).toEqual(plain(everything));
    }
  });

  it('sums finer areas from the scores (the same answer as before)', async () => {
    const filter = areaRankingFilter('u4pru');
    expect(plain(await repository.ranking(filter))).toEqual(
      plain(await repository.rankingBySumming(filter)),
    );
    expect((await repository.ranking(filter)).length).toBeGreaterThan(0);
  });

  it("deletes a player's area sums with their scores", async () => {
    const [owner] = await api.database.db
      .select({ owner: gameScores.owner })
      .from(gameScores)
      .where(sql`${gameScores.ownerType} = 'USER'`)
      .limit(1);
    const rows = await api.database.db
      .select()
      .from(gameScores)
      .where(sql`${gameScores.owner} = ${owner!.owner}`);
    expect(await repository.deleteUserScores(owner!.owner)).toBe(rows.length);
    const left = await api.database.db
      .select()
      .from(gameScoreAreas)
      .where(sql`${gameScoreAreas.owner} = ${owner!.owner}`);
    expect(left).toEqual([]);
    for (const prefix of PREFIXES) {
      for (const state of ['PUBLIC', 'PRIVATE'])
        await expectSameAsSumming(areaRankingFilter(prefix, { state }));
    }
  });

  it("fills the area sums of older scores in migration 0006's backfill", async () => {
    const areaRows = () =>
      api.database.db
        .select()
        .from(gameScoreAreas)
        .orderBy(
          gameScoreAreas.ownerType,
          gameScoreAreas.owner,
          gameScoreAreas.period,
          gameScoreAreas.area,
          gameScoreAreas.state,
        );
    const before = await areaRows();
    const migration = fs.readFileSync(
      path.join(MIGRATIONS_DIR, '0006_ranking_area_sums.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "game_score_areas"');
    await api.database.db.delete(gameScoreAreas);
    await api.database.db.execute(sql.raw(backfill));
    const after = await areaRows();
    const sums = (rows: typeof before) =>
      rows.map(
        ({ ownerType, owner, period, currentPeriod, area, state, score, ownerNickName }) => ({
          ownerType,
          owner,
          period,
          currentPeriod,
          area,
          state,
          score,
          ownerNickName,
        }),
      );
    expect(sums(after)).toEqual(sums(before));
    for (const prefix of PREFIXES) await expectSameAsSumming(areaRankingFilter(prefix));
  });
});
