/**
 * The device learns the server's view of the player's games: ONE query for the signed-in user's
 * ONGOING game states (play-documents' `GAME_STATES_BY_PROGRESS`, with the session's token), then,
 * for each game with no entry waiting in the outbox, the device's states of that game are made to
 * match the server's:
 * - a game ongoing on the device that the server no longer has ongoing (cancelled or completed on
 *   another device) stops being ongoing: its states become COMPLETE, as the server keeps them;
 * - a game ongoing on the server whose offline pack is on the device appears with its ongoing
 *   states; one without a pack is left out (the device cannot play it);
 * - a game ongoing on both gets the server's ongoing states; a level the server has moved past
 *   becomes COMPLETE.
 * A game with waiting entries is left to the sync engine: their answers bring its states. The
 * sync engine runs this after a pass that left nothing waiting, under its lock, so no answer is
 * written between the query and the write (see `refresh` in sync-engine.ts).
 */
import { postGraphql, type GraphqlWire } from '../api/graphql-client';
import type { ApiGameState } from '../api/play-documents';
import { GAME_STATES_BY_PROGRESS } from '../api/play-documents';
import { GameProgress } from '../domain/game-progress';
import type { MapGameDb, StoredGameState } from './db';
import { waitingEntries } from './outbox';
import { serverState } from './sync-answers';
import type { SyncSession } from './sync-contract';
import { SEND_TIMEOUT_MS } from './sync-send';

/** Reads the session user's ONGOING game states from the server; throws when it cannot. */
export type FetchOngoingStates = (
  session: SyncSession,
  signal?: AbortSignal,
) => Promise<ApiGameState[]>;

export interface RefreshReport {
  /** Games whose states on the device changed. */
  changedGames: string[];
  /** Games left alone because entries of theirs wait to be sent. */
  waitingGames: string[];
}

/** Most states one answer holds: one ongoing game per player, one ongoing state per game. */
const ONGOING_LIMIT = 100;

/** The query through the client's wire with the session's token (timeout SEND_TIMEOUT_MS). */
export function createFetchOngoingStates(options: GraphqlWire = {}): FetchOngoingStates {
  const wire: GraphqlWire = { ...options, timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS };
  return async (session, signal) => {
    const variables = { owner: session.sub, progress: GameProgress.ONGOING, limit: ONGOING_LIMIT };
    const answer = await postGraphql(
      { document: GAME_STATES_BY_PROGRESS, variables, token: session.token, signal },
      wire,
    );
    if (answer.status < 200 || answer.status >= 300) throw new Error(`http-${answer.status}`);
    const items = answer.body?.data?.gameStatesByOwnerByProgress?.items;
    if (answer.body?.errors?.length || !Array.isArray(items)) throw new Error('no-answer');
    return items.filter((item) => item !== null);
  };
}

/** True when two records say the same about a state. */
function sameState(a: StoredGameState, b: StoredGameState | undefined): boolean {
  return (
    b !== undefined &&
    a.progress === b.progress &&
    a.source === b.source &&
    a.gameLevel.id === b.gameLevel.id &&
    a.serverProgress === b.serverProgress &&
    a.gameDefinitionId === b.gameDefinitionId
  );
}

/**
 * The device's states of one game made to match the server's `ongoing` ones: those stay (as the
 * server has them), a server state not among them is COMPLETE, a pure device guess is dropped.
 */
function matchedStates(
  onDevice: readonly StoredGameState[],
  ongoing: readonly StoredGameState[],
): StoredGameState[] {
  const result = new Map<string, StoredGameState>();
  for (const state of onDevice) {
    const { serverProgress, ...rest } = state;
    if (state.source === 'device' && serverProgress === undefined) continue;
    const progress = serverProgress ?? state.progress;
    result.set(state.id, {
      ...rest,
      source: 'server',
      progress: progress === GameProgress.ONGOING ? GameProgress.COMPLETE : progress,
    });
  }
  for (const state of ongoing) result.set(state.id, state);
  return [...result.values()];
}

/** Writes the server's ONGOING states of `owner` as described in the module comment. */
export async function applyServerOngoingStates(
  db: MapGameDb,
  owner: string,
  serverStates: readonly ApiGameState[],
): Promise<RefreshReport> {
  const report: RefreshReport = { changedGames: [], waitingGames: [] };
  await db.transaction('rw', [db.outbox, db.gameStates, db.games], async () => {
    const fromServer = new Map<string, StoredGameState[]>();
    for (const api of serverStates) {
      if (api.progress !== GameProgress.ONGOING || (api.owner ?? owner) !== owner) continue;
      const state = serverState(api, owner);
      if (state) fromServer.set(state.gameId, [...(fromServer.get(state.gameId) ?? []), state]);
    }
    const owned = await db.gameStates.where('owner').equals(owner).toArray();
    const waiting = await waitingEntries(db, owner);
    const waitingGames = new Set(waiting.map((entry) => entry.gameId));
    const games = new Set([
      ...owned.filter((state) => state.progress === GameProgress.ONGOING).map((s) => s.gameId),
      ...fromServer.keys(),
    ]);
    for (const gameId of games) {
      if (waitingGames.has(gameId)) {
        report.waitingGames.push(gameId);
        continue;
      }
      const onDevice = owned.filter((state) => state.gameId === gameId);
      const ongoing = fromServer.get(gameId) ?? [];
      const definitionId = ongoing[0]?.gameDefinitionId;
      if (onDevice.length === 0 && (!definitionId || !(await db.games.get(definitionId)))) {
        continue;
      }
      const next = matchedStates(onDevice, ongoing);
      const before = new Map(onDevice.map((state) => [state.id, state]));
      const changed = next.filter((state) => !sameState(state, before.get(state.id)));
      const kept = new Set(next.map((state) => state.id));
      const removed = onDevice.filter((state) => !kept.has(state.id)).map((state) => state.id);
      if (changed.length === 0 && removed.length === 0) continue;
      await db.gameStates.bulkDelete(removed);
      await db.gameStates.bulkPut(changed);
      report.changedGames.push(gameId);
    }
  });
  return report;
}

/**
 * Reads the session user's ONGOING game states with `fetchOngoing` and makes the device's states
 * match them (applyServerOngoingStates). Throws when the server cannot be read (offline, an
 * expired token): nothing is changed then.
 */
export async function refreshGameStates(
  db: MapGameDb,
  session: SyncSession,
  fetchOngoing: FetchOngoingStates,
  signal?: AbortSignal,
): Promise<RefreshReport> {
  const states = await fetchOngoing(session, signal);
  signal?.throwIfAborted();
  return applyServerOngoingStates(db, session.sub, states);
}
