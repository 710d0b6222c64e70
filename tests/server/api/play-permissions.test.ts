/**
 * The permission matrix of play's mutations: for each of startNewGame, cancelGame, punchAtControl
 * and deleteGameScores, what anonymous, the owner (a player), another player, another editor and
 * an Admin get, on PGlite and PostgreSQL. A player's game, punches and scores are theirs alone:
 * nobody else plays, cancels or punches in them (an unknown state to them: NOT_FOUND), and only an
 * Admin may delete another player's scores.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeGame,
  cancelGame,
  codeOf,
  punchByCode,
  startedState,
  startGame,
  type ArrangedGame,
  type GameStateShape,
} from '../support/play-world';

type Caller = 'anonymous' | 'owner' | 'another player' | 'another editor' | 'admin';
/** undefined: allowed; else the refusal code. */
type Expected = string | undefined;

const MATRIX: Record<string, Record<Caller, Expected>> = {
  startNewGame: {
    anonymous: 'UNAUTHENTICATED',
    owner: undefined,
    'another player': undefined,
    'another editor': undefined,
    admin: undefined,
  },
  punchAtControl: {
    anonymous: 'UNAUTHENTICATED',
    owner: undefined,
    'another player': 'NOT_FOUND',
    'another editor': 'NOT_FOUND',
    admin: 'NOT_FOUND',
  },
  cancelGame: {
    anonymous: 'UNAUTHENTICATED',
    owner: undefined,
    'another player': 'NOT_FOUND',
    'another editor': 'NOT_FOUND',
    admin: 'NOT_FOUND',
  },
  deleteGameScores: {
    anonymous: 'UNAUTHENTICATED',
    owner: undefined,
    'another player': 'FORBIDDEN',
    'another editor': 'FORBIDDEN',
    admin: undefined,
  },
};

const CASES = Object.entries(MATRIX).flatMap(([mutation, row]) =>
  (Object.entries(row) as [Caller, Expected][]).map(
    ([caller, expected]) => [mutation, caller, expected ?? 'allowed'] as const,
  ),
);

describe.each(DATABASE_KINDS)('play mutations by caller (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  let game: ArrangedGame;

  beforeAll(async () => {
    game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [{ minNumberControls: 2, controls: [{}, {}] }],
    });
  });

  /** The caller as a signed-in user (a fresh one, so no other game is ongoing), or anonymous. */
  async function callerFor(caller: Caller, owner: ApiUser): Promise<ApiUser | undefined> {
    if (caller === 'anonymous') return undefined;
    if (caller === 'owner') return owner;
    return api.user(
      caller === 'admin' ? 'admin' : caller === 'another editor' ? 'editor' : 'player',
    );
  }

  /** Runs `mutation` on the owner's game as `user` (anonymous: without a token). */
  async function run(
    mutation: string,
    user: ApiUser | undefined,
    owner: ApiUser,
    state: GameStateShape,
  ) {
    const control = game.levels[0]!.controls[0]!;
    const anonymous = {
      gql: (query: string, variables?: Record<string, unknown>) => api.gql(query, variables),
    };
    const as = (user ?? anonymous) as ApiUser;
    switch (mutation) {
      case 'startNewGame':
        return startGame(as, game.id);
      case 'punchAtControl':
        return punchByCode(as, state, control);
      case 'cancelGame':
        return cancelGame(as, state.gameId);
      default:
        return as.gql('mutation ($o: String!) { deleteGameScores(owner: $o) { deletionCount } }', {
          o: owner.sub,
        });
    }
  }

  it.each(CASES)('%s by %s -> %s', async (mutation, caller, expected) => {
    const owner = await api.user('player');
    // For startNewGame the "owner" starts their first game (no game of theirs is ongoing yet).
    const state =
      mutation === 'startNewGame' ? ({} as GameStateShape) : await startedState(owner, game.id);
    const answer = await run(mutation, await callerFor(caller, owner), owner, state);
    expect(codeOf(answer) ?? 'allowed').toBe(expected);
    if (caller === 'anonymous') expect(answer.status).toBe(401);
  });
});
