/**
 * Writing the player's actions (start a game, punch, cancel) to the outbox: each one checked
 * with the domain's rules against the offline pack and the device's game states, then written in
 * ONE IndexedDB transaction with a client-generated id, the device time and (for a punch) the
 * whole fix, together with the device's new game states, so the UI answers at once from the
 * local record. The sync engine (sync-engine.ts) sends the entries later, in order.
 *
 * A punch is judged with the same domain function the server uses (src/domain/punch-judgement.ts).
 * A code punch is not checked against a code here (the pack holds none): it waits for the
 * server's verification.
 */
import { ErrorCode } from '../domain/error-codes';
import {
  canStartNewGame,
  GameProgress,
  readPunchAnswer,
  type PunchAnswerReading,
} from '../domain/game-progress';
import { judgePunch, type PunchRefusal } from '../domain/punch-judgement';
import {
  RECORD_VERSION,
  type CancelEntry,
  type MapGameDb,
  type OutboxEntry,
  type OutboxStatus,
  type PunchEntry,
  type StartEntry,
  type StoredFix,
  type StoredGame,
  type StoredGameState,
} from './db';
import {
  deviceGuesses,
  entriesOfGame,
  firstLevel,
  levelsWithControls,
  packPlayable,
  standingPunches,
  storedState,
} from './device-progress';

export type PunchAttempt =
  /** Recorded; `reading` is the domain's reading of the device's new states (celebrations). */
  | { ok: true; entry: PunchEntry; reading: PunchAnswerReading }
  /**
   * Refused by the domain's judgement, nothing written (TOO_FAR with the distance to the
   * control's centre and how much closer to go, in metres). WRONG_CODE and PUNCH_TIME_INVALID are the server's to give: the device judges
   * neither.
   */
  | PunchRefusal;

export interface RecordPunchInput {
  /** The signed-in user's `sub`. */
  owner: string;
  gameStateId: string;
  /**
   * The game and game definition of `gameStateId`, as the screen knows them: then everything the
   * punch needs is read at once. Checked against the stored state (a wrong hint costs one more
   * read, never a wrong punch).
   */
  game?: { gameId: string; gameDefinitionId: string };
  controlId: string;
  method: 'GPS' | 'CODE';
  /** The typed code of a code punch. */
  code?: string;
  /** The position fix (required for GPS; kept with a code punch when there is one). */
  fix?: StoredFix;
  /** Device clock, ms since the epoch. */
  now: number;
  /** Makes a fresh unique id (crypto.randomUUID in the app). */
  newId: () => string;
}

/** What every new entry starts as: made by `owner` at `now`, queued, not yet sent. */
function queued(id: string, seq: number, input: { owner: string; now: number }) {
  const status: OutboxStatus = 'queued';
  return { id, seq, owner: input.owner, madeAt: input.now, status, attempts: 0, v: RECORD_VERSION };
}

/** The next `seq`: one more than the highest in the outbox (inside the writing transaction). */
async function nextSeq(db: MapGameDb): Promise<number> {
  const last = await db.outbox.orderBy('seq').lastKey();
  return ((last as number | undefined) ?? 0) + 1;
}

/** What a punch is judged on, read in the punch's transaction. */
interface PunchContext {
  state: StoredGameState | undefined;
  game: StoredGame | undefined;
  /** The game's outbox entries (other owners' are ignored). */
  entries: readonly OutboxEntry[];
  /** The new entry's `seq`. */
  seq: number;
  /** The game's states before the punch (other owners' are ignored). */
  before: readonly StoredGameState[];
}

/** Reads the game's pack, entries, next seq and states of the game `ids`, all at once. */
async function readGame(
  db: MapGameDb,
  ids: { gameId: string; gameDefinitionId: string },
): Promise<Omit<PunchContext, 'state'>> {
  const [game, entries, seq, before] = await Promise.all([
    db.games.get(ids.gameDefinitionId),
    db.outbox.where('gameId').equals(ids.gameId).toArray(),
    nextSeq(db),
    db.gameStates.where('gameId').equals(ids.gameId).toArray(),
  ]);
  return { game, entries, seq, before };
}

/**
 * The punch's context: with the screen's hint, everything in ONE wait (each wait on IndexedDB is
 * a turn of the page's busy event loop), the state found among its game's states; else, or when
 * the hint was wrong, the state first.
 */
async function readPunchContext(db: MapGameDb, input: RecordPunchInput): Promise<PunchContext> {
  const hint = input.game;
  const hinted = hint ? await readGame(db, hint) : undefined;
  const found = hinted?.before.find((state) => state.id === input.gameStateId);
  if (hinted && found?.gameDefinitionId === hint?.gameDefinitionId) {
    return { state: found, ...hinted };
  }
  const state = await db.gameStates.get(input.gameStateId);
  if (!state) return { state, game: undefined, entries: [], seq: 0, before: [] };
  return { state, ...(await readGame(db, state)) };
}

