/**
 * The device's guess of a game's progress, made with the domain's rules from what the device
 * knows: the server's last states of the game plus the punches still waiting in the outbox. Used
 * when a punch is recorded (outbox.ts) and whenever an answer changes what stands (the server
 * accepted or refused an entry: sync-answers.ts). Every function here runs inside the caller's
 * Dexie transaction over `outbox`, `gameStates` and `games`.
 */
import {
  GameProgress,
  nextGameStatesAfterPunch,
  sortLevels,
  type AcceptedPunch,
  type GameState,
  type LevelWithControls,
} from '../domain/game-progress';
import { firstLevelGaps } from '../domain/game-playability';
import { levelsWithPlacements } from '../domain/punch-judgement';
import {
  RECORD_VERSION,
  type MapGameDb,
  type OutboxEntry,
  type PunchEntry,
  type StoredGame,
  type StoredGameState,
} from './db';

/** The pack's levels with the ids of the controls placed on each, as the domain wants them. */
export function levelsWithControls(game: StoredGame): LevelWithControls[] {
  return levelsWithPlacements(game.levels, game.levelControls);
}

/** The first level of a pack by order (ties by id), or undefined for a game without levels. */
export function firstLevel(game: StoredGame) {
  return sortLevels(game.levels)[0];
}

/** Whether a pack's first level can be played (the domain's playability rule). */
export function packPlayable(game: StoredGame): boolean {
  const levels = game.levels.map((level) => ({
    ...level,
    controlCount: game.levelControls.filter((placed) => placed.gameLevelId === level.id).length,
  }));
  return firstLevelGaps(levels).length === 0;
}

/** True for an entry that still counts: accepted, or waiting to be sent. */
export function isStanding(entry: OutboxEntry): boolean {
  return entry.status !== 'refused';
}

/** True for an entry not yet answered by the server. */
export function isWaiting(entry: OutboxEntry): boolean {
  return entry.status === 'queued' || entry.status === 'sign-in-needed';
}

/** The owner's outbox entries of one game, in the order they were made. */
export async function entriesOfGame(
  db: MapGameDb,
  owner: string,
  gameId: string,
): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('gameId').equals(gameId).toArray();
  return entries.filter((entry) => entry.owner === owner).sort((a, b) => a.seq - b.seq);
}

/** The punches of a game that still stand, as the domain counts them. */
export function standingPunches(entries: readonly OutboxEntry[]): AcceptedPunch[] {
  return entries
    .filter((entry): entry is PunchEntry => entry.kind === 'punch' && isStanding(entry))
    .map((entry) => ({ controlId: entry.controlId, gameLevelId: entry.gameLevelId }));
}

/** A domain game state kept on the device. */
export function storedState(
  state: GameState,
  source: StoredGameState['source'],
  createdAt: number,
): StoredGameState {
  return {
    id: state.id,
    gameId: state.gameId,
    gameDefinitionId: state.gameDefinitionId,
    owner: state.owner,
    progress: state.progress,
    gameLevel: { ...state.gameLevel },
    source,
    createdAt,
    v: RECORD_VERSION,
  };
}

/**
 * The states after one punch on `state` (the domain's `nextGameStatesAfterPunch`), kept as the
 * device's guesses (see `deviceGuesses`).
 */
export function statesAfterPunch(
  state: StoredGameState,
  levels: readonly LevelWithControls[],
  punches: readonly AcceptedPunch[],
  entry: Pick<PunchEntry, 'nextGameStateId' | 'madeAt'>,
): StoredGameState[] {
  const next = nextGameStatesAfterPunch({
    state,
    levels,
    punches,
    newStateId: entry.nextGameStateId,
  });
  return deviceGuesses(state, next, entry.madeAt);
}

/**
 * The domain's states after a punch on `state` (`next`), kept as the device's guesses: a state
 * whose progress changes and a new next-level state get `source: 'device'` (a changed server
 * state remembers the server's progress in `serverProgress`); an unchanged state is returned as
 * it was.
 */
