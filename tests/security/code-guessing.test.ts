/**
 * Guessing a control's secret code, as an attacker would, against the real server over HTTP on
 * PGlite and PostgreSQL: a request of 1,000 aliased guesses, 300 guesses one after another,
 * guesses sent at once (to one server and to two servers on one PostgreSQL), and offline replays.
 * At most CODE_TRY_LIMIT wrong codes are judged per player and control within the window; after
 * that even the right code is refused with TOO_MANY_CODE_TRIES and the wait, until the window
 * has passed. Other players and other controls are not affected.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_TRY_LIMIT, CODE_TRY_WINDOW_MS } from '../../src/domain/code-tries';
import { createControlCodeTryRepository } from '../../server/play/control-code-try.repository';
import {
  DATABASE_KINDS,
  type ApiHarness,
  type ApiUser,
  type GraphqlAnswer,
} from '../server/support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../server/support/before-all';
import {
  codeOf,
  playerInGame,
  punch,
  startedState,
  visitCount,
  type LevelSpec,
} from '../server/support/play-world';

const NOW = Date.parse('2026-11-18T10:00:00.000Z');

/** A level punched by code or by GPS, with `controls` controls (codes Code11, Code12, ...). */
function codeOrGps(controls: number): LevelSpec {
  return {
    minNumberControls: controls,
    allowCodePunching: true,
    allowGpsPunching: true,
    controls: Array.from({ length: controls }, () => ({})),
  };
}

/** The `n`-th wrong guess: three letters, never a control's code. */
function wrongCode(n: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const at = (k: number) => letters[Math.floor(n / letters.length ** k) % letters.length];
  return `${at(2)}${at(1)}${at(0)}`;
}

interface PathedError {
  path?: (string | number)[];
  extensions?: { code?: string; retryAfterSeconds?: number };
}

/** `count` aliased punchAtControl guesses in one document; `right` at the aliases in `rightAt`. */
function aliasedGuesses(count: number, right: string, rightAt: ReadonlySet<number>): string {
  const fields = Array.from({ length: count }, (_, n) => {
    const code = rightAt.has(n) ? right : wrongCode(n);
    return `g${n}: punchAtControl(controlId: $c, gameStateId: $s, controlSecretCode: "${code}") { controlVisit { id } }`;
  });
  return `mutation ($c: ID!, $s: ID!) { ${fields.join('\n')} }`;
}

/** The wait the first refusal names (`extensions.retryAfterSeconds`). */
function waitOf(answer: GraphqlAnswer<unknown>): unknown {
  const extensions: Record<string, unknown> = { ...answer.errors?.[0]?.extensions };
  return extensions.retryAfterSeconds;
}

function countCodes(codes: readonly (string | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code ?? 'accepted'] = (counts[code ?? 'accepted'] ?? 0) + 1;
  return counts;
}

