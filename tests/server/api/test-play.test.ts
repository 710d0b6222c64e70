/**
 * Editors test-play their games through the API on PGlite and PostgreSQL: the owner (or an Admin,
 * for a game players are not given) starts a game players cannot, the states say `testPlay`, and
 * its punches are accepted and move the game on but score nothing (no score rows, so no ranking
 * row). A player's play of the same game once published scores as before.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameDefinitions } from '../../../server/db/schema/game';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { dataOf } from '../support/callers';
import {
  arrangeGame,
  codeOf,
  codeOnly,
  punchByCode,
  scoreRows,
  startGame,
  type ArrangedGame,
} from '../support/play-world';

const TEST_PLAY = `query ($owner: String!) {
  gameStatesByOwnerByProgress(owner: $owner, progress: { eq: "ONGOING" }) {
    items { testPlay gameLevel { order } } } }`;

describe.each(DATABASE_KINDS)('test play scores nothing (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');

  /** A two-level code game of the editor, as a draft (inactive, PRIVATE) unless changed. */
  function draft(change: { active?: boolean; state?: 'PUBLIC' | 'PRIVATE' } = {}) {
    return arrangeGame(api.database.db, {
      owner: editor.sub,
      active: false,
      state: 'PRIVATE',
      levels: [codeOnly(1, 1), codeOnly(1, 1)],
      ...change,
    });
  }

  /** Starts `game` for `user` and punches its first level's control by code. */
  async function playFirstLevel(user: ApiUser, game: ArrangedGame) {
    const state = dataOf(await startGame(user, game.id)).startNewGame![0]!;
    const control = game.levels[0]!.controls[0]!;
    return dataOf(await punchByCode(user, state, control)).punchAtControl!;
  }

  async function ongoing(user: ApiUser) {
    const answer = await user.gql<{
      gameStatesByOwnerByProgress: { items: { testPlay: boolean; gameLevel: { order: number } }[] };
    }>(TEST_PLAY, { owner: user.sub });
    expect(answer.errors).toBeUndefined();
    return answer.data!.gameStatesByOwnerByProgress.items;
  }

  it('lets the owner play their inactive PRIVATE draft: punches count, points do not', async () => {
    const game = await draft();
    const answer = await playFirstLevel(editor, game);
    expect(answer.controlVisit.controlId).toBe(game.levels[0]!.controls[0]!.id);
    // The first level is complete and the second is open: a test play plays like any other.
    expect(await ongoing(editor)).toEqual([{ testPlay: true, gameLevel: { order: 2 } }]);
    expect(await scoreRows(api.database.db, editor.sub)).toEqual([]);
  });

  it('is a test play when the owner plays their own published game', async () => {
    const owner = await api.user('editor');
    const game = await arrangeGame(api.database.db, {
      owner: owner.sub,
      levels: [codeOnly(1, 1)],
    });
    await playFirstLevel(owner, game);
    expect(await scoreRows(api.database.db, owner.sub)).toEqual([]);
  });

  it('lets an Admin test-play another editor’s draft, scoring nothing', async () => {
    const admin = await api.user('admin');
    const game = await draft();
    await playFirstLevel(admin, game);
    expect((await ongoing(admin)).map((state) => state.testPlay)).toEqual([true]);
    expect(await scoreRows(api.database.db, admin.sub)).toEqual([]);
  });

  it('refuses a player an inactive PUBLIC game: only its owner may test it', async () => {
    const game = await draft({ state: 'PUBLIC' });
    const player = await api.user('player');
    expect(codeOf(await startGame(player, game.id))).toBe('GAME_NOT_PLAYABLE');
  });

  it('scores a player’s play of the game once it is published', async () => {
    const game = await draft();
    await api.database.db
      .update(gameDefinitions)
      .set({ active: true, state: 'PUBLIC' })
      .where(eq(gameDefinitions.id, game.id));
    const player = await api.user('player');
    await playFirstLevel(player, game);
    expect((await ongoing(player)).map((state) => state.testPlay)).toEqual([false]);
    expect((await scoreRows(api.database.db, player.sub)).length).toBeGreaterThan(0);
  });
});
