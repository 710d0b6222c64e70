/**
 * Post reports from the field against the real server on PGlite and PostgreSQL: a player reports a
 * post missing, damaged or misplaced (createPostReport) and reads their own reports
 * (postReportsByOwner); a resent id answers the stored report; one open report per player and
 * control (POST_REPORT_OPEN); unknown controls, signed-out callers and long notes are refused.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postReports } from '../../../server/db/schema/post-reports';
import { DATABASE_KINDS, type ApiUser, type GraphqlAnswer } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { arrangeGame, startedState, type ArrangedGame } from '../support/play-world';
import type { PostReportAnswer } from '../support/api-answers';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const FIELDS =
  'id controlId gameDefinitionId kind note lat lng accuracy reportedAt createdAt closedAt reporterNickName';

const CREATE = `mutation ($input: CreatePostReportInput!) { createPostReport(input: $input) { ${FIELDS} } }`;
const MINE = `query { postReportsByOwner { ${FIELDS} } }`;

type CreateAnswer = GraphqlAnswer<{ createPostReport: PostReportAnswer | null }>;

function report(user: Pick<ApiUser, 'gql'>, input: Record<string, unknown>): Promise<CreateAnswer> {
  return user.gql(CREATE, {
    input: { id: randomUUID(), kind: 'MISSING', reportedAt: new Date(NOW).toISOString(), ...input },
  });
}

async function mine(user: ApiUser): Promise<PostReportAnswer[]> {
  const answer = await user.gql<{ postReportsByOwner: PostReportAnswer[] }>(MINE);
  expect(answer.errors).toBeUndefined();
  return answer.data?.postReportsByOwner ?? [];
}

describe.each(DATABASE_KINDS)('post reports (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');
  let game: ArrangedGame;

  beforeAll(async () => {
    game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [{ minNumberControls: 1, controls: [{}, {}, {}] }],
    });
  });

  const control = (n: number) => game.levels[0]!.controls[n]!;

  it('stores a report with its note, position and the ongoing game holding the control', async () => {
    const player = await api.user('player');
    await startedState(player, game.id);
    const id = randomUUID();
    const answer = await report(player, {
      id,
      controlId: control(0).id,
      kind: 'DAMAGED',
      note: '  The flag is torn in half  ',
      lat: 58.4601,
      lng: 8.7702,
      accuracy: 7,
      reportedAt: new Date(NOW - 60_000).toISOString(),
    });
    expect(answer.errors).toBeUndefined();
    const expected: PostReportAnswer = {
      id,
      controlId: control(0).id,
      gameDefinitionId: game.id,
      kind: 'DAMAGED',
      note: 'The flag is torn in half',
      lat: 58.4601,
      lng: 8.7702,
      accuracy: 7,
      reportedAt: new Date(NOW - 60_000).toISOString(),
      createdAt: new Date(NOW).toISOString(),
      closedAt: null,
      reporterNickName: null,
    };
    expect(answer.data?.createPostReport).toEqual(expected);
    expect(await mine(player)).toEqual([expected]);
  });

  it('stores a report without note or position, and no game when none being played holds it', async () => {
    const player = await api.user('player');
    const answer = await report(player, { controlId: control(1).id, kind: 'MISPLACED' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createPostReport).toMatchObject({
      kind: 'MISPLACED',
      gameDefinitionId: null,
      note: null,
      lat: null,
      lng: null,
      accuracy: null,
    });
  });

  it('answers the stored report when the same id is sent again (the outbox resends)', async () => {
    const player = await api.user('player');
    const id = randomUUID();
    const first = await report(player, { id, controlId: control(0).id, note: 'first' });
    const again = await report(player, { id, controlId: control(0).id, note: 'first' });
    expect(again.errors).toBeUndefined();
    expect(again.data?.createPostReport).toEqual(first.data?.createPostReport);
    expect((await mine(player)).map((row) => row.id)).toEqual([id]);
  });

  it('refuses an id another player used (BAD_INPUT on input.id)', async () => {
    const id = randomUUID();
    await report(await api.user('player'), { id, controlId: control(0).id });
    const answer = await report(await api.user('player'), { id, controlId: control(0).id });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'input.id' });
  });

  it('refuses a second open report by the same player on the same control', async () => {
    const player = await api.user('player');
    expect((await report(player, { controlId: control(2).id })).errors).toBeUndefined();
    const second = await report(player, { controlId: control(2).id, kind: 'DAMAGED' });
    expect(second.errors?.[0]?.extensions?.code).toBe('POST_REPORT_OPEN');
    expect(second.data).toBeNull();
    expect(await mine(player)).toHaveLength(1);
    // Another player may report the same post, and the same player another post.
    const other = await report(await api.user('player'), { controlId: control(2).id });
    expect(other.errors).toBeUndefined();
    expect((await report(player, { controlId: control(1).id })).errors).toBeUndefined();
  });

  it('takes a new report once the open one is closed', async () => {
    const player = await api.user('player');
    const first = await report(player, { controlId: control(0).id });
    await api.database.db
      .update(postReports)
      .set({ closedAt: new Date(NOW), closedBy: editor.sub })
      .where(eq(postReports.id, first.data!.createPostReport!.id));
    const again = await report(player, { controlId: control(0).id });
    expect(again.errors).toBeUndefined();
    expect((await mine(player)).map((row) => row.closedAt !== null).sort()).toEqual([false, true]);
  });

  it('refuses an unknown control with NOT_FOUND', async () => {
    const answer = await report(await api.user('player'), { controlId: randomUUID() });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'input.controlId',
    });
  });

  it('refuses a caller who is not signed in', async () => {
    const answer = await report({ gql: (q, v) => api.gql(q, v) }, { controlId: control(0).id });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await api.gql(MINE);
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    { length: 500, refused: false },
    { length: 501, refused: true },
  ])('a note of $length characters is refused: $refused', async ({ length, refused }) => {
    const player = await api.user('player');
    // "ø" is one character (one code point) however it is encoded.
    const answer = await report(player, { controlId: control(0).id, note: 'ø'.repeat(length) });
    if (refused) {
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_INPUT',
        field: 'input.note',
      });
    } else {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.createPostReport?.note).toHaveLength(length);
    }
  });

  it('refuses an id that is not a UUID and a kind not offered', async () => {
    const player = await api.user('player');
    const badId = await report(player, { id: 'not-a-uuid', controlId: control(0).id });
    expect(badId.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'input.id' });
    const badKind = await report(player, { controlId: control(0).id, kind: 'STOLEN' });
    expect(badKind.errors).toBeDefined();
  });

  it('stores a phone time ahead of the server at the server time', async () => {
    const player = await api.user('player');
    const answer = await report(player, {
      controlId: control(0).id,
      reportedAt: new Date(NOW + 3_600_000).toISOString(),
    });
    expect(answer.data?.createPostReport?.reportedAt).toBe(new Date(NOW).toISOString());
  });

  it("lists only the caller's own reports", async () => {
    const player = await api.user('player');
    const other = await api.user('player');
    await report(other, { controlId: control(1).id });
    expect(await mine(player)).toEqual([]);
  });
});