describe.each(DATABASE_KINDS)('secret-code guessing (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');

  /** A new player in a new game of one level of `controls` controls, the clock at NOW. */
  async function playing(controls = 1) {
    api.setNow(NOW);
    return playerInGame(api, editor, [codeOrGps(controls)]);
  }

  /** A code punch of `player` on `control` in the game state `state`, with `code` as its code. */
  function guess(player: ApiUser, state: { id: string }, control: { id: string }, code: string) {
    return punch(player, { controlId: control.id, gameStateId: state.id, controlSecretCode: code });
  }

  async function triesOf(owner: string, controlId: string) {
    return createControlCodeTryRepository(api.database.db).of(owner, controlId);
  }

  it('one request of 1,000 aliased guesses does not find the code', async () => {
    const { player, state, control } = await playing();
    const rightAt = new Set([7, 500, 999]);
    const answer = await player.gql<Record<string, unknown>>(
      aliasedGuesses(1000, control.secretCode, rightAt),
      { c: control.id, s: state.id },
    );

    // No alias punched the control, whatever refused them.
    for (let n = 0; n < 1000; n += 1) expect(answer.data?.[`g${n}`] ?? null).toBeNull();
    expect(await visitCount(api.database.db, player.sub)).toBe(0);
    const errors = (answer.errors ?? []) as PathedError[];
    expect(errors.length).toBeGreaterThan(0);
    if (errors.some((error) => error.path)) {
      // Run alias by alias: the first wrong ones judged, every other one refused unjudged.
      const codes = countCodes(errors.map((error) => error.extensions?.code));
      expect(codes).toEqual({ WRONG_CODE: CODE_TRY_LIMIT, TOO_MANY_CODE_TRIES: 1000 - 5 });
    } else {
      // Refused whole before any resolver ran (the request limits): nothing judged.
      expect(errors.every((error) => error.extensions?.code !== 'WRONG_CODE')).toBe(true);
    }
    expect((await triesOf(player.sub, control.id))?.wrongTotal ?? 0).toBeLessThanOrEqual(5);
  });

  it('judges only the first 5 wrong codes of one request; the right code after them is refused', async () => {
    // Twelve aliases: within what the app's own documents need of one request.
    const { player, state, control } = await playing();
    const answer = await player.gql<Record<string, unknown>>(
      aliasedGuesses(12, control.secretCode, new Set([11])),
      { c: control.id, s: state.id },
    );
    const byAlias = new Map(
      ((answer.errors ?? []) as PathedError[]).map((error) => [error.path?.[0], error.extensions]),
    );
    const codes = Array.from({ length: 12 }, (_, n) => byAlias.get(`g${n}`)?.code);
    expect(codes).toEqual([
      ...Array<string>(CODE_TRY_LIMIT).fill('WRONG_CODE'),
      ...Array<string>(12 - CODE_TRY_LIMIT).fill('TOO_MANY_CODE_TRIES'),
    ]);
    expect(byAlias.get('g11')?.retryAfterSeconds).toBe(CODE_TRY_WINDOW_MS / 1000);
    expect(await visitCount(api.database.db, player.sub)).toBe(0);
  });

  it('300 guesses one after another: after the fifth wrong one the right code is refused too, until the 15 minutes have passed', async () => {
    const { player, state, control } = await playing();
    const codes: (string | undefined)[] = [];
    const waits = new Set<unknown>();
    for (let n = 0; n < 300; n += 1) {
      const answer = await guess(player, state, control, wrongCode(n));
      codes.push(codeOf(answer));
      if (n >= CODE_TRY_LIMIT) {
        waits.add(waitOf(answer));
      }
    }
    expect(codes.slice(0, CODE_TRY_LIMIT)).toEqual(Array(CODE_TRY_LIMIT).fill('WRONG_CODE'));
    expect(countCodes(codes.slice(CODE_TRY_LIMIT))).toEqual({ TOO_MANY_CODE_TRIES: 295 });
    // The clock stands still: the wait is the whole window every time.
    expect([...waits]).toEqual([900]);

    const refused = await guess(player, state, control, control.secretCode);
    expect(codeOf(refused)).toBe('TOO_MANY_CODE_TRIES');

    api.setNow(NOW + CODE_TRY_WINDOW_MS - 1000);
    const stillRefused = await guess(player, state, control, control.secretCode);
    expect(codeOf(stillRefused)).toBe('TOO_MANY_CODE_TRIES');
    expect(stillRefused.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 1 });

    api.setNow(NOW + CODE_TRY_WINDOW_MS);
    const accepted = await guess(player, state, control, control.secretCode);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.punchAtControl?.controlVisit.controlId).toBe(control.id);

    const tries = await triesOf(player.sub, control.id);
    expect(tries).toMatchObject({ wrongTotal: 5, refusedTotal: 297, lastOutcome: 'RIGHT' });
  });

  it('the window slides: a wrong code 10 minutes after four others locks the control until the first is 15 minutes old', async () => {
    const { player, state, control } = await playing();
    const at = (minutes: number) => NOW + minutes * 60_000;
    const wrongAt = async (minutes: number, n: number) => {
      api.setNow(at(minutes));
      return codeOf(await guess(player, state, control, wrongCode(n)));
    };
    for (const [n, minutes] of [0, 1, 2, 3].entries())
      expect(await wrongAt(minutes, n)).toBe('WRONG_CODE');
    expect(await wrongAt(10, 4)).toBe('WRONG_CODE');
    api.setNow(at(11));
    const refused = await guess(player, state, control, control.secretCode);
    expect(codeOf(refused)).toBe('TOO_MANY_CODE_TRIES');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 4 * 60 });
    // At minute 15 the first try leaves the window: four remain, one more guess is judged.
    expect(await wrongAt(15, 5)).toBe('WRONG_CODE');
    expect(await wrongAt(15.5, 6)).toBe('TOO_MANY_CODE_TRIES');
  });

  it('guesses sent at once are judged one at a time: exactly 5 wrong', async () => {
    const { player, state, control } = await playing();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => guess(player, state, control, wrongCode(n))),
    );
    expect(countCodes(answers.map(codeOf))).toEqual({ WRONG_CODE: 5, TOO_MANY_CODE_TRIES: 25 });
  });

  it('offline replays (their own ids and earlier punch times) count the same way', async () => {
    const { player, state, control } = await playing();
    api.setNow(NOW + 20 * 60_000);
    const madeAt = (n: number) => new Date(NOW + n * 60_000).toISOString();
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 6; n += 1) {
      const answer = await punch(player, {
        id: randomUUID(),
        controlId: control.id,
        gameStateId: state.id,
        controlSecretCode: n === 5 ? control.secretCode : wrongCode(n),
        punchedAt: madeAt(n),
      });
      codes.push(codeOf(answer));
    }
    expect(codes).toEqual([...Array<string>(5).fill('WRONG_CODE'), 'TOO_MANY_CODE_TRIES']);
  });

  it('other players, other controls and GPS punches are not affected', async () => {
    const { game, player, state, level } = await playing(3);
    const [locked, other, byGps] = level.controls;
    if (!locked || !other || !byGps) throw new Error('three controls expected');
    for (let n = 0; n < 6; n += 1) {
      await guess(player, state, locked, wrongCode(n));
    }
    const refused = await guess(player, state, locked, locked.secretCode);
    expect(codeOf(refused)).toBe('TOO_MANY_CODE_TRIES');

    const otherControl = await guess(player, state, other, other.secretCode);
    expect(otherControl.errors).toBeUndefined();
    const gps = await punch(player, {
      controlId: locked.id,
      gameStateId: state.id,
      ...locked.position,
    });
    expect(gps.errors).toBeUndefined();

    const someoneElse = await api.user('player');
    const theirs = await startedState(someoneElse, game.id);
    const theirPunch = await guess(someoneElse, theirs, locked, locked.secretCode);
    expect(theirPunch.errors).toBeUndefined();

    // The organiser's view: the tries per control, each player's own.
    const rows = await createControlCodeTryRepository(api.database.db).ofControl(locked.id);
    expect(rows.map((row) => [row.owner, row.wrongTotal, row.refusedTotal])).toEqual([
      [player.sub, 5, 2],
      [someoneElse.sub, 0, 0],
    ]);
  });
});

