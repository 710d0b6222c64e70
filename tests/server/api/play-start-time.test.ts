/**
 * startNewGame's `startedAt` against a real server on PGlite and PostgreSQL: a game started on a
 * phone without signal keeps the phone's start time (judged with the punch time window), so the
 * punches made on it before the start reached the server still count; a replayed start keeps the
 * first start time.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameStates } from '../../../server/db/schema/play';
import { PUNCH_CLOCK_ALLOWANCE_MS, PUNCH_MAX_AGE_MS } from '../../../src/domain/game-progress';
import { DATABASE_KINDS, type ApiUser, type GraphqlAnswer } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeGame,
  codeOf,
  codeOnly,
  punch,
  STATE_FIELDS,
  type ArrangedGame,
  type GameStateShape,
} from '../support/play-world';

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function startAt(
  user: ApiUser,
  args: { gameDefinitionId: string; gameId?: string; gameStateId?: string; startedAt?: string },
): Promise<GraphqlAnswer<{ startNewGame: GameStateShape[] | null }>> {
  return user.gql(
    `mutation ($g: ID!, $d: ID!, $s: ID, $at: AWSDateTime) {
      startNewGame(gameId: $g, gameDefinitionId: $d, gameStateId: $s, startedAt: $at) {
        ${STATE_FIELDS} } }`,
    {
      g: args.gameId ?? randomUUID(),
      d: args.gameDefinitionId,
      s: args.gameStateId,
      at: args.startedAt,
    },
  );
}

describe.each(DATABASE_KINDS)('startNewGame startedAt (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');

  const arrange = (): Promise<ArrangedGame> =>
    arrangeGame(api.database.db, { owner: editor.sub, levels: [codeOnly(2, 2)] });

  async function startedAtOf(stateId: string): Promise<number | undefined> {
    const [row] = await api.database.db.select().from(gameStates).where(eq(gameStates.id, stateId));
    return row?.gameStartedAt.getTime();
  }

  /** A code punch on the game's first control made at `punchedAt` (ms). */
  const punchAt = (player: ApiUser, game: ArrangedGame, stateId: string, punchedAt: number) => {
    const control = game.levels[0]!.controls[0]!;
    return punch(player, {
      id: randomUUID(),
      controlId: control.id,
      gameStateId: stateId,
      controlSecretCode: control.secretCode,
      punchedAt: iso(punchedAt),
    });
  };

  it('keeps a start made an hour ago, so a punch made 30 minutes ago is accepted', async () => {
    const game = await arrange();
    const player = await api.user('player');
    const started = await startAt(player, {
      gameDefinitionId: game.id,
      startedAt: iso(NOW - 60 * MINUTE),
    });
    expect(started.errors).toBeUndefined();
    const state = started.data!.startNewGame![0]!;
    expect(await startedAtOf(state.id)).toBe(NOW - 60 * MINUTE);
    const punched = await punchAt(player, game, state.id, NOW - 30 * MINUTE);
    expect(punched.errors).toBeUndefined();
    expect(punched.data?.punchAtControl?.controlVisit.punchedAt).toBe(iso(NOW - 30 * MINUTE));
  });

  it('judges against the server clock without startedAt: the same punch is before the start', async () => {
    const game = await arrange();
    const player = await api.user('player');
    const started = await startAt(player, { gameDefinitionId: game.id });
    const state = started.data!.startNewGame![0]!;
    expect(await startedAtOf(state.id)).toBe(NOW);
    const punched = await punchAt(player, game, state.id, NOW - 30 * MINUTE);
    expect(punched.errors?.[0]?.extensions).toMatchObject({
      code: 'PUNCH_TIME_INVALID',
      field: 'punchedAt',
    });
  });

  it.each([
    ['exactly the clock allowance ahead', NOW + PUNCH_CLOCK_ALLOWANCE_MS, undefined],
    [
      'beyond the clock allowance ahead',
      NOW + PUNCH_CLOCK_ALLOWANCE_MS + 1000,
      'PUNCH_TIME_INVALID',
    ],
    ['exactly the max age ago', NOW - PUNCH_MAX_AGE_MS, undefined],
    ['older than the max age', NOW - PUNCH_MAX_AGE_MS - 1000, 'PUNCH_TIME_INVALID'],
  ])('a start %s: %s', async (_what, startedAt, code) => {
    const game = await arrange();
    const player = await api.user('player');
    const stateId = randomUUID();
    const answer = await startAt(player, {
      gameDefinitionId: game.id,
      gameStateId: stateId,
      startedAt: iso(startedAt),
    });
    if (code === undefined) {
      expect(answer.errors).toBeUndefined();
      expect(await startedAtOf(stateId)).toBe(startedAt);
    } else {
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code, field: 'startedAt' });
      expect(await startedAtOf(stateId)).toBeUndefined();
    }
  });

  it('refuses a startedAt that is not a date-time with BAD_INPUT on startedAt', async () => {
    const player = await api.user('player');
    const answer = await startAt(player, {
      gameDefinitionId: (await arrange()).id,
      startedAt: '2026-11-18',
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      field: 'startedAt',
    });
  });

  it('keeps the first start time when the start is replayed with another startedAt', async () => {
    const game = await arrange();
    const player = await api.user('player');
    const ids = { gameDefinitionId: game.id, gameId: randomUUID(), gameStateId: randomUUID() };
    const first = await startAt(player, { ...ids, startedAt: iso(NOW - 60 * MINUTE) });
    const again = await startAt(player, { ...ids, startedAt: iso(NOW - 5 * MINUTE) });
    expect(again.errors).toBeUndefined();
    expect(again.data?.startNewGame).toEqual(first.data?.startNewGame);
    expect(await startedAtOf(ids.gameStateId)).toBe(NOW - 60 * MINUTE);
    expect(codeOf(await punchAt(player, game, ids.gameStateId, NOW - 30 * MINUTE))).toBeUndefined();
  });
});