export function deviceGuesses(
  state: StoredGameState,
  next: readonly GameState[],
  madeAt: number,
): StoredGameState[] {
  return next.map((nextState) => {
    if (nextState.id !== state.id) return storedState(nextState, 'device', madeAt);
    if (nextState.progress === state.progress) return state;
    const serverProgress = state.source === 'server' ? state.progress : state.serverProgress;
    return {
      ...state,
      progress: nextState.progress,
      source: 'device',
      ...(serverProgress === undefined ? {} : { serverProgress }),
    };
  });
}

/** The server's own view of a stored state, or undefined for a pure device guess. */
function serverView(state: StoredGameState): StoredGameState | undefined {
  if (state.source === 'server') return state;
  if (state.serverProgress === undefined) return undefined;
  const { serverProgress, ...rest } = state;
  return { ...rest, progress: serverProgress, source: 'server' };
}

/**
 * Rebuilds the device's states of one game: the server's states stay (a server state a guess
 * changed gets its server progress back), every device guess is dropped and made again from the
 * punches still waiting (in the order they were made), so a punch the server refused no longer
 * moves the game on, and an accepted answer's states carry the waiting punches' progress on top.
 * A game with a standing cancel keeps no states; a game the server has not answered yet starts
 * from the waiting start entry's first-level state.
 */
export async function rebuildGameStates(
  db: MapGameDb,
  owner: string,
  gameId: string,
): Promise<void> {
  const entries = await entriesOfGame(db, owner, gameId);
  const existing = (await db.gameStates.where('gameId').equals(gameId).toArray()).filter(
    (state) => state.owner === owner,
  );
  await db.gameStates.bulkDelete(existing.map((state) => state.id));
  if (entries.some((entry) => entry.kind === 'cancel' && isStanding(entry))) return;

  const states = new Map<string, StoredGameState>();
  for (const state of existing) {
    const server = serverView(state);
    if (server) states.set(server.id, server);
  }
  const definitionId =
    existing[0]?.gameDefinitionId ??
    entries.find((entry) => entry.kind !== 'cancel')?.gameDefinitionId;
  const game = definitionId === undefined ? undefined : await db.games.get(definitionId);
  if (game) {
    const start = entries.find((entry) => entry.kind === 'start');
    const first = firstLevel(game);
    if (states.size === 0 && start?.kind === 'start' && isStanding(start) && first) {
      const state: GameState = {
        id: start.gameStateId,
        gameId,
        gameDefinitionId: game.gameDefinitionId,
        owner,
        progress: GameProgress.ONGOING,
        gameLevel: { id: first.id, minNumberControls: first.minNumberControls, order: first.order },
      };
      states.set(state.id, storedState(state, 'device', start.madeAt));
    }
    replayWaitingPunches(states, levelsWithControls(game), entries);
  }
  await db.gameStates.bulkPut([...states.values()]);
}

/**
 * Applies the waiting punches of `entries`, in order, to `states` (changed in place). The punches
 * that count are kept per level, and the domain is handed only those of the punched state's level
 * (the only ones its level rule counts), so a rebuild stays about linear in the game's punches.
 */
function replayWaitingPunches(
  states: Map<string, StoredGameState>,
  levels: readonly LevelWithControls[],
  entries: readonly OutboxEntry[],
): void {
  const punched = new Set<string>();
  const byLevel = new Map<string, AcceptedPunch[]>();
  const count = (punch: AcceptedPunch): AcceptedPunch[] => {
    punched.add(punch.controlId);
    const onLevel = byLevel.get(punch.gameLevelId) ?? [];
    onLevel.push(punch);
    byLevel.set(punch.gameLevelId, onLevel);
    return onLevel;
  };
  for (const punch of standingPunches(entries.filter((entry) => entry.status === 'accepted'))) {
    count(punch);
  }
  for (const entry of entries) {
    if (entry.kind !== 'punch' || !isWaiting(entry)) continue;
    const state = states.get(entry.gameStateId);
    if (!state || state.progress !== GameProgress.ONGOING) continue;
    if (punched.has(entry.controlId)) continue;
    const onLevel = count({ controlId: entry.controlId, gameLevelId: state.gameLevel.id });
    for (const next of statesAfterPunch(state, levels, onLevel, entry)) states.set(next.id, next);
  }
}
