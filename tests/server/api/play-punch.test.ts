/**
 * punchAtControl against a real server on PGlite and PostgreSQL: the GPS rule and its accuracy
 * credit at their edges, code punches, the punch methods a level allows, duplicates and replays
 * (also sent at once), and the refusals that come before any judging. Punch time, progression and
 * secret codes: play-progress.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../src/domain/geo';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  cancelGame,
  codeOf,
  codePunch,
  codeOnly,
  gpsOnly,
  northOf,
  playerInGame,
  punch,
  punchByCode,
  scoreRows,
  setLevelMaxDistance,
  visitCount,
  type GameSpec,
  type LevelSpec,
} from '../support/play-world';

const NOW = Date.parse('2026-11-18T10:00:00.000Z');

describe.each(DATABASE_KINDS)('punchAtControl (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');

  const playing = (levels: LevelSpec[], extra: Partial<GameSpec> = {}) =>
    playerInGame(api, editor, levels, extra);

  describe('GPS punches', () => {
    it('accepts a fix exactly at the level limit', async () => {
      const { player, state, level, control } = await playing([gpsOnly()]);
      const fix = northOf(control.position, 20);
      await setLevelMaxDistance(api.database.db, level.id, distanceMeters(control.position, fix));
      const answer = await punch(player, { controlId: control.id, gameStateId: state.id, ...fix });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.punchAtControl?.controlVisit.controlId).toBe(control.id);
    });

    it('refuses a fix one metre beyond the limit with TOO_FAR and stores nothing', async () => {
      const { player, state, level, control } = await playing([gpsOnly()]);
      const limit = distanceMeters(control.position, northOf(control.position, 20));
      await setLevelMaxDistance(api.database.db, level.id, limit);
      const fix = northOf(control.position, limit + 1);
      const answer = await punch(player, { controlId: control.id, gameStateId: state.id, ...fix });
      expect(codeOf(answer)).toBe('TOO_FAR');
      expect(await visitCount(api.database.db, player.sub)).toBe(0);
    });

    it.each([
      // accuracy (m), metres beyond the 20 m limit, expected refusal
      [24, 23.5, undefined],
      [24, 24.5, 'TOO_FAR'],
      [25, 24.5, undefined],
      [30, 24.5, undefined],
      [30, 25.5, 'TOO_FAR'], // 30 m of accuracy earns only 25 m of credit
    ])('accuracy %s m with a fix %s m beyond the limit -> %s', async (accuracy, beyond, code) => {
      const { player, state, control } = await playing([gpsOnly()]);
      const fix = northOf(control.position, 20 + beyond);
      const answer = await punch(player, {
        controlId: control.id,
        gameStateId: state.id,
        ...fix,
        accuracy,
      });
      expect(codeOf(answer)).toBe(code);
    });

    it('refuses a GPS punch on a level that allows only codes', async () => {
      const { player, state, control } = await playing([codeOnly()]);
      const answer = await punch(player, {
        controlId: control.id,
        gameStateId: state.id,
        ...control.position,
      });
      expect(codeOf(answer)).toBe('PUNCH_METHOD_NOT_ALLOWED');
    });
  });

  describe('code punches', () => {
    it('refuses a wrong code with WRONG_CODE', async () => {
      const { player, state, control } = await playing([codeOnly()]);
      const answer = await punch(player, {
        controlId: control.id,
        gameStateId: state.id,
        controlSecretCode: `${control.secretCode}x`,
      });
      expect(codeOf(answer)).toBe('WRONG_CODE');
      expect(await visitCount(api.database.db, player.sub)).toBe(0);
    });

    it('accepts the code in another case and with surrounding spaces', async () => {
      const { player, state, control } = await playing([codeOnly()]);
      const answer = await punch(player, {
        controlId: control.id,
        gameStateId: state.id,
        controlSecretCode: `  ${control.secretCode.toUpperCase()} `,
      });
      expect(answer.errors).toBeUndefined();
    });

    it('refuses a code punch on a level that allows only GPS', async () => {
      const { player, state, control } = await playing([gpsOnly()]);
      const answer = await punchByCode(player, state, control);
      expect(codeOf(answer)).toBe('PUNCH_METHOD_NOT_ALLOWED');
    });

    it('refuses a punch with neither a code nor a position (MISSING_FIELD)', async () => {
      const { player, state, control } = await playing([codeOnly()]);
      const answer = await punch(player, { controlId: control.id, gameStateId: state.id });
      expect(codeOf(answer)).toBe('MISSING_FIELD');
      expect(answer.errors?.[0]?.extensions?.field).toBe('controlSecretCode');
    });
  });

  describe('duplicates and replays', () => {
    it('refuses a second punch of the same control in the game with ALREADY_PUNCHED', async () => {
      const { player, state, control } = await playing([codeOnly(2, 2)]);
      const args = codePunch(state, control);
      expect((await punch(player, args)).errors).toBeUndefined();
      expect(codeOf(await punch(player, args))).toBe('ALREADY_PUNCHED');
    });

    it('answers the same punch id twice with the first answer: one visit and one score', async () => {
      const { player, state, control } = await playing([codeOnly(2, 2)]);
      const args = codePunch(state, control, randomUUID());
      const first = await punch(player, args);
      const again = await punch(player, args);
      expect(again.errors).toBeUndefined();
      expect(again.data?.punchAtControl?.controlVisit).toEqual(
        first.data?.punchAtControl?.controlVisit,
      );
      expect(await visitCount(api.database.db, player.sub)).toBe(1);
      const rows = await scoreRows(api.database.db, player.sub);
      expect(rows.map((row) => row.score)).toEqual([1, 1, 1]);
    });

    it('replays a punch even after its game moved on', async () => {
      const { player, state, control } = await playing([codeOnly(1, 1)]);
      const args = codePunch(state, control, randomUUID());
      await punch(player, args);
      const again = await punch(player, args);
      expect(again.errors).toBeUndefined();
      expect(again.data?.punchAtControl?.gameStates.map((s) => s.progress)).toEqual(['COMPLETE']);
    });

    it('refuses a punch id reused for another control (BAD_INPUT on id)', async () => {
      const { player, state, level } = await playing([codeOnly(2, 2)]);
      const [a, b] = level.controls;
      const id = randomUUID();
      await punch(player, codePunch(state, a!, id));
      const reused = await punch(player, codePunch(state, b!, id));
      expect(codeOf(reused)).toBe('BAD_INPUT');
      expect(reused.errors?.[0]?.extensions?.field).toBe('id');
    });

    it('stores one visit when the same punch arrives twice at once', async () => {
      const { player, state, control } = await playing([codeOnly(2, 2)]);
      const args = codePunch(state, control, randomUUID());
      const answers = await Promise.all([punch(player, args), punch(player, args)]);
      for (const answer of answers)
        expect([undefined, 'ALREADY_PUNCHED']).toContain(codeOf(answer));
      expect(await visitCount(api.database.db, player.sub)).toBe(1);
      const rows = await scoreRows(api.database.db, player.sub);
      expect(rows.map((row) => row.score)).toEqual([1, 1, 1]);
    });

    it('stores one visit when one control is punched twice at once under two ids', async () => {
      const { player, state, control } = await playing([codeOnly(2, 2)]);
      const args = codePunch(state, control);
      const answers = await Promise.all([punch(player, args), punch(player, args)]);
      expect(answers.map(codeOf).sort()).toEqual(['ALREADY_PUNCHED', undefined]);
      expect(await visitCount(api.database.db, player.sub)).toBe(1);
    });
  });

  describe('which punches are judged at all', () => {
    it('refuses a control that is not on the state level (CONTROL_NOT_ON_LEVEL)', async () => {
      const { game, player, state } = await playing([codeOnly(1, 1), codeOnly(1, 1)]);
      const onLevelTwo = game.levels[1]!.controls[0]!;
      const answer = await punchByCode(player, state, onLevelTwo);
      expect(codeOf(answer)).toBe('CONTROL_NOT_ON_LEVEL');
    });

    it('refuses a punch in a cancelled game (GAME_NOT_ONGOING)', async () => {
      const { player, state, control } = await playing([codeOnly()]);
      await cancelGame(player, state.gameId);
      const answer = await punchByCode(player, state, control);
      expect(codeOf(answer)).toBe('GAME_NOT_ONGOING');
    });

    it("refuses a punch on another player's state with NOT_FOUND", async () => {
      const { state, control } = await playing([codeOnly()]);
      const other = await api.user('player');
      const answer = await punchByCode(other, state, control);
      expect(codeOf(answer)).toBe('NOT_FOUND');
    });

    it('refuses a punch without a token (401)', async () => {
      const answer = await api.gql(
        'mutation { punchAtControl(controlId: "c", gameStateId: "s", controlSecretCode: "x") { controlVisit { id } } }',
      );
      expect(answer.status).toBe(401);
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    });

    it.each([
      [{ controlId: ' ' }, 'MISSING_FIELD', 'controlId'],
      [{ lat: 58.46 }, 'MISSING_FIELD', 'lng'],
      [{ lat: 91, lng: 8 }, 'BAD_INPUT', 'lat'],
      [{ accuracy: -1 }, 'BAD_INPUT', 'accuracy'],
      [{ punchedAt: '2026-11-18' }, 'BAD_INPUT', 'punchedAt'],
      [{ id: 'x'.repeat(101) }, 'BAD_INPUT', 'id'],
    ])('refuses bad input %j with %s on %s', async (change, code, field) => {
      const { player, state, control } = await playing([codeOnly()]);
      const answer = await punch(player, {
        controlId: control.id,
        gameStateId: state.id,
        controlSecretCode: control.secretCode,
        ...change,
      });
      expect(codeOf(answer)).toBe(code);
      expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    });
  });
});
