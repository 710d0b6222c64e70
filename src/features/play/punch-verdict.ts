/**
 * How the play screen reads a punch against what the server has checked (pure): a level or the
 * game won on the phone stands only once every code punch it rests on has the server's word
 * (until then it is provisional, never celebrated), and a code punch's answer, once accepted, is
 * read again from the states the server left on the phone.
 */
import { GameProgress, type PunchAnswerReading } from '../../domain/game-progress';
import type { PunchEntry, StoredFix, StoredGameState } from '../../offline/db';
import type { PunchOutcome } from './punch-outcome';

/** True while the server has not answered the entry (queued, or waiting for a sign-in). */
export function isUnanswered(entry: Pick<PunchEntry, 'status'>): boolean {
  return entry.status === 'queued' || entry.status === 'sign-in-needed';
}

/**
 * The ids of the code punches the server has not checked that the win `reading` reports (a level
 * unlocked, the game completed) rests on: `entry` itself when by code, and the game's other
 * unanswered code punches among `punches` (of the completed level for a level, of any level for
 * the game). Empty for a reading that wins nothing, or a win that rests on checked punches only.
 */
export function uncheckedCodesOfWin(
  reading: PunchAnswerReading,
  entry: Pick<PunchEntry, 'id' | 'gameId' | 'gameLevelId' | 'method'>,
  punches: readonly Pick<PunchEntry, 'id' | 'gameId' | 'gameLevelId' | 'method' | 'status'>[],
): string[] {
  if (reading.kind !== 'level-unlocked' && reading.kind !== 'game-completed') return [];
  const others = punches
    .filter(
      (punch) =>
        punch.id !== entry.id &&
        punch.gameId === entry.gameId &&
        punch.method === 'CODE' &&
        isUnanswered(punch) &&
        (reading.kind === 'game-completed' || punch.gameLevelId === entry.gameLevelId),
    )
    .map((punch) => punch.id);
  return entry.method === 'CODE' ? [entry.id, ...others] : others;
}

/** An accepted punch read from the states on the phone after the server's answer. */
export interface CheckedAnswer {
  reading: PunchAnswerReading;
  /** The punched level's state is COMPLETE now. */
  punchedLevelComplete: boolean;
  punchedLevelOrder?: number;
  /** The phone had read a win (level or game) that the checked states may not hold. */
  expectedWin: boolean;
}

/**
 * The reading of an accepted punch from the game's `states` on the phone once the server's
 * answer is written (src/offline/sync-answers.ts): the game completed when every state is
 * COMPLETE, a level unlocked when the state the punch would open (`nextGameStateId`) is there,
 * else unchanged. An unexpected reading on the phone stays unexpected.
 */
export function checkedAnswer(
  phoneReading: PunchAnswerReading,
  entry: Pick<PunchEntry, 'gameId' | 'gameStateId' | 'nextGameStateId'>,
  states: readonly StoredGameState[],
): CheckedAnswer {
  const ofGame = states.filter((state) => state.gameId === entry.gameId);
  const punched = ofGame.find((state) => state.id === entry.gameStateId);
  const next = ofGame.find((state) => state.id === entry.nextGameStateId);
  const expectedWin =
    phoneReading.kind === 'level-unlocked' || phoneReading.kind === 'game-completed';
  const facts = {
    punchedLevelComplete: punched?.progress === GameProgress.COMPLETE,
    ...(punched ? { punchedLevelOrder: punched.gameLevel.order } : {}),
    expectedWin,
  };
  if (phoneReading.kind === 'unexpected') return { reading: phoneReading, ...facts };
  if (ofGame.length > 0 && ofGame.every((state) => state.progress === GameProgress.COMPLETE)) {
    return { reading: { kind: 'game-completed' }, ...facts };
  }
  if (next) return { reading: { kind: 'level-unlocked', state: next }, ...facts };
  return { reading: { kind: 'unchanged' }, ...facts };
}

/**
 * True when `outcome` no longer holds for the player: a refusal judged on a position fix once a
 * newer fix has come (the distance it names has changed). A new punch replaces any outcome.
 */
export function isStaleOutcome(outcome: PunchOutcome | null, fix: StoredFix | null): boolean {
  return (
    outcome?.kind === 'refused' &&
    outcome.fixAt !== undefined &&
    fix !== null &&
    fix.fixAt > outcome.fixAt
  );
}