/** A punch judged: the entry to write and the states after it, or why not (nothing written). */
type PunchJudgement =
  | { ok: true; entry: PunchEntry; after: StoredGameState[]; reading: PunchAnswerReading }
  | Extract<PunchAttempt, { ok: false }>;

/**
 * Judges a punch on `context` with the domain's `judgePunch` (the refusals and their order are
 * the domain's; a state that is not the owner's counts as none), writing nothing. The code of a
 * code punch is not judged here (the pack holds none), nor the time (the device's clock is the
 * punch's). An accepted punch's entry takes `input.newId()` twice: its id, then the id of the next
 * level's state.
 */
function judgeRecordedPunch(context: PunchContext, input: RecordPunchInput): PunchJudgement {
  const { game, entries, seq, before } = context;
  const state = context.state?.owner === input.owner ? context.state : undefined;
  const levelId = state?.gameLevel.id;
  const placed = game?.levelControls.find(
    (candidate) => candidate.gameLevelId === levelId && candidate.controlId === input.controlId,
  );
  const punches = standingPunches(entries.filter((entry) => entry.owner === input.owner));
  const id = input.newId();
  const nextGameStateId = input.newId();
  const judged = judgePunch({
    state,
    level: game?.levels.find((candidate) => candidate.id === levelId),
    placement: placed,
    levels: game ? levelsWithControls(game) : [],
    punches,
    controlId: input.controlId,
    punch: input.method === 'CODE' ? { method: 'CODE' } : { method: 'GPS', fix: input.fix },
    newStateId: nextGameStateId,
  });
  if (!judged.ok) return judged;
  // Accepted: the state and the placed control are known.
  const punched = state as StoredGameState;
  const control = placed as NonNullable<typeof placed>;

  const entry: PunchEntry = {
    kind: 'punch',
    ...queued(id, seq, input),
    gameId: punched.gameId,
    gameDefinitionId: punched.gameDefinitionId,
    gameStateId: punched.id,
    gameLevelId: punched.gameLevel.id,
    controlId: input.controlId,
    method: input.method,
    ...(input.method === 'CODE' ? { code: input.code ?? '' } : {}),
    ...(input.fix ? { fix: { ...input.fix } } : {}),
    nextGameStateId,
    controlVisualCode: control.visualCode,
    controlPoints: control.points,
  };
  const after = deviceGuesses(punched, judged.states, entry.madeAt);
  const owned = before.filter((known) => known.owner === input.owner);
  return { ok: true, entry, after, reading: readPunchAnswer(owned, after) };
}

/**
 * Records a punch (see the module comment): judged by `judgeRecordedPunch` on the records read in
 * the writing transaction, and written only when it stands; a write IndexedDB refuses aborts the
 * transaction whole. Dexie tells the live queries over the written records when it commits.
 */
export async function recordPunch(db: MapGameDb, input: RecordPunchInput): Promise<PunchAttempt> {
  const judged = await db.transaction(
    'rw',
    [db.outbox, db.gameStates, db.games],
    async (): Promise<PunchJudgement> => {
      const punch = judgeRecordedPunch(await readPunchContext(db, input), input);
      if (punch.ok)
        await Promise.all([db.outbox.add(punch.entry), db.gameStates.bulkPut(punch.after)]);
      return punch;
    },
  );
  if (!judged.ok) return judged;
  return { ok: true, entry: judged.entry, reading: judged.reading };
}

export type StartAttempt =
  | { ok: true; gameId: string; state: StoredGameState }
  | {
      ok: false;
      code:
        | typeof ErrorCode.GAME_CONFLICT
        | typeof ErrorCode.GAME_NOT_PLAYABLE
        | typeof ErrorCode.NOT_FOUND;
    };

/**
 * Records the start of a game from its offline pack (NOT_FOUND without a pack, GAME_NOT_PLAYABLE
 * when the domain's playability rule refuses its first level): one ongoing game per player (the
 * domain's `canStartNewGame` over the owner's states on the device, else GAME_CONFLICT); the
 * first level's state is made on the device with a client id the server keeps.
 */
export async function recordStart(
  db: MapGameDb,
  input: { owner: string; gameDefinitionId: string; now: number; newId: () => string },
): Promise<StartAttempt> {
  return db.transaction('rw', [db.outbox, db.gameStates, db.games], async () => {
    const game = await db.games.get(input.gameDefinitionId);
    if (!game) return { ok: false, code: ErrorCode.NOT_FOUND };
    // A game emptied since it was listed is refused in the server's words.
    if (!packPlayable(game)) return { ok: false, code: ErrorCode.GAME_NOT_PLAYABLE };
    const first = firstLevel(game);
    if (!first) return { ok: false, code: ErrorCode.NOT_FOUND };
    const owned = await db.gameStates.where('owner').equals(input.owner).toArray();
    const check = canStartNewGame(owned);
    if (!check.ok) return { ok: false, code: check.code };
    const entry: StartEntry = {
      kind: 'start',
      ...queued(input.newId(), await nextSeq(db), input),
      gameId: input.newId(),
      gameDefinitionId: game.gameDefinitionId,
      gameStateId: input.newId(),
    };
    const state = storedState(
      {
        id: entry.gameStateId,
        gameId: entry.gameId,
        gameDefinitionId: game.gameDefinitionId,
        owner: input.owner,
        progress: GameProgress.ONGOING,
        gameLevel: { id: first.id, minNumberControls: first.minNumberControls, order: first.order },
      },
      'device',
      input.now,
    );
    await db.outbox.add(entry);
    await db.gameStates.put(state);
    return { ok: true, gameId: entry.gameId, state };
  });
}

