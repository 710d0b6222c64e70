/**
 * Scores against a real server on PGlite and PostgreSQL: each punch's points land in the week,
 * month and year of its punch time (Europe/Oslo) and in its game's area, rankings sum them per
 * owner by area prefix, private players stay out of the public ranking, teams score, and a
 * player's points are deleted only by them or an Admin.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeCodeGameIn,
  arrangeGame,
  arrangeTeam,
  codeOf,
  newAreaPrefixes,
  scoreRows,
  scoreThenCancel,
  setPublishResults,
  teamRelationOf,
  type ArrangedGame,
} from '../support/play-world';
import type { Page } from '../support/pages';

/** 01:30 on Friday 1 January 2027 in Oslo (2026-W53, 2027-01, 2027). */
const NOW = Date.parse('2027-01-01T00:30:00.000Z');
/** 23:59:59 on Thursday 31 December 2026 in Oslo: 2026-W53, 2026-12, 2026. */
const LAST_SECOND_OF_2026 = '2026-12-31T22:59:59.000Z';
/** 00:00 on Friday 1 January 2027 in Oslo: still 2026-W53, but 2027-01 and 2027. */
const FIRST_SECOND_OF_2027 = '2026-12-31T23:00:00.000Z';

interface Score {
  id: string;
  state: string;
  period: string;
  currentPeriod: string;
  owner: string;
  ownerType: string;
  scoreType: string;
  gameGeoHash: string | null;
  leagueId: string;
  score: number;
  ownerNickName: string | null;
}
type ScorePage = Page<Score>;
const SCORE_FIELDS =
  'id state period currentPeriod owner ownerType scoreType gameGeoHash leagueId score ownerNickName';

interface RankingArgs {
  period: string;
  currentPeriod?: string;
  state?: string;
  gameGeoHash?: string;
  ownerType?: string;
  sortDirection?: string;
  limit?: number;
  nextToken?: string | null;
}

