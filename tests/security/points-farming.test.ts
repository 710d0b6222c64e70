/**
 * Farming points, as a player would try it against the real server over HTTP on PGlite and
 * PostgreSQL: start a game, punch a control, cancel, again and again. A control's points count
 * once per player (and once per team) per week, month and year, so five rounds score what one
 * does, in the score rows, the area sums, the ranking and the owner's scores; a new week scores
 * the control again in that week only.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameScoreAreas } from '../../server/db/schema/play';
import { DATABASE_KINDS } from '../server/support/api-harness';
import { apiBeforeAll, madeBeforeAll, userBeforeAll } from '../server/support/before-all';
import {
  arrangeGame,
  arrangeTeam,
  cancelGame,
  punch,
  scoreRows,
  startedState,
  type GameStateShape,
} from '../server/support/play-world';

/** Wednesday 25 November 2026, ISO week 48; a week before is week 47 of the same month. */
const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const LAST_WEEK = Date.parse('2026-11-18T10:00:00.000Z');
const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('points farming (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');
  const player = userBeforeAll(api, 'player');
  const farmed = madeBeforeAll(async () => {
    const teamName = await arrangeTeam(api.database.db, player);
    // Two controls to punch, both needed: one punch leaves the game ongoing, to be cancelled.
    const game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [{ minNumberControls: 2, controls: [{ points: 5 }, { points: 3 }] }],
    });
    return { teamName, gameId: game.id, control: game.levels[0]!.controls[0]! };
  });

  /** One round: start the game (at `at`, as a phone without signal would), punch, cancel. */
  async function round(at: number | undefined): Promise<void> {
    const started = await player.gql<{ startNewGame: GameStateShape[] | null }>(
      `mutation ($g: ID!, $d: ID!, $at: AWSDateTime) {
        startNewGame(gameId: $g, gameDefinitionId: $d, startedAt: $at) { id gameId } }`,
      {
        g: randomUUID(),
        d: farmed.gameId,
        at: at === undefined ? undefined : new Date(at).toISOString(),
      },
    );
    const state = started.data?.startNewGame?.[0];
    if (!state) throw new Error(`start refused: ${JSON.stringify(started.errors)}`);
    const punched = await punch(player, {
      controlId: farmed.control.id,
      gameStateId: state.id,
      ...farmed.control.position,
      ...(at === undefined ? {} : { punchedAt: new Date(at + MINUTE).toISOString() }),
    });
    expect(punched.errors).toBeUndefined();
    const cancelled = await cancelGame(player, state.gameId);
    expect(cancelled.errors).toBeUndefined();
  }

  /** The score rows of `owner`, as `period key -> score`. */
  async function scoresOf(owner: string): Promise<Record<string, number>> {
    const rows = await scoreRows(api.database.db, owner);
    return Object.fromEntries(rows.map((row) => [row.currentPeriod, row.score]));
  }

  async function areaScoresOf(owner: string): Promise<number[]> {
    const rows = await api.database.db
      .select({ score: gameScoreAreas.score })
      .from(gameScoreAreas)
      .where(eq(gameScoreAreas.owner, owner));
    return rows.map((row) => row.score);
  }

  async function byOwner(period: string, currentPeriod: string, ownerType = 'USER') {
    const owner = ownerType === 'USER' ? player.sub : farmed.teamName;
    const answer = await player.gql<{ listGameScoreByOwner: { items: { score: number }[] } }>(
      `query ($owner: String, $p: String!, $c: String, $o: String) {
        listGameScoreByOwner(owner: $owner, period: $p, currentPeriod: $c, ownerType: $o) {
          items { score } } }`,
      { owner, p: period, c: currentPeriod, o: ownerType },
    );
    return answer.data?.listGameScoreByOwner.items.map((item) => item.score);
  }

  async function ranking(period: string, currentPeriod: string, gameGeoHash: string) {
    const answer = await player.gql<{
      listGameScoreRanking: { items: { owner: string; score: number }[] };
    }>(
      `query ($p: String!, $c: String, $g: String) {
        listGameScoreRanking(period: $p, currentPeriod: $c, gameGeoHash: $g) {
          items { owner score } } }`,
      { p: period, c: currentPeriod, g: gameGeoHash },
    );
    return answer.data?.listGameScoreRanking.items;
  }

  it('five rounds of start, punch and cancel in one week score the control once', async () => {
    for (let n = 0; n < 5; n += 1) await round(LAST_WEEK + n * 10 * MINUTE);

    const once = { '2026-W47': 5, '2026-11': 5, '2026': 5 };
    expect(await scoresOf(player.sub)).toEqual(once);
    expect(await scoresOf(farmed.teamName)).toEqual(once);
    // Every area sum (everywhere, then each geohash prefix up to 4) of each of the three periods.
    expect(await areaScoresOf(player.sub)).toEqual(Array<number>(15).fill(5));
    expect(await areaScoresOf(farmed.teamName)).toEqual(Array<number>(15).fill(5));
    expect(await byOwner('WEEK', '2026-W47')).toEqual([5]);
    expect(await byOwner('YEAR', '2026', 'TEAM')).toEqual([5]);
    // An area the sums keep ('u4pr') and a finer one summed from the rows ('u4pruy').
    expect(await ranking('MONTH', '2026-11', 'u4pr')).toEqual([{ owner: player.sub, score: 5 }]);
    expect(await ranking('MONTH', '2026-11', 'u4pruy')).toEqual([{ owner: player.sub, score: 5 }]);
  });

  it('a new week scores the control again in the new week, not in the month or year', async () => {
    for (let n = 0; n < 3; n += 1) await round(undefined);

    const expected = { '2026-W47': 5, '2026-W48': 5, '2026-11': 5, '2026': 5 };
    expect(await scoresOf(player.sub)).toEqual(expected);
    expect(await scoresOf(farmed.teamName)).toEqual(expected);
    expect(await byOwner('WEEK', '2026-W48')).toEqual([5]);
    expect(await byOwner('MONTH', '2026-11')).toEqual([5]);
    expect(await byOwner('WEEK', '2026-W48', 'TEAM')).toEqual([5]);
  });

  it('two members of one team punching one control at once score it once for the team', async () => {
    const [anne, bo] = [await api.user('player'), await api.user('player')];
    const team = await arrangeTeam(api.database.db, anne);
    await arrangeTeam(api.database.db, bo, 'ACTIVE', team);
    const game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [{ minNumberControls: 2, controls: [{ points: 4 }, { points: 1 }] }],
    });
    const shared = game.levels[0]!.controls[0]!;
    const states = await Promise.all([anne, bo].map((member) => startedState(member, game.id)));
    const answers = await Promise.all(
      [anne, bo].map((member, n) =>
        punch(member, { controlId: shared.id, gameStateId: states[n]!.id, ...shared.position }),
      ),
    );
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    const once = { '2026-W48': 4, '2026-11': 4, '2026': 4 };
    expect(await scoresOf(team)).toEqual(once);
    expect(await scoresOf(anne.sub)).toEqual(once);
    expect(await scoresOf(bo.sub)).toEqual(once);
  });

  it("deleting one's scores starts the player's count afresh, not the team's", async () => {
    const deleted = await player.gql<{ deleteGameScores: { deletionCount: number } }>(
      `mutation ($o: String!) { deleteGameScores(owner: $o) { deletionCount } }`,
      { o: player.sub },
    );
    expect(deleted.data?.deleteGameScores.deletionCount).toBe(4);
    for (let n = 0; n < 3; n += 1) await round(undefined);

    expect(await scoresOf(player.sub)).toEqual({ '2026-W48': 5, '2026-11': 5, '2026': 5 });
    expect(await scoresOf(farmed.teamName)).toEqual({
      '2026-W47': 5,
      '2026-W48': 5,
      '2026-11': 5,
      '2026': 5,
    });
  });
});
