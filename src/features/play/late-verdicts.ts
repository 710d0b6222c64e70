/**
 * The server's verdicts that come after the play screen answered a punch (offline, or no answer
 * in the wait): the sync engine writes them to the outbox (src/offline/sync-answers.ts), the
 * game's live query brings them here, and every refused punch the player has not been told of
 * becomes a notice on the play screen, with the level it took back. Kept outside React (like
 * use-written-punches.ts), so a notice outlives a change of screen until the player closes it.
 *
 * A refusal is told once: the punch must have been seen waiting by this page (a refusal read at
 * the start of the page was told on /punches or before), and not already answered in the wait
 * (`holdVerdict`, by use-punch.ts).
 */
import { GameProgress } from '../../domain/game-progress';
import type { ErrorCode } from '../../domain/error-codes';
import { controlDisplayNumber } from '../../domain/map-display';
import type { PunchEntry, StoredGame, StoredGameState } from '../../offline/db';
import { isUnanswered } from './punch-verdict';

export interface LateRefusal {
  /** The refused entry's id. */
  id: string;
  controlLabel: string;
  code: ErrorCode;
  retryAfterSeconds?: number;
  /** The level the player is back on when the refusal took a level (or the game) back. */
  backToLevelOrder?: number;
}

/** What the page knew of a game at its last look. */
export interface GameLook {
  game: Pick<StoredGame, 'levelControls'>;
  states: readonly Pick<StoredGameState, 'progress' | 'gameLevel'>[];
  punches: readonly PunchEntry[];
}

/** The order of the level being played, or Infinity when every level is complete. */
export function playedLevelOrder(
  states: readonly Pick<StoredGameState, 'progress' | 'gameLevel'>[],
): number {
  const ongoing = states.find((state) => state.progress === GameProgress.ONGOING);
  return ongoing ? ongoing.gameLevel.order : Number.POSITIVE_INFINITY;
}

/** A control's number as the map shows it (`controlDisplayNumber` of its place in its level). */
export function punchedControlLabel(
  game: Pick<StoredGame, 'levelControls'>,
  entry: Pick<PunchEntry, 'gameLevelId' | 'controlId' | 'controlVisualCode'>,
): string {
  const onLevel = game.levelControls.filter((c) => c.gameLevelId === entry.gameLevelId);
  const index = onLevel.findIndex((c) => c.controlId === entry.controlId);
  if (index < 0) return entry.controlVisualCode ?? '';
  return controlDisplayNumber(onLevel[index]?.visualCode, index);
}

/**
 * The refusals to tell from a new look at the game: punches refused now that were `seenWaiting`
 * and not `told`, each naming the level played now when it is lower than at the `before` look
 * (null: no look before).
 */
export function lateRefusals(
  before: GameLook | null,
  now: GameLook,
  seenWaiting: ReadonlySet<string>,
  told: ReadonlySet<string>,
): LateRefusal[] {
  const refused = now.punches.filter(
    (entry) =>
      entry.status === 'refused' &&
      entry.reason !== undefined &&
      seenWaiting.has(entry.id) &&
      !told.has(entry.id),
  );
  const playedBefore = before ? playedLevelOrder(before.states) : Number.NEGATIVE_INFINITY;
  const playedNow = playedLevelOrder(now.states);
  const backTo = playedNow < playedBefore ? playedNow : undefined;
  return refused.map((entry, index) => ({
    id: entry.id,
    controlLabel: punchedControlLabel(now.game, entry),
    code: entry.reason as ErrorCode,
    ...(entry.retryAfterSeconds === undefined
      ? {}
      : { retryAfterSeconds: entry.retryAfterSeconds }),
    // The level taken back is named once, with the last refusal of the look.
    ...(backTo !== undefined && index === refused.length - 1 ? { backToLevelOrder: backTo } : {}),
  }));
}

const seenWaiting = new Set<string>();
const told = new Set<string>();
const looks = new Map<string, GameLook>();
let notices: readonly LateRefusal[] = [];
const listeners = new Set<() => void>();

function setNotices(next: readonly LateRefusal[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function subscribeLateRefusals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLateRefusals(): readonly LateRefusal[] {
  return notices;
}

/**
 * The play screen answers the verdict on entry `id` itself (use-punch.ts, while it waits for it):
 * no notice for it, unless `releaseVerdict` gives it back (no verdict came in the wait).
 */
export function holdVerdict(id: string): void {
  told.add(id);
}

/** The verdict on entry `id` did not come in the wait: a later refusal becomes a notice. */
export function releaseVerdict(id: string): void {
  told.delete(id);
}

export function dismissLateRefusal(id: string): void {
  setNotices(notices.filter((notice) => notice.id !== id));
}

/** Takes a new look at game `gameId`: notes the punches waiting, adds the refusals to tell. */
export function lookAtGame(gameId: string, look: GameLook): void {
  const found = lateRefusals(looks.get(gameId) ?? null, look, seenWaiting, told);
  looks.set(gameId, look);
  for (const entry of look.punches) if (isUnanswered(entry)) seenWaiting.add(entry.id);
  for (const notice of found) told.add(notice.id);
  if (found.length > 0) setNotices([...notices, ...found]);
}
