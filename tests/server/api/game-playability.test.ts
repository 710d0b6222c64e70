/**
 * Only playable games are offered and started, through the API on PGlite and PostgreSQL: the
 * players' search (`gameDefinitionByStateByStartGeoHash`, state PUBLIC) lists a game exactly when
 * the domain's `isPlayable` holds for it, and `startNewGame` refuses every other game with
 * GAME_NOT_PLAYABLE (the owner may still test-play their own PRIVATE game).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameLevelControls, gameLevels } from '../../../server/db/schema/game';
import { isPlayable, type PlayabilityLevel } from '../../../src/domain/game-playability';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeGame,
  codeOf,
  startGame,
  type GameSpec,
  type LevelSpec,
} from '../support/play-world';

const SEARCH = `query ($state: String!, $hash: ModelStringKeyConditionInput) {
  gameDefinitionByStateByStartGeoHash(state: $state, startGeoHash: $hash, limit: 100) {
    items { id } nextToken } }`;

const level = (minNumberControls: number, controls: number, change: Partial<LevelSpec> = {}) => ({
  minNumberControls,
  controls: Array.from({ length: controls }, () => ({})),
  ...change,
});

/** Each case: the game as arranged, and whether its first two levels share one order. */
const CASES: [string, Omit<GameSpec, 'owner'>, { tiedOrders?: boolean }?][] = [
  ['a first level with its minimum of controls', { levels: [level(2, 2)] }],
  ['a minimum of 0 and one control', { levels: [level(0, 1)] }],
  ['a later level with no controls', { levels: [level(1, 1), level(3, 0)] }],
  ['no level', { levels: [] }],
  ['too few controls on the first level', { levels: [level(3, 2)] }],
  ['a minimum of 0 and no controls', { levels: [level(0, 0)] }],
  [
    'no punch method on the first level',
    { levels: [level(1, 2, { allowGpsPunching: false, allowCodePunching: false })] },
  ],
  ['GPS only', { levels: [level(1, 1, { allowCodePunching: false })] }],
  ['code only', { levels: [level(1, 1, { allowGpsPunching: false })] }],
  ['an empty first level before a full one', { levels: [level(1, 0), level(1, 2)] }],
  [
    'two levels of one order (first by id)',
    { levels: [level(1, 0), level(1, 2)] },
    { tiedOrders: true },
  ],
  ['inactive', { active: false, levels: [level(1, 1)] }],
  ['PRIVATE', { state: 'PRIVATE', levels: [level(1, 1)] }],
];

describe.each(DATABASE_KINDS)('only playable games are offered and started (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');

  /** The game arranged with a start hash of its own, and what the domain says of it. */
  async function arrange(spec: Omit<GameSpec, 'owner'>, tiedOrders = false) {
    const startGeoHash = `u4pr${randomUUID()
      .replace(/[^0-9b-hjkmnp-z]/gu, '')
      .slice(0, 6)}`;
    const game = await arrangeGame(api.database.db, { owner: editor.sub, startGeoHash, ...spec });
    if (tiedOrders) {
      for (const arranged of game.levels) {
        await api.database.db
          .update(gameLevels)
          .set({ order: 1 })
          .where(eq(gameLevels.id, arranged.id));
      }
    }
    const levels: PlayabilityLevel[] = game.levels.map((arranged, index) => ({
      id: arranged.id,
      order: tiedOrders ? 1 : arranged.order,
      minNumberControls: spec.levels[index]!.minNumberControls,
      allowGpsPunching: spec.levels[index]!.allowGpsPunching ?? true,
      allowCodePunching: spec.levels[index]!.allowCodePunching ?? true,
      controlCount: arranged.controls.length,
    }));
    const playable = isPlayable({
      active: spec.active ?? true,
      state: spec.state ?? 'PUBLIC',
      levels,
    });
    return { game, startGeoHash, playable };
  }

  async function listed(user: ApiUser, startGeoHash: string, id: string) {
    const answer = await user.gql<{
      gameDefinitionByStateByStartGeoHash: { items: { id: string }[] };
    }>(SEARCH, { state: 'PUBLIC', hash: { eq: startGeoHash } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.gameDefinitionByStateByStartGeoHash.items.some((item) => item.id === id);
  }

  it.each(CASES)('%s: listed and started exactly when playable', async (_what, spec, options) => {
    const { game, startGeoHash, playable } = await arrange(spec, options?.tiedOrders);
    const player = await api.user('player');
    expect(await listed(player, startGeoHash, game.id)).toBe(playable);
    const answer = await startGame(player, game.id);
    if (playable) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.startNewGame?.[0]?.progress).toBe('ONGOING');
    } else {
      // A PRIVATE game of another is not revealed; every other unplayable game is named so.
      expect(codeOf(answer)).toBe(spec.state === 'PRIVATE' ? 'NOT_FOUND' : 'GAME_NOT_PLAYABLE');
      expect(answer.errors?.[0]?.extensions?.field).toBe('gameDefinitionId');
      expect(answer.data?.startNewGame ?? null).toBeNull();
    }
  });

  it('keeps the expected answers of the table (the cases are not all alike)', async () => {
    const answers = await Promise.all(
      CASES.map(async ([, spec, options]) => (await arrange(spec, options?.tiedOrders)).playable),
    );
    expect(answers.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    expect(answers.filter((playable) => !playable).length).toBeGreaterThanOrEqual(6);
  });

  it('hides an unplayable game from an Admin’s PUBLIC search too', async () => {
    const admin = await api.user('admin');
    const { game, startGeoHash } = await arrange({ levels: [] });
    expect(await listed(admin, startGeoHash, game.id)).toBe(false);
  });

  it('lets the owner test-play their own PRIVATE game, but not an unplayable one', async () => {
    const owner = await api.user('editor');
    const own = await arrangeGame(api.database.db, {
      owner: owner.sub,
      state: 'PRIVATE',
      levels: [level(1, 1)],
    });
    expect((await startGame(owner, own.id)).errors).toBeUndefined();
    const other = await api.user('editor');
    const empty = await arrangeGame(api.database.db, {
      owner: other.sub,
      state: 'PRIVATE',
      levels: [level(2, 1)],
    });
    expect(codeOf(await startGame(other, empty.id))).toBe('GAME_NOT_PLAYABLE');
  });

  it('stops offering and starting a game when its first level loses its only control', async () => {
    const { game, startGeoHash } = await arrange({ levels: [level(1, 1)] });
    const player = await api.user('player');
    expect(await listed(player, startGeoHash, game.id)).toBe(true);
    await api.database.db
      .delete(gameLevelControls)
      .where(eq(gameLevelControls.gameLevelId, game.levels[0]!.id));
    expect(await listed(player, startGeoHash, game.id)).toBe(false);
    expect(codeOf(await startGame(player, game.id))).toBe('GAME_NOT_PLAYABLE');
  });
});