/** Records the cancel of a game and removes the game's states from the device at once. */
export async function recordCancel(
  db: MapGameDb,
  input: { owner: string; gameId: string; now: number; newId: () => string },
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.gameStates], async () => {
    const entry: CancelEntry = {
      kind: 'cancel',
      ...queued(input.newId(), await nextSeq(db), input),
      gameId: input.gameId,
    };
    await db.outbox.add(entry);
    const states = await db.gameStates.where('gameId').equals(input.gameId).toArray();
    await db.gameStates.bulkDelete(
      states.filter((state) => state.owner === input.owner).map((state) => state.id),
    );
  });
}

export interface CurrentGame {
  /** The offline pack's game data. */
  game: StoredGame;
  /** The owner's states of the game, by level order. */
  states: StoredGameState[];
  /** The ONGOING state (the level being played), or null when the game is complete. */
  current: StoredGameState | null;
  /** The game's punches in the order made, refused ones included (with their reason). */
  punches: PunchEntry[];
}

/**
 * The owner's current game on the device: the game with an ONGOING state, else the game of the
 * newest state (a completed game, until another starts); null when there is none or its pack is
 * not on the device.
 */
export async function currentGame(db: MapGameDb, owner: string): Promise<CurrentGame | null> {
  return db.transaction('r', [db.outbox, db.gameStates, db.games], async () => {
    const owned = await db.gameStates.where('owner').equals(owner).toArray();
    const ongoing = owned.find((state) => state.progress === GameProgress.ONGOING);
    const newest = [...owned].sort((a, b) => b.createdAt - a.createdAt)[0];
    const chosen = ongoing ?? newest;
    if (!chosen) return null;
    // Read together: a live query holds the stores until its last answer is handled.
    const [game, entries] = await Promise.all([
      db.games.get(chosen.gameDefinitionId),
      entriesOfGame(db, owner, chosen.gameId),
    ]);
    if (!game) return null;
    const states = owned
      .filter((state) => state.gameId === chosen.gameId)
      .sort((a, b) => a.gameLevel.order - b.gameLevel.order);
    const punches = entries.filter((entry): entry is PunchEntry => entry.kind === 'punch');
    return {
      game,
      states,
      current: states.find((state) => state.progress === GameProgress.ONGOING) ?? null,
      punches,
    };
  });
}

/**
 * The statuses of entries that still wait to reach the server. Each is read with its own exact
 * key on the `[owner+status]` index: one request each (Dexie's `anyOf` walks a cursor, one
 * event-loop turn per entry, and holds the outbox for as long).
 */
const WAITING_STATUSES = ['queued', 'sign-in-needed'] as const;

/** The owner's entries waiting to reach the server (queued or sign-in-needed), any order. */
export async function waitingEntries(db: MapGameDb, owner: string): Promise<OutboxEntry[]> {
  const lists = await Promise.all(
    WAITING_STATUSES.map((status) =>
      db.outbox.where('[owner+status]').equals([owner, status]).toArray(),
    ),
  );
  return lists.flat();
}

/** How many of the owner's entries wait to reach the server (queued or sign-in-needed). */
/** How many ONGOING game states `owner` has on this device (the update prompt waits while any). */
export function ongoingStateCount(db: MapGameDb, owner: string): Promise<number> {
  return db.gameStates.where('[owner+progress]').equals([owner, GameProgress.ONGOING]).count();
}

export async function pendingCount(db: MapGameDb, owner: string): Promise<number> {
  const counts = await Promise.all(
    WAITING_STATUSES.map((status) =>
      db.outbox.where('[owner+status]').equals([owner, status]).count(),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The owner's latest start of a game, with the game's name from its pack (null: no start). */
export async function latestStart(
  db: MapGameDb,
  owner: string,
): Promise<{ entry: StartEntry; gameName: string | null } | null> {
  return db.transaction('r', [db.outbox, db.games], async () => {
    const starts = await db.outbox.where('kind').equals('start').toArray();
    const entry = starts
      .filter((start): start is StartEntry => start.kind === 'start' && start.owner === owner)
      .reduce<StartEntry | null>(
        (latest, start) => (latest && latest.seq > start.seq ? latest : start),
        null,
      );
    if (!entry) return null;
    const game = await db.games.get(entry.gameDefinitionId);
    return { entry, gameName: game?.name ?? null };
  });
}
