/**
 * punchAtControl against a real server on PGlite and PostgreSQL, beyond the judging of one punch:
 * the punch-time window at its edges, level progression (the next level opens, the last one
 * completes the game) and who may see the secret code a player entered.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeGame,
  codeOf,
  codeOnly,
  playerInGame,
  punch,
  punchByCode,
  setGameStartedAt,
  startedState,
  VISIT_FIELDS,
  type GameSpec,
  type GameStateShape,
  type LevelSpec,
} from '../support/play-world';

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DATABASE_KINDS)('punch time, progression and secrets (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');
  const admin = userBeforeAll(api, 'admin');

  const playing = (levels: LevelSpec[], extra: Partial<GameSpec> = {}) =>
    playerInGame(api, editor, levels, extra);

  describe('punch time', () => {
    /** A player in a game started at NOW with three code controls (the game never completes). */
    const timed = () => playing([codeOnly(3, 3)]);
    const at = (
      control: { id: string; secretCode: string },
      state: GameStateShape,
      ms: number,
    ) => ({
      controlId: control.id,
      gameStateId: state.id,
      controlSecretCode: control.secretCode,
      punchedAt: iso(ms),
    });

    it('accepts a device clock 2 minutes ahead and refuses 1 ms more', async () => {
      const { player, state, control } = await timed();
      const late = await punch(player, at(control, state, NOW + 2 * MINUTE + 1));
      expect(codeOf(late)).toBe('PUNCH_TIME_INVALID');
      expect(late.errors?.[0]?.extensions?.field).toBe('punchedAt');
      expect((await punch(player, at(control, state, NOW + 2 * MINUTE))).errors).toBeUndefined();
    });

    it('accepts a punch 2 minutes before the start and refuses 1 ms earlier', async () => {
      const { player, state, control } = await timed();
      expect(codeOf(await punch(player, at(control, state, NOW - 2 * MINUTE - 1)))).toBe(
        'PUNCH_TIME_INVALID',
      );
      expect((await punch(player, at(control, state, NOW - 2 * MINUTE))).errors).toBeUndefined();
    });

    it('accepts a punch 14 days old and refuses 1 ms older', async () => {
      const { player, state, control } = await timed();
      await setGameStartedAt(api.database.db, state.gameId, new Date(NOW - 30 * DAY));
      expect(codeOf(await punch(player, at(control, state, NOW - 14 * DAY - 1)))).toBe(
        'PUNCH_TIME_INVALID',
      );
      expect((await punch(player, at(control, state, NOW - 14 * DAY))).errors).toBeUndefined();
    });

    it('uses the server clock when no punchedAt is sent', async () => {
      const { player, state, control } = await timed();
      const answer = await punchByCode(player, state, control);
      expect(answer.data?.punchAtControl?.controlVisit.punchedAt).toBe(iso(NOW));
    });
  });

  describe('level progression', () => {
    it('keeps the level ongoing until its minimum is punched', async () => {
      const { player, state, level } = await playing([codeOnly(3, 2), codeOnly(1, 1)]);
      const c = level.controls[0]!;
      const answer = await punchByCode(player, state, c);
      expect(answer.data?.punchAtControl?.gameStates).toEqual([{ ...state, progress: 'ONGOING' }]);
    });

    it("completing level 1 completes its state and opens level 2's", async () => {
      const { game, player, state, level } = await playing([codeOnly(3, 2), codeOnly(1, 1)]);
      for (const c of level.controls.slice(0, 1)) {
        await punchByCode(player, state, c);
      }
      const c = level.controls[1]!;
      const answer = await punchByCode(player, state, c);
      const states = answer.data?.punchAtControl?.gameStates ?? [];
      expect(states).toHaveLength(2);
      expect(states[0]).toEqual({ ...state, progress: 'COMPLETE' });
      expect(states[1]).toMatchObject({
        gameId: state.gameId,
        progress: 'ONGOING',
        owner: player.sub,
        gameLevel: { id: game.levels[1]!.id, order: 2, minNumberControls: 1 },
      });
      expect(states[1]!.id).not.toBe(state.id);
    });

    it('completing the last level completes the game and frees the player to start another', async () => {
      const { game, player, state, level } = await playing([codeOnly(1, 1), codeOnly(1, 1)]);
      const first = level.controls[0]!;
      const opened = await punchByCode(player, state, first);
      const levelTwo = opened.data?.punchAtControl?.gameStates[1];
      const last = game.levels[1]!.controls[0]!;
      const answer = await punchByCode(player, levelTwo!, last);
      expect(answer.data?.punchAtControl?.gameStates).toEqual([
        { ...levelTwo, progress: 'COMPLETE' },
      ]);
      const ongoing = await player.gql<{ gameStatesByOwnerByProgress: { items: unknown[] } }>(
        'query ($o: String!) { gameStatesByOwnerByProgress(owner: $o, progress: { eq: "ONGOING" }) { items { id } } }',
        { o: player.sub },
      );
      expect(ongoing.data?.gameStatesByOwnerByProgress.items).toEqual([]);
      const next = await arrangeGame(api.database.db, { owner: editor.sub, levels: [codeOnly()] });
      await expect(startedState(player, next.id)).resolves.toMatchObject({ progress: 'ONGOING' });
    });
  });

  describe('secret codes of visits', () => {
    it('never sends a player the code of their visit (raw JSON)', async () => {
      const { player, state, control } = await playing([codeOnly(2, 2)], {});
      const answer = await punchByCode(player, state, control);
      expect(answer.data?.punchAtControl?.controlVisit.controlSecretCode).toBeNull();
      expect(JSON.stringify(answer).toLowerCase()).not.toContain(control.secretCode.toLowerCase());
      const listed = await player.gql(
        `query ($o: String!, $s: ID!) { controlVisitsByOwnerByGameStateId(owner: $o, gameStateId: { eq: $s }) { items { ${VISIT_FIELDS} } } }`,
        { o: player.sub, s: state.id },
      );
      expect(listed.errors).toBeUndefined();
      expect(JSON.stringify(listed).toLowerCase()).not.toContain(control.secretCode.toLowerCase());
    });

    it('shows an admin the code a player entered', async () => {
      const { player, state, control } = await playing([codeOnly(2, 2)]);
      await punch(player, {
        controlId: control.id,
        gameStateId: state.id,
        controlSecretCode: ` ${control.secretCode} `,
      });
      const listed = await admin.gql<{
        controlVisitsByOwnerByControlId: { items: { controlSecretCode: string }[] };
      }>(
        'query ($o: String!, $c: ID!) { controlVisitsByOwnerByControlId(owner: $o, controlId: { eq: $c }) { items { controlSecretCode } } }',
        { o: player.sub, c: control.id },
      );
      expect(listed.data?.controlVisitsByOwnerByControlId.items).toEqual([
        { controlSecretCode: control.secretCode },
      ]);
    });

    it('shows an editor the code of their own punch', async () => {
      const game = await arrangeGame(api.database.db, {
        owner: editor.sub,
        levels: [codeOnly(2, 2)],
      });
      const tester = await api.user('editor');
      const state = await startedState(tester, game.id);
      const control = game.levels[0]!.controls[0]!;
      const answer = await punchByCode(tester, state, control);
      expect(answer.data?.punchAtControl?.controlVisit.controlSecretCode).toBe(control.secretCode);
    });
  });
});