describe.each(DATABASE_KINDS)('scores (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');
  const admin = userBeforeAll(api, 'admin');
  /** One game per area (a unique geohash per test keeps the rankings of tests apart). */
  const nextArea = newAreaPrefixes();

  /** A fresh area prefix (5 characters) and a game there with 4 code controls worth 1..4. */
  async function gameInArea(prefix = nextArea()) {
    const game = await arrangeCodeGameIn(api.database.db, editor.sub, prefix, [1, 2, 3, 4]);
    return { game, prefix };
  }

  /** A player (PUBLIC unless told) who punched the given controls of `game` at `punchedAt`. */
  async function scorer(
    game: ArrangedGame,
    controls: number[],
    options: { publish?: 'PUBLIC' | 'PRIVATE' | null; punchedAt?: string; user?: ApiUser } = {},
  ) {
    const player = options.user ?? (await api.user('player'));
    await setPublishResults(
      api.database.db,
      player.sub,
      options.publish === undefined ? 'PUBLIC' : options.publish,
    );
    await scoreThenCancel(api.database.db, player, game, controls, {
      startedAt: new Date(NOW - 3 * 3_600_000),
      punchedAt: options.punchedAt,
    });
    return player;
  }

  const ranking = (user: ApiUser, args: RankingArgs) =>
    user.gql<{ listGameScoreRanking: ScorePage | null }>(
      `query ($p: String!, $c: String, $s: String, $g: String, $o: String,
          $d: ModelSortDirection, $l: Int, $t: String) {
        listGameScoreRanking(period: $p, currentPeriod: $c, state: $s, scoreType: "POINT_COUNT",
            gameGeoHash: $g, leagueId: "NONE", ownerType: $o, sortDirection: $d, limit: $l,
            nextToken: $t) { items { ${SCORE_FIELDS} } nextToken } }`,
      {
        p: args.period,
        c: args.currentPeriod,
        s: args.state,
        g: args.gameGeoHash,
        o: args.ownerType,
        d: args.sortDirection,
        l: args.limit,
        t: args.nextToken,
      },
    );
  const ranked = async (user: ApiUser, args: RankingArgs) =>
    ((await ranking(user, args)).data?.listGameScoreRanking?.items ?? []).map((s) => [
      s.owner,
      s.score,
    ]);

  const byOwner = (user: ApiUser, args: RankingArgs & { owner?: string }) =>
    user.gql<{ listGameScoreByOwner: ScorePage | null }>(
      `query ($owner: String, $p: String!, $c: String, $s: String, $g: String, $o: String) {
        listGameScoreByOwner(owner: $owner, period: $p, currentPeriod: $c, state: $s,
            gameGeoHash: $g, ownerType: $o) { items { ${SCORE_FIELDS} } nextToken } }`,
      {
        owner: args.owner,
        p: args.period,
        c: args.currentPeriod,
        s: args.state,
        g: args.gameGeoHash,
        o: args.ownerType,
      },
    );

  describe('periods', () => {
    // [period, currentPeriod, whether the punch counts in it]
    it.each([
      [
        'puts a punch at 23:59:59 on 31 December (Oslo) in that week, month and year',
        LAST_SECOND_OF_2026,
        1,
        [
          ['WEEK', '2026-W53', true],
          ['MONTH', '2026-12', true],
          ['YEAR', '2026', true],
          ['YEAR', '2027', false],
        ],
      ],
      [
        'puts a punch at 00:00 on 1 January (Oslo) in the new month and year, same ISO week',
        FIRST_SECOND_OF_2027,
        2,
        [
          ['WEEK', '2026-W53', true],
          ['MONTH', '2027-01', true],
          ['MONTH', '2026-12', false],
          ['YEAR', '2027', true],
        ],
      ],
    ] as const)('%s', async (_what, punchedAt, control, periods) => {
      const { game, prefix } = await gameInArea();
      const player = await scorer(game, [control], { punchedAt });
      const points = control + 1;
      for (const [period, currentPeriod, counts] of periods) {
        expect(await ranked(player, { gameGeoHash: prefix, period, currentPeriod })).toEqual(
          counts ? [[player.sub, points]] : [],
        );
      }
    });

    it('defaults currentPeriod to the period of the server clock', async () => {
      const { game, prefix } = await gameInArea();
      const player = await scorer(game, [0]);
      const answer = await ranking(player, { period: 'MONTH', gameGeoHash: prefix });
      expect(answer.data?.listGameScoreRanking?.items).toEqual([
        {
          id: `USER#${player.sub}#MONTH#2027-01#${prefix}#PUBLIC`,
          state: 'PUBLIC',
          period: 'MONTH',
          currentPeriod: '2027-01',
          owner: player.sub,
          ownerType: 'USER',
          scoreType: 'POINT_COUNT',
          gameGeoHash: prefix,
          leagueId: 'NONE',
          score: 1,
          ownerNickName: player.nickname,
        },
      ]);
    });

    it.each([
      [{ period: 'DAY' }, 'period'],
      [{ period: 'WEEK', currentPeriod: '2026-12' }, 'currentPeriod'],
      [{ period: 'WEEK', gameGeoHash: 'u4a' }, 'gameGeoHash'],
      [{ period: 'WEEK', ownerType: 'CLUB' }, 'ownerType'],
    ])('refuses %j with BAD_INPUT', async (args, field) => {
      const answer = await ranking(admin, args);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field });
    });
  });

  describe('the ranking', () => {
    it('sums per owner, ranks by score descending (ascending when asked) and pages', async () => {
      const { game, prefix } = await gameInArea();
      const low = await scorer(game, [0]);
      const high = await scorer(game, [2, 3]);
      const mid = await scorer(game, [0, 1]);
      const args = { period: 'YEAR', gameGeoHash: prefix };
      expect(await ranked(low, args)).toEqual([
        [high.sub, 7],
        [mid.sub, 3],
        [low.sub, 1],
      ]);
      expect(await ranked(low, { ...args, sortDirection: 'ASC' })).toEqual([
        [low.sub, 1],
        [mid.sub, 3],
        [high.sub, 7],
      ]);
      const first = await ranking(low, { ...args, limit: 2 });
      const token = first.data?.listGameScoreRanking?.nextToken;
      expect(first.data?.listGameScoreRanking?.items.map((s) => s.owner)).toEqual([
        high.sub,
        mid.sub,
      ]);
      expect(await ranked(low, { ...args, limit: 2, nextToken: token })).toEqual([[low.sub, 1]]);
    });

    it('ranks an area by the prefix of the game geohash', async () => {
      const near = await gameInArea();
      const far = await gameInArea(`${near.prefix.slice(0, 4)}x`);
      const here = await scorer(near.game, [0]);
      const there = await scorer(far.game, [1]);
      expect(await ranked(here, { period: 'WEEK', gameGeoHash: near.prefix })).toEqual([
        [here.sub, 1],
      ]);
      expect(await ranked(here, { period: 'WEEK', gameGeoHash: far.prefix })).toEqual([
        [there.sub, 2],
      ]);
      expect(await ranked(here, { period: 'WEEK', gameGeoHash: near.prefix.slice(0, 4) })).toEqual(
        expect.arrayContaining([
          [here.sub, 1],
          [there.sub, 2],
        ]),
      );
    });

    it('sums one player over two games of one area', async () => {
      const a = await gameInArea();
      const b = await arrangeGame(api.database.db, {
        owner: editor.sub,
        startGeoHash: `${a.prefix}yyyyy`,
        levels: [{ minNumberControls: 1, controls: [{ points: 5 }] }],
      });
      const player = await scorer(a.game, [3]);
      await scorer(b, [0], { user: player });
      expect(await ranked(player, { period: 'WEEK', gameGeoHash: a.prefix })).toEqual([
        [player.sub, 9],
      ]);
    });

    it('leaves PRIVATE players (and players who have not chosen) out of the public ranking', async () => {
      const { game, prefix } = await gameInArea();
      const open = await scorer(game, [0]);
      await scorer(game, [1], { publish: 'PRIVATE' });
      await scorer(game, [2], { publish: null });
      expect(await ranked(open, { period: 'WEEK', gameGeoHash: prefix })).toEqual([[open.sub, 1]]);
    });

    it('refuses a player a ranking of PRIVATE scores (FORBIDDEN), not an Admin', async () => {
      const { game, prefix } = await gameInArea();
      const hidden = await scorer(game, [1], { publish: 'PRIVATE' });
      expect(codeOf(await ranking(hidden, { period: 'WEEK', state: 'PRIVATE' }))).toBe('FORBIDDEN');
      expect(
        await ranked(admin, { period: 'WEEK', state: 'PRIVATE', gameGeoHash: prefix }),
      ).toEqual([[hidden.sub, 2]]);
    });

    it('scores for the active team, always PUBLIC, and marks the member active', async () => {
      const { game, prefix } = await gameInArea();
      const member = await api.user('player');
      const teamName = await arrangeTeam(api.database.db, member);
      const bystander = await api.user('player');
      await arrangeTeam(api.database.db, bystander, 'PASSIVE', teamName);
      await scorer(game, [3], { user: member, publish: 'PRIVATE' });
      await scorer(game, [2], { user: bystander });
      const teams = await ranking(member, {
        period: 'WEEK',
        ownerType: 'TEAM',
        gameGeoHash: prefix,
      });
      expect(teams.data?.listGameScoreRanking?.items).toEqual([
        expect.objectContaining({
          owner: teamName,
          ownerType: 'TEAM',
          score: 4,
          state: 'PUBLIC',
          ownerNickName: teamName,
        }),
      ]);
      const relation = await teamRelationOf(api.database.db, teamName, member.sub);
      expect(relation?.lastActiveForTeam?.getTime()).toBe(NOW);
      expect(
        (await teamRelationOf(api.database.db, teamName, bystander.sub))?.lastActiveForTeam,
      ).toBeNull();
    });

    it('is readable by a private player', async () => {
      const { game, prefix } = await gameInArea();
      const open = await scorer(game, [0]);
      const hidden = await scorer(game, [1], { publish: 'PRIVATE' });
      expect(await ranked(hidden, { period: 'WEEK', gameGeoHash: prefix })).toEqual([
        [open.sub, 1],
      ]);
    });
  });

  describe('listGameScoreByOwner', () => {
    it('gives the caller their own PRIVATE score when asked for (owner defaults to the caller)', async () => {
      const { game, prefix } = await gameInArea();
      const hidden = await scorer(game, [1, 2], { publish: 'PRIVATE' });
      const answer = await byOwner(hidden, {
        period: 'WEEK',
        gameGeoHash: prefix,
        state: 'PRIVATE',
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.listGameScoreByOwner?.items).toEqual([
        expect.objectContaining({ owner: hidden.sub, state: 'PRIVATE', score: 5 }),
      ]);
    });

    it('answers PUBLIC rows only without a state, even to the owner (the seed: "state from filter or PUBLIC")', async () => {
      const { game, prefix } = await gameInArea();
      const hidden = await scorer(game, [1, 2], { publish: 'PRIVATE' });
      const answer = await byOwner(hidden, { period: 'WEEK', gameGeoHash: prefix });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.listGameScoreByOwner?.items).toEqual([]);
    });

    it("gives others only a player's PUBLIC scores and refuses their PRIVATE ones", async () => {
      const { game, prefix } = await gameInArea();
      const hidden = await scorer(game, [1], { publish: 'PRIVATE' });
      const open = await scorer(game, [2]);
      const other = await api.user('player');
      const hiddenAnswer = await byOwner(other, {
        owner: hidden.sub,
        period: 'WEEK',
        gameGeoHash: prefix,
      });
      expect(hiddenAnswer.data?.listGameScoreByOwner?.items).toEqual([]);
      const openAnswer = await byOwner(other, {
        owner: open.sub,
        period: 'WEEK',
        gameGeoHash: prefix,
      });
      expect(openAnswer.data?.listGameScoreByOwner?.items.map((s) => s.score)).toEqual([3]);
      const asked = await byOwner(other, { owner: hidden.sub, period: 'WEEK', state: 'PRIVATE' });
      expect(codeOf(asked)).toBe('FORBIDDEN');
    });

    it("gives anyone a team's score", async () => {
      const { game, prefix } = await gameInArea();
      const member = await api.user('player');
      const teamName = await arrangeTeam(api.database.db, member);
      await scorer(game, [0, 1], { user: member });
      const answer = await byOwner(await api.user('player'), {
        owner: teamName,
        ownerType: 'TEAM',
        period: 'YEAR',
        gameGeoHash: prefix,
      });
      expect(answer.data?.listGameScoreByOwner?.items).toEqual([
        expect.objectContaining({ owner: teamName, ownerType: 'TEAM', state: 'PUBLIC', score: 3 }),
      ]);
    });
  });

  describe('deleteGameScores', () => {
    const remove = (user: ApiUser, owner: string) =>
      user.gql<{ deleteGameScores: { deletionCount: number } | null }>(
        'mutation ($o: String!) { deleteGameScores(owner: $o) { deletionCount } }',
        { o: owner },
      );

    it("deletes the caller's rows and counts them (3 periods x 2 areas), keeping team points", async () => {
      const a = await gameInArea();
      const b = await gameInArea();
      const player = await api.user('player');
      const teamName = await arrangeTeam(api.database.db, player);
      await scorer(a.game, [0], { user: player });
      await scorer(b.game, [0], { user: player });
      const answer = await remove(player, player.sub);
      expect(answer.data?.deleteGameScores).toEqual({ deletionCount: 6 });
      expect(await scoreRows(api.database.db, player.sub)).toEqual([]);
      expect(await scoreRows(api.database.db, teamName)).toHaveLength(6);
      expect((await remove(player, player.sub)).data?.deleteGameScores).toEqual({
        deletionCount: 0,
      });
    });

    it("refuses another player's and an editor's delete of someone's scores; an Admin may", async () => {
      const { game } = await gameInArea();
      const owner = await scorer(game, [0]);
      expect(codeOf(await remove(await api.user('player'), owner.sub))).toBe('FORBIDDEN');
      expect(codeOf(await remove(await api.user('editor'), owner.sub))).toBe('FORBIDDEN');
      expect(await scoreRows(api.database.db, owner.sub)).toHaveLength(3);
      expect((await remove(admin, owner.sub)).data?.deleteGameScores).toEqual({ deletionCount: 3 });
    });

    it('refuses a delete without a token (401) and with a blank owner (MISSING_FIELD)', async () => {
      const answer = await api.gql('mutation { deleteGameScores(owner: "x") { deletionCount } }');
      expect(answer.status).toBe(401);
      expect(codeOf(await remove(admin, ' '))).toBe('MISSING_FIELD');
    });
  });
});