describe('secret-code guessing over two server copies (postgres)', () => {
  const api = apiBeforeAll('postgres', { now: NOW });
  const editor = userBeforeAll(api, 'editor');

  it('two servers on one PostgreSQL share the count', async () => {
    api.setNow(NOW);
    const { player, state, control } = await playerInGame(api, editor, [codeOrGps(1)]);
    const peer = await api.startPeer();
    try {
      const via = (server: { gql: ApiHarness['gql'] }, code: string) =>
        server.gql(
          `mutation ($c: ID!, $s: ID!, $code: String) {
            punchAtControl(controlId: $c, gameStateId: $s, controlSecretCode: $code) {
              controlVisit { id } } }`,
          { c: control.id, s: state.id, code },
          player.accessToken,
        );
      // Sent at once, half to each copy.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) => via(n % 2 === 0 ? api : peer, wrongCode(n))),
      );
      expect(countCodes(answers.map(codeOf))).toEqual({ WRONG_CODE: 5, TOO_MANY_CODE_TRIES: 25 });
      expect(codeOf(await via(peer, control.secretCode))).toBe('TOO_MANY_CODE_TRIES');
      expect(codeOf(await via(api, control.secretCode))).toBe('TOO_MANY_CODE_TRIES');
      api.setNow(NOW + CODE_TRY_WINDOW_MS);
      const accepted = await via(peer, control.secretCode);
      expect(accepted.errors).toBeUndefined();
    } finally {
      await peer.close();
    }
  });
});
