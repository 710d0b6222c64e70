/**
 * The ids a device chooses offline, against a real server on PGlite and PostgreSQL: a punch that
 * completes its level gives the next level's state the device's `nextGameStateId`, so the punches
 * the device made on that level offline replay against the same state; a taken id is refused.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  codeOf,
  codeOnly,
  playerInGame,
  STATE_FIELDS,
  VISIT_FIELDS,
  visitCount,
  type PunchAnswer,
} from '../support/play-world';

function punchWithNext(
  user: ApiUser,
  args: { id: string; controlId: string; gameStateId: string; code: string; next?: string },
): Promise<PunchAnswer> {
  return user.gql(
    `mutation ($id: ID, $c: ID!, $s: ID!, $code: String, $n: ID) {
      punchAtControl(id: $id, controlId: $c, gameStateId: $s, controlSecretCode: $code,
          nextGameStateId: $n) {
        controlVisit { ${VISIT_FIELDS} } gameStates { ${STATE_FIELDS} } } }`,
    { id: args.id, c: args.controlId, s: args.gameStateId, code: args.code, n: args.next },
  );
}

describe.each(DATABASE_KINDS)('punchAtControl nextGameStateId (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');

  it("gives the next level's new state the device's id, and a replay answers the same", async () => {
    const { game, player, state, control } = await playerInGame(api, editor, [
      codeOnly(1, 1),
      codeOnly(1, 1),
    ]);
    const next = randomUUID();
    const args = {
      id: randomUUID(),
      controlId: control.id,
      gameStateId: state.id,
      code: control.secretCode,
      next,
    };
    const answer = await punchWithNext(player, args);
    expect(answer.errors).toBeUndefined();
    const states = answer.data?.punchAtControl?.gameStates ?? [];
    expect(states.map((s) => [s.id, s.progress])).toEqual([
      [state.id, 'COMPLETE'],
      [next, 'ONGOING'],
    ]);
    expect(states[1]?.gameLevel?.id).toBe(game.levels[1]!.id);

    const replayed = await punchWithNext(player, args);
    expect(replayed.data?.punchAtControl?.gameStates.map((s) => s.id).sort()).toEqual(
      [state.id, next].sort(),
    );
    expect(await visitCount(api.database.db, player.sub)).toBe(1);

    // The device's offline punch on level 2 goes to the state it made.
    const level2 = game.levels[1]!.controls[0]!;
    const second = await punchWithNext(player, {
      id: randomUUID(),
      controlId: level2.id,
      gameStateId: next,
      code: level2.secretCode,
    });
    expect(second.errors).toBeUndefined();
    expect(second.data?.punchAtControl?.gameStates.map((s) => s.progress)).toEqual(['COMPLETE']);
  });

  it('ignores nextGameStateId when the punch does not complete its level', async () => {
    const { player, state, level } = await playerInGame(api, editor, [
      codeOnly(2, 2),
      codeOnly(1, 1),
    ]);
    const control = level.controls[0]!;
    const answer = await punchWithNext(player, {
      id: randomUUID(),
      controlId: control.id,
      gameStateId: state.id,
      code: control.secretCode,
      next: randomUUID(),
    });
    expect(answer.data?.punchAtControl?.gameStates.map((s) => [s.id, s.progress])).toEqual([
      [state.id, 'ONGOING'],
    ]);
  });

  it('refuses an id another state has with BAD_INPUT on nextGameStateId and stores nothing', async () => {
    const other = await playerInGame(api, editor, [codeOnly(1, 1)]);
    const { player, state, control } = await playerInGame(api, editor, [
      codeOnly(1, 1),
      codeOnly(1, 1),
    ]);
    const answer = await punchWithNext(player, {
      id: randomUUID(),
      controlId: control.id,
      gameStateId: state.id,
      code: control.secretCode,
      next: other.state.id,
    });
    expect(codeOf(answer)).toBe('BAD_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe('nextGameStateId');
    expect(await visitCount(api.database.db, player.sub)).toBe(0);
  });

  it('refuses a nextGameStateId longer than 100 characters', async () => {
    const { player, state, control } = await playerInGame(api, editor, [codeOnly(1, 1)]);
    const answer = await punchWithNext(player, {
      id: randomUUID(),
      controlId: control.id,
      gameStateId: state.id,
      code: control.secretCode,
      next: 'x'.repeat(101),
    });
    expect(codeOf(answer)).toBe('BAD_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe('nextGameStateId');
  });
});
