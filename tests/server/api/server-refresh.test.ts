/**
 * The device learning the server's view of the player's games (src/offline/server-refresh.ts),
 * on fake-indexeddb against the real server on PGlite and PostgreSQL: a game cancelled or moved
 * on by another device, a game started on another device, games with entries still waiting, and
 * the sync engine running it once per start after a pass that left nothing waiting.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapGameDb } from '../../../src/offline/db';
import { openMapGameDb } from '../../../src/offline/db';
import { currentGame, recordPunch } from '../../../src/offline/outbox';
import {
  createFetchOngoingStates,
  refreshGameStates,
  type FetchOngoingStates,
} from '../../../src/offline/server-refresh';
import type { SendOutcome, SyncSession } from '../../../src/offline/sync-contract';
import {
  createMemoryLock,
  createSyncEngine,
  type SyncEngineOptions,
} from '../../../src/offline/sync-engine';
import { createFetchSend } from '../../../src/offline/sync-send';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { packOf, startOnPhone } from '../support/offline-pack';
import {
  arrangeGame,
  cancelGame,
  codeOnly,
  punchByCode,
  startedState,
  STATE_FIELDS,
  type ArrangedGame,
  type GameStateShape,
  type LevelSpec,
} from '../support/play-world';

const TWO_LEVELS: LevelSpec[] = [codeOnly(2, 1), codeOnly(1, 1)];

describe.each(DATABASE_KINDS)("the device learning the server's games (%s)", (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  let fetchOngoing: FetchOngoingStates;

  beforeAll(() => {
    fetchOngoing = createFetchOngoingStates({ endpoint: `${api.url}/graphql` });
  });

  const sessionOf = (player: ApiUser): SyncSession => ({ sub: player.sub, token: player.idToken });

  /** A new game on the server, a new player and a phone holding the game's pack. */
  async function phone(levels: LevelSpec[] = TWO_LEVELS) {
    const game = await arrangeGame(api.database.db, { owner: editor.sub, levels });
    const player = await api.user('player');
    const db = openMapGameDb(`phone-${randomUUID()}`);
    await db.games.put(packOf(game, levels));
    return { game, player, db };
  }

  function engine(db: MapGameDb, player: ApiUser, options: Partial<SyncEngineOptions> = {}) {
    return createSyncEngine({
      db,
      session: () => Promise.resolve(sessionOf(player)),
      endpoint: `${api.url}/graphql`,
      lock: createMemoryLock(),
      ...options,
    });
  }

  /** Starts the game on the phone and gets the start accepted: the phone holds the server state. */
  async function startedOnPhone(db: MapGameDb, player: ApiUser, game: ArrangedGame) {
    const start = await startOnPhone(db, player.sub, game);
    expect(await engine(db, player).syncNow()).toMatchObject({ accepted: 1 });
    return start;
  }

  async function serverStates(player: ApiUser, gameId: string) {
    const answer = await player.gql<{ gameStatesByOwnerByGameId: { items: GameStateShape[] } }>(
      `query ($o: String!, $g: ID!) { gameStatesByOwnerByGameId(owner: $o, gameId: { eq: $g },
          limit: 100) { items { ${STATE_FIELDS} } } }`,
      { o: player.sub, g: gameId },
    );
    return answer.data!.gameStatesByOwnerByGameId.items;
  }

  /** The phone's states of a game against the server's: id, level, progress (all `server`). */
  async function expectPhoneMatchesServer(db: MapGameDb, player: ApiUser, gameId: string) {
    const server = await serverStates(player, gameId);
    const phoneStates = await db.gameStates.where('gameId').equals(gameId).toArray();
    const view = (s: { id: string; progress: string; gameLevel: { id: string } | null }) =>
      [s.id, s.gameLevel?.id, s.progress].join(' ');
    expect(phoneStates.map(view).sort()).toEqual(server.map(view).sort());
    expect(phoneStates.every((state) => state.source === 'server')).toBe(true);
  }

  it('takes a game cancelled on another device off the phone’s ongoing game', async () => {
    const { game, player, db } = await phone();
    const start = await startedOnPhone(db, player, game);
    expect((await cancelGame(player, start.gameId)).errors).toBeUndefined();

    const report = await refreshGameStates(db, sessionOf(player), fetchOngoing);
    expect(report).toEqual({ changedGames: [start.gameId], waitingGames: [] });
    await expectPhoneMatchesServer(db, player, start.gameId);
    expect((await currentGame(db, player.sub))?.current).toBeNull();
    // Nothing more to learn: a second refresh changes nothing.
    expect(await refreshGameStates(db, sessionOf(player), fetchOngoing)).toEqual({
      changedGames: [],
      waitingGames: [],
    });
  });

  it('moves the phone to the level another device unlocked', async () => {
    const { game, player, db } = await phone();
    const start = await startedOnPhone(db, player, game);
    const control = game.levels[0]!.controls[0]!;
    const punched = await punchByCode(player, start.state, control);
    expect(punched.errors).toBeUndefined();

    await refreshGameStates(db, sessionOf(player), fetchOngoing);
    await expectPhoneMatchesServer(db, player, start.gameId);
    expect((await currentGame(db, player.sub))?.current?.gameLevel.id).toBe(game.levels[1]!.id);
  });

  it('shows a game started on another device when its pack is on the phone, and only then', async () => {
    const { game, player, db } = await phone();
    const state = await startedState(player, game.id);
    expect(await refreshGameStates(db, sessionOf(player), fetchOngoing)).toEqual({
      changedGames: [state.gameId],
      waitingGames: [],
    });
    await expectPhoneMatchesServer(db, player, state.gameId);
    expect((await currentGame(db, player.sub))?.current?.id).toBe(state.id);

    const withoutPack = await phone();
    const other = await arrangeGame(api.database.db, { owner: editor.sub, levels: TWO_LEVELS });
    await startedState(withoutPack.player, other.id);
    const session = sessionOf(withoutPack.player);
    expect(await refreshGameStates(withoutPack.db, session, fetchOngoing)).toEqual({
      changedGames: [],
      waitingGames: [],
    });
    expect(await withoutPack.db.gameStates.count()).toBe(0);
  });

  it('leaves a game with entries waiting to the sync engine, which refreshes after the pass', async () => {
    const { game, player, db } = await phone();
    const start = await startedOnPhone(db, player, game);
    const control = game.levels[0]!.controls[1]!;
    const attempt = await recordPunch(db, {
      owner: player.sub,
      gameStateId: start.state.id,
      controlId: control.id,
      method: 'CODE',
      code: control.secretCode,
      now: Date.now(),
      newId: randomUUID,
    });
    if (!attempt.ok) throw new Error(attempt.code);
    const guessed = await db.gameStates.toArray();
    expect((await cancelGame(player, start.gameId)).errors).toBeUndefined();

    expect(await refreshGameStates(db, sessionOf(player), fetchOngoing)).toEqual({
      changedGames: [],
      waitingGames: [start.gameId],
    });
    expect(await db.gameStates.toArray()).toEqual(guessed);

    const refresh = (session: SyncSession, signal: AbortSignal) =>
      refreshGameStates(db, session, fetchOngoing, signal);
    const report = await engine(db, player, { refresh }).syncNow();
    expect(report).toMatchObject({ refused: 1, refreshed: true });
    expect((await db.outbox.get(attempt.entry.id))?.reason).toBe('GAME_NOT_ONGOING');
    await expectPhoneMatchesServer(db, player, start.gameId);
    expect((await currentGame(db, player.sub))?.current).toBeNull();
  });

  it('refreshes once per start, not while entries wait for a retry, and again after offline', async () => {
    const { game, player, db } = await phone();
    const start = await startOnPhone(db, player.sub, game);
    let serverDown = true;
    let networkDown = false;
    const realSend = createFetchSend({ endpoint: `${api.url}/graphql` });
    const send: SyncEngineOptions['send'] = (entry, session, context) =>
      serverDown
        ? Promise.resolve<SendOutcome>({ kind: 'retry', why: 'http-503' })
        : realSend(entry, session, context);
    // Port 1 refuses connections: the refresh's query fails as it does offline.
    const reachable = createFetchOngoingStates({
      endpoint: () =>
        Promise.resolve(networkDown ? 'http://127.0.0.1:1/graphql' : `${api.url}/graphql`),
    });
    let queries = 0;
    const refresh = (session: SyncSession, signal: AbortSignal) => {
      queries += 1;
      return refreshGameStates(db, session, reachable, signal);
    };
    const sync = engine(db, player, { send, refresh });

    expect(await sync.syncNow()).toMatchObject({ retryLater: 1 });
    expect(queries).toBe(0);
    serverDown = false;
    networkDown = true;
    const offline = await sync.syncNow();
    expect(offline).toMatchObject({ accepted: 1 });
    expect(offline.refreshed).toBeUndefined();
    networkDown = false;
    expect(await sync.syncNow()).toMatchObject({ sent: 0, refreshed: true });
    expect(await sync.syncNow()).not.toHaveProperty('refreshed');
    expect(queries).toBe(2);
    // A cancel on another device since is learnt at the next start.
    expect((await cancelGame(player, start.gameId)).errors).toBeUndefined();
    sync.start();
    await sync.syncNow();
    sync.stop();
    expect(queries).toBe(3);
    await expectPhoneMatchesServer(db, player, start.gameId);
  });
});
