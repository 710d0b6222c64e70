/**
 * A cancelled game is its own outcome (GameState.cancelledAt) against a real server on PGlite and
 * PostgreSQL: cancelling records when, on every state of the game, while the progress stays
 * COMPLETE as the seed's clients read it; a completed game is not cancelled; another device
 * reading the player's states sees the same.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeGame,
  cancelGame,
  punchByCode,
  startedState,
  type GameSpec,
} from '../support/play-world';

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
const LATER = NOW + 90_000;
const oneLevel = { minNumberControls: 1, controls: [{}, {}] };

interface StateWithOutcome {
  id: string;
  progress: string;
  cancelledAt: string | null;
}

describe.each(DATABASE_KINDS)('a cancelled game (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');

  const arrange = (spec: Partial<GameSpec> = {}) =>
    arrangeGame(api.database.db, { owner: editor.sub, levels: [oneLevel], ...spec });

  /** The player's states of one game as any of their devices reads them. */
  async function statesOfGame(player: ApiUser, gameId: string): Promise<StateWithOutcome[]> {
    const answer = await player.gql<{ gameStatesByOwnerByGameId: { items: StateWithOutcome[] } }>(
      `query ($o: String!, $g: ID!) { gameStatesByOwnerByGameId(owner: $o, gameId: { eq: $g }) {
        items { id progress cancelledAt } } }`,
      { o: player.sub, g: gameId },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.gameStatesByOwnerByGameId.items ?? [];
  }

  it('is null on a game being played', async () => {
    const player = await api.user('player');
    const state = await startedState(player, (await arrange()).id);
    expect(await statesOfGame(player, state.gameId)).toEqual([
      { id: state.id, progress: 'ONGOING', cancelledAt: null },
    ]);
  });

  it('records when the game was cancelled on every state, the progress COMPLETE', async () => {
    const game = await arrange({ levels: [oneLevel, oneLevel] });
    const player = await api.user('player');
    const first = await startedState(player, game.id);
    const control = game.levels[0]!.controls[0]!;
    const punched = await punchByCode(player, first, control);
    const second = punched.data?.punchAtControl?.gameStates.find((s) => s.id !== first.id);
    expect(second?.progress).toBe('ONGOING');
    api.setNow(LATER);
    const answer = await player.gql<{ cancelGame: StateWithOutcome[] }>(
      `mutation ($g: ID!) { cancelGame(gameId: $g) { id progress cancelledAt } }`,
      { g: first.gameId },
    );
    api.setNow(NOW);
    const at = new Date(LATER).toISOString();
    // Both levels' states were made in the same instant: compare them in id order.
    const byId = (states: readonly StateWithOutcome[]) =>
      [...states].sort((a, b) => a.id.localeCompare(b.id));
    const expected = byId([
      { id: first.id, progress: 'COMPLETE', cancelledAt: at },
      { id: second!.id, progress: 'COMPLETE', cancelledAt: at },
    ]);
    expect(byId(answer.data?.cancelGame ?? [])).toEqual(expected);
    expect(byId(await statesOfGame(player, first.gameId))).toEqual(expected);
  });

  it('keeps the first cancel time when the cancel is replayed', async () => {
    const player = await api.user('player');
    const state = await startedState(player, (await arrange()).id);
    await cancelGame(player, state.gameId);
    api.setNow(LATER);
    await cancelGame(player, state.gameId);
    api.setNow(NOW);
    expect(await statesOfGame(player, state.gameId)).toEqual([
      { id: state.id, progress: 'COMPLETE', cancelledAt: new Date(NOW).toISOString() },
    ]);
  });

  it('leaves a completed game completed when a cancel arrives after its last punch', async () => {
    const game = await arrange();
    const player = await api.user('player');
    const state = await startedState(player, game.id);
    const control = game.levels[0]!.controls[0]!;
    await punchByCode(player, state, control);
    await cancelGame(player, state.gameId);
    expect(await statesOfGame(player, state.gameId)).toEqual([
      { id: state.id, progress: 'COMPLETE', cancelledAt: null },
    ]);
  });
});
