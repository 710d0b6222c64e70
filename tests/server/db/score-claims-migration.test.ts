/**
 * Migration 0008 on an embedded database holding scores farmed before it: the claims are made
 * from the stored punches and the sums recomputed under the points rule (a control once per
 * owner and period), the area sums with them; scores a player deleted stay deleted; and a punch
 * after the migration scores nothing for a control already counted.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { gameDefinitions } from '../../../server/db/schema/game';
import {
  controlVisits,
  gameScoreAreas,
  gameScores,
  teamRelations,
  teams,
} from '../../../server/db/schema/play';
import { scoreClaims } from '../../../server/db/schema/score-claims';
import { addPunchScore } from '../../../server/scores/score.service';
import { migratedBeforeAll } from '../support/migrations-before';

const GEOHASH = 'u4pruydqqv';
const ANNE = 'anne-sub';
const BO = 'bo-sub';
/** Wednesday 18 November 2026, ISO week 47. */
const T0 = Date.parse('2026-11-18T10:00:00Z');
const MINUTE = 60_000;

/** A punch of Anne's or Bo's as the server stored it before the rule, in game round `game`. */
async function storedPunch(db: Db, owner: string, game: number, controlId: string, points: number) {
  const at = new Date(T0 + game * 10 * MINUTE);
  const gameId = `${owner}-game-${game}`;
  // Raw SQL: the table as it was at 0007, before later migrations added columns to it.
  await db.execute(sql`
    insert into "game_states"
      ("id", "game_id", "game_definition_id", "game_level_id", "owner", "progress", "game_started_at")
    values (${`${gameId}-state`}, ${gameId}, 'gd1', 'l1', ${owner}, 'COMPLETE', ${at.toISOString()})
    on conflict do nothing`);
  await db.insert(controlVisits).values({
    id: `${gameId}-${controlId}`,
    gameStateId: `${gameId}-state`,
    gameStateGameId: gameId,
    controlId,
    controlVisualCode: '101',
    controlPoints: points,
    method: 'GPS',
    owner,
    punchedAt: at,
  });
  return at;
}

/** The score rows the old rule wrote: every punch's points, in all three periods. */
async function oldScoreRows(db: Db, ownerType: string, owner: string, score: number) {
  for (const [period, currentPeriod] of [
    ['WEEK', '2026-W47'],
    ['MONTH', '2026-11'],
    ['YEAR', '2026'],
  ] as const) {
    await db.insert(gameScores).values({
      ownerType,
      owner,
      period,
      currentPeriod,
      gameGeoHash: GEOHASH,
      state: 'PUBLIC',
      ownerNickName: owner,
      score,
    });
    await db.insert(gameScoreAreas).values({
      ownerType,
      owner,
      period,
      currentPeriod,
      area: '',
      state: 'PUBLIC',
      ownerNickName: owner,
      score,
    });
  }
}

describe('migration 0008: points counted once per owner and period', () => {
  const db = migratedBeforeAll('0008_score_claims', async (db) => {
    await db.insert(gameDefinitions).values({
      id: 'gd1',
      name: 'Farmed',
      type: 'classic',
      state: 'PUBLIC',
      startGeoHash: GEOHASH,
      owner: 'editor',
    });
    // Anne farmed: control c1 (5 points) in five rounds, c2 (3 points) once: 28 by the old rule.
    let last = new Date(T0);
    for (let game = 0; game < 5; game += 1) last = await storedPunch(db, ANNE, game, 'c1', 5);
    await storedPunch(db, ANNE, 0, 'c2', 3);
    await oldScoreRows(db, 'USER', ANNE, 28);
    // Her team got the same 28.
    await db.insert(teams).values({ teamNameKey: 'foxes', teamName: 'Foxes', createdBy: ANNE });
    await db.insert(teamRelations).values({
      teamNameKey: 'foxes',
      userSub: ANNE,
      userNickName: 'Anne',
      state: 'ACTIVE',
      lastActiveForTeam: last,
    });
    await oldScoreRows(db, 'TEAM', 'Foxes', 28);
    // Bo punched twice, then deleted his scores.
    await storedPunch(db, BO, 0, 'c1', 5);
    await storedPunch(db, BO, 1, 'c1', 5);
  });

  const scores = async (owner: string) =>
    Object.fromEntries(
      (await db.select().from(gameScores).where(eq(gameScores.owner, owner))).map((row) => [
        row.currentPeriod,
        row.score,
      ]),
    );
  const areaScores = async (owner: string) =>
    (
      await db
        .select({ area: gameScoreAreas.area, score: gameScoreAreas.score })
        .from(gameScoreAreas)
        .where(eq(gameScoreAreas.owner, owner))
    ).map((row) => row.score);

  it("recomputes a player's and a team's sums: each control once per period", async () => {
    const once = { '2026-W47': 8, '2026-11': 8, '2026': 8 };
    expect(await scores(ANNE)).toEqual(once);
    expect(await scores('Foxes')).toEqual(once);
  });

  it('rebuilds the area sums from the recomputed rows', async () => {
    // Three periods times five areas ('', 'u', 'u4', 'u4p', 'u4pr').
    expect(await areaScores(ANNE)).toEqual(Array<number>(15).fill(8));
    expect(await areaScores('Foxes')).toEqual(Array<number>(15).fill(8));
  });

  it('keeps deleted scores deleted', async () => {
    expect(await scores(BO)).toEqual({});
    expect(await areaScores(BO)).toEqual([]);
  });

  it('claims each control once per owner and period, from the earliest punch', async () => {
    const claims = await db
      .select()
      .from(scoreClaims)
      .where(eq(scoreClaims.owner, ANNE))
      .orderBy(scoreClaims.controlId, scoreClaims.period);
    expect(claims.map((c) => [c.controlId, c.period, c.currentPeriod, c.points])).toEqual([
      ['c1', 'MONTH', '2026-11', 5],
      ['c1', 'WEEK', '2026-W47', 5],
      ['c1', 'YEAR', '2026', 5],
      ['c2', 'MONTH', '2026-11', 3],
      ['c2', 'WEEK', '2026-W47', 3],
      ['c2', 'YEAR', '2026', 3],
    ]);
    expect(new Set(claims.map((c) => c.controlVisitId))).toEqual(
      new Set(['anne-sub-game-0-c1', 'anne-sub-game-0-c2']),
    );
    const teamClaims = await db.select().from(scoreClaims).where(eq(scoreClaims.owner, 'Foxes'));
    expect(teamClaims).toHaveLength(6);
  });

  it('lets a punch after the migration score nothing for a control already counted', async () => {
    await addPunchScore(db, {
      user: { sub: ANNE, nickname: 'Anne', publishResults: 'PUBLIC' },
      controlVisitId: 'after-migration',
      controlId: 'c1',
      points: 5,
      punchedAt: new Date(T0 + 60 * MINUTE),
      gameGeoHash: GEOHASH,
      now: new Date(T0 + 61 * MINUTE),
    });
    expect(await scores(ANNE)).toEqual({ '2026-W47': 8, '2026-11': 8, '2026': 8 });
    expect(await scores('Foxes')).toEqual({ '2026-W47': 8, '2026-11': 8, '2026': 8 });
  });
});
