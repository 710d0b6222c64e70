/**
 * The organiser's view through the API on PGlite and PostgreSQL (`gameControlActivity`,
 * `closePostReport`): per control its punches this week and in total, the last punch, wrong
 * codes and right code punches, open reports; each flag raised and cleared; players started and
 * completed per ISO week; only the game's owner or an Admin reads it or closes a report.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { controlVisits, gameStates } from '../../../server/db/schema/play';
import { scorePeriodKey } from '../../../src/domain/score-period';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { dataOf } from '../support/callers';
import {
  arrangeGame,
  codeOf,
  codeOnly,
  punch,
  startedState,
  type ArrangedControl,
  type ArrangedGame,
} from '../support/play-world';

const DAY_MS = 24 * 60 * 60 * 1000;

const ACTIVITY = `query ($g: ID!) { gameControlActivity(gameDefinitionId: $g) {
  gameDefinitionId currentWeek
  controls { controlId visualCode punchesThisWeek punchesTotal lastPunchedAt wrongCodeTries
    rightCodePunches flags
    openReports { id kind note lat lng accuracy reporterNickName closedAt } }
  weeks { week playersStarted playersCompleted } } }`;

const REPORT = `mutation ($input: CreatePostReportInput!) { createPostReport(input: $input) { id } }`;
const CLOSE = `mutation ($id: ID!) { closePostReport(id: $id) { id closedAt } }`;

interface ControlActivity {
  controlId: string;
  visualCode: string;
  punchesThisWeek: number;
  punchesTotal: number;
  lastPunchedAt: string | null;
  wrongCodeTries: number;
  rightCodePunches: number;
  flags: string[];
  openReports: {
    id: string;
    kind: string;
    note: string | null;
    lat: number | null;
    lng: number | null;
    accuracy: number | null;
    reporterNickName: string | null;
    closedAt: string | null;
  }[];
}

interface Activity {
  gameDefinitionId: string;
  currentWeek: string;
  controls: ControlActivity[];
  weeks: { week: string; playersStarted: number; playersCompleted: number }[];
}

describe.each(DATABASE_KINDS)("the organiser's view (%s)", (kind) => {
  const api = apiBeforeAll(kind);
  const owner = userBeforeAll(api, 'editor');

  /** A game of the owner: one code level of three controls, two of which complete it. */
  const arrange = () =>
    arrangeGame(api.database.db, { owner: owner.sub, levels: [codeOnly(3, 2)] });

  async function activityOf(user: ApiUser, game: ArrangedGame): Promise<Activity> {
    const answer = await user.gql<{ gameControlActivity: Activity }>(ACTIVITY, { g: game.id });
    return dataOf(answer).gameControlActivity;
  }

  const controlIn = (activity: Activity, control: ArrangedControl) =>
    activity.controls.find((c) => c.controlId === control.id)!;

  async function play(game: ArrangedGame) {
    const player = await api.user('player');
    const state = await startedState(player, game.id);
    return { player, state };
  }

  async function codePunch(
    player: { player: ApiUser; state: { id: string } },
    control: ArrangedControl,
    code = control.secretCode,
  ) {
    return punch(player.player, {
      controlId: control.id,
      gameStateId: player.state.id,
      controlSecretCode: code,
    });
  }

  /** Moves a player's game and its punches `days` back in time, as if played then. */
  async function moveBack(player: ApiUser, game: ArrangedGame, days: number) {
    const shift = sql`interval '1 day' * ${days}`;
    const db = api.database.db;
    await db
      .update(gameStates)
      .set({
        gameStartedAt: sql`${gameStates.gameStartedAt} - ${shift}`,
        updatedAt: sql`${gameStates.updatedAt} - ${shift}`,
      })
      .where(and(eq(gameStates.owner, player.sub), eq(gameStates.gameDefinitionId, game.id)));
    await db
      .update(controlVisits)
      .set({ punchedAt: sql`${controlVisits.punchedAt} - ${shift}` })
      .where(eq(controlVisits.owner, player.sub));
  }

  it('counts punches this week and in total, the last punch and the code tries', async () => {
    const game = await arrange();
    const [a, b, c] = game.levels[0]!.controls as [
      ArrangedControl,
      ArrangedControl,
      ArrangedControl,
    ];
    const early = await play(game);
    expect((await codePunch(early, a)).errors).toBeUndefined();
    expect((await codePunch(early, b)).errors).toBeUndefined();
    await moveBack(early.player, game, 8);
    const late = await play(game);
    expect(codeOf(await codePunch(late, c, 'wrong-1'))).toBe('WRONG_CODE');
    expect(codeOf(await codePunch(late, c, 'wrong-2'))).toBe('WRONG_CODE');
    const latePunch = await codePunch(late, a);
    expect(latePunch.errors).toBeUndefined();

    const activity = await activityOf(owner, game);
    expect(activity.gameDefinitionId).toBe(game.id);
    expect(activity.currentWeek).toBe(scorePeriodKey('WEEK', new Date()));
    expect(controlIn(activity, a)).toMatchObject({
      punchesThisWeek: 1,
      punchesTotal: 2,
      lastPunchedAt: latePunch.data!.punchAtControl!.controlVisit.punchedAt,
      wrongCodeTries: 0,
      rightCodePunches: 2,
      flags: [],
    });
    expect(controlIn(activity, b)).toMatchObject({
      punchesThisWeek: 0,
      punchesTotal: 1,
      wrongCodeTries: 0,
      rightCodePunches: 1,
    });
    expect(controlIn(activity, c)).toMatchObject({
      punchesThisWeek: 0,
      punchesTotal: 0,
      lastPunchedAt: null,
      wrongCodeTries: 2,
      rightCodePunches: 0,
    });
    // Flagged first: c (never punched while the game had players, more wrong codes than right);
    // b's punch 8 days ago lies within the 14 days.
    expect(activity.controls[0]!.controlId).toBe(c.id);
    expect(controlIn(activity, c).flags).toEqual([
      'NEVER_PUNCHED_14_DAYS',
      'WRONG_CODES_EXCEED_RIGHT',
    ]);
    expect(controlIn(activity, b).flags).toEqual([]);
  });

  it('counts players started and completed per ISO week, twelve weeks newest first', async () => {
    const game = await arrange();
    const [a, b] = game.levels[0]!.controls as [ArrangedControl, ArrangedControl];
    const finisher = await play(game);
    expect((await codePunch(finisher, a)).errors).toBeUndefined();
    const done = await codePunch(finisher, b);
    expect(done.data?.punchAtControl?.gameStates.every((s) => s.progress === 'COMPLETE')).toBe(
      true,
    );
    await moveBack(finisher.player, game, 7);
    await play(game);
    await play(game);
    // The owner's test play is not a player's.
    const ownersPlay = await api.gql(
      'mutation ($g: ID!, $d: ID!) { startNewGame(gameId: $g, gameDefinitionId: $d) { id } }',
      { g: randomUUID(), d: game.id },
      owner.accessToken,
    );
    expect(ownersPlay.errors).toBeUndefined();

    const { weeks } = await activityOf(owner, game);
    const now = Date.now();
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({
      week: scorePeriodKey('WEEK', new Date(now)),
      playersStarted: 2,
      playersCompleted: 0,
    });
    expect(weeks[1]).toEqual({
      week: scorePeriodKey('WEEK', new Date(now - 7 * DAY_MS)),
      playersStarted: 1,
      playersCompleted: 1,
    });
    expect(weeks.slice(2).every((w) => w.playersStarted === 0 && w.playersCompleted === 0)).toBe(
      true,
    );
  });

  it('flags a control nobody punched for 14 days only while the game had players', async () => {
    const game = await arrange();
    const [a, b] = game.levels[0]!.controls as [ArrangedControl, ArrangedControl];
    // Nobody played yet: nothing to say about the posts.
    expect(controlIn(await activityOf(owner, game), b).flags).toEqual([]);
    const first = await play(game);
    expect((await codePunch(first, a)).errors).toBeUndefined();
    let activity = await activityOf(owner, game);
    expect(controlIn(activity, a).flags).toEqual([]);
    expect(controlIn(activity, b).flags).toEqual(['NEVER_PUNCHED_14_DAYS']);
    // A punch clears it.
    expect((await codePunch(first, b)).errors).toBeUndefined();
    expect(controlIn(await activityOf(owner, game), b).flags).toEqual([]);
    // 15 days on, with nobody starting the game since, no post is flagged for it...
    await moveBack(first.player, game, 15);
    activity = await activityOf(owner, game);
    expect(activity.controls.every((c) => c.flags.length === 0)).toBe(true);
    // ...until a player starts it again and punches only a.
    const second = await play(game);
    expect((await codePunch(second, a)).errors).toBeUndefined();
    activity = await activityOf(owner, game);
    expect(controlIn(activity, a).flags).toEqual([]);
    expect(controlIn(activity, b).flags).toEqual(['NEVER_PUNCHED_14_DAYS']);
    expect(controlIn(activity, b)).toMatchObject({ punchesTotal: 1, punchesThisWeek: 0 });
  });

  it('flags wrong codes exceeding right code punches, and clears it when right ones catch up', async () => {
    const game = await arrange();
    const [a, b] = game.levels[0]!.controls as [ArrangedControl, ArrangedControl];
    const first = await play(game);
    expect((await codePunch(first, a)).errors).toBeUndefined();
    const second = await play(game);
    expect(codeOf(await codePunch(second, a, 'nope'))).toBe('WRONG_CODE');
    expect(controlIn(await activityOf(owner, game), a).flags).toEqual([]); // 1 wrong, 1 right
    expect(codeOf(await codePunch(second, a, 'nope-again'))).toBe('WRONG_CODE');
    expect(controlIn(await activityOf(owner, game), a)).toMatchObject({
      wrongCodeTries: 2,
      rightCodePunches: 1,
      flags: ['WRONG_CODES_EXCEED_RIGHT'],
    });
    expect((await codePunch(second, a)).errors).toBeUndefined();
    expect(controlIn(await activityOf(owner, game), a)).toMatchObject({
      wrongCodeTries: 2,
      rightCodePunches: 2,
      flags: [],
    });
    expect((await codePunch(second, b)).errors).toBeUndefined();
  });

  it('shows an open report with its note, kind, reporter and place; closing it clears the flag', async () => {
    const game = await arrange();
    const [a, b] = game.levels[0]!.controls as [ArrangedControl, ArrangedControl];
    const reporter = await play(game);
    expect((await codePunch(reporter, b)).errors).toBeUndefined();
    const id = randomUUID();
    const made = await reporter.player.gql(REPORT, {
      input: {
        id,
        controlId: a.id,
        kind: 'DAMAGED',
        note: 'The flag is torn',
        lat: 58.4601,
        lng: 8.7702,
        accuracy: 6,
        reportedAt: new Date().toISOString(),
      },
    });
    expect(made.errors).toBeUndefined();
    const flagged = controlIn(await activityOf(owner, game), a);
    expect(flagged.flags).toContain('OPEN_REPORT');
    expect(flagged.openReports).toEqual([
      {
        id,
        kind: 'DAMAGED',
        note: 'The flag is torn',
        lat: 58.4601,
        lng: 8.7702,
        accuracy: 6,
        reporterNickName: reporter.player.nickname,
        closedAt: null,
      },
    ]);

    // Another editor and a player may not close it (nor read the view).
    const stranger = await api.user('editor');
    expect(codeOf(await stranger.gql(CLOSE, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await reporter.player.gql(CLOSE, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await owner.gql(CLOSE, { id: randomUUID() }))).toBe('NOT_FOUND');

    const closed = await owner.gql<{ closePostReport: { id: string; closedAt: string } }>(CLOSE, {
      id,
    });
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closePostReport.closedAt).toEqual(expect.any(String));
    const cleared = controlIn(await activityOf(owner, game), a);
    expect(cleared.flags).not.toContain('OPEN_REPORT');
    expect(cleared.openReports).toEqual([]);
    // Closing twice answers the report as it was closed.
    const again = await owner.gql<{ closePostReport: { closedAt: string } }>(CLOSE, { id });
    expect(again.data!.closePostReport.closedAt).toBe(closed.data!.closePostReport.closedAt);
  });

  it("refuses anyone but the game's owner or an Admin", async () => {
    const game = await arrange();
    const stranger = await api.user('editor');
    const player = await api.user('player');
    for (const user of [stranger, player]) {
      expect(codeOf(await user.gql(ACTIVITY, { g: game.id }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await owner.gql(ACTIVITY, { g: randomUUID() }))).toBe('NOT_FOUND');
    const admin = await api.user('admin');
    expect((await activityOf(admin, game)).controls).toHaveLength(3);
  });
});
