/**
 * A punch from the play screen: written to the outbox at once (src/offline/outbox.ts
 * `recordPunch`, the GPS rule checked on the device), answered, then handed to the sync engine.
 *
 * - A GPS punch is answered from the local record at once (the rule is known on the phone): a
 *   buzz and a beep, the celebration of a level or the game it wins, or the refusal's words with
 *   the distance to the control and how much closer to go.
 * - A code punch is only true once the server has checked the code. Online, it is sent at once
 *   and the screen says "Checking the code…" until the server's verdict is written to the outbox
 *   (src/offline/punch-verdicts.ts): accepted (the punch, its celebration), or refused (the
 *   seed's words, the error buzz, the control open again). Offline, or with no verdict within
 *   VERDICT_WAIT_MS, the punch is provisional: a neutral tone and "it will count when the code
 *   is checked"; its later verdict is told by src/features/play/use-late-verdicts.ts.
 * - A level or the game won by a punch that rests on a code not checked yet is provisional too:
 *   said in words, not celebrated until the server has accepted every code it rests on.
 * The celebration goes up to the screen: a game completed by this punch closes the play panel.
 *
 * Speed of the tap: no React state changes before the outbox write has started (a render on the
 * tap delays the transaction's first IndexedDB answer by tens of ms on a slow phone), so a
 * second tap while the write runs is turned away by a ref, not by a disabled button. The
 * answer and the written entry (`addWrittenPunch`, for the map's mark) are rendered together at
 * once after the write (flushSync), without waiting for the live query to read the game again.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ErrorCode } from '../../domain/error-codes';
import type { PunchAnswerReading } from '../../domain/game-progress';
import type { PunchEntry, StoredFix } from '../../offline/db';
import { punchControl, readCurrentGame, waitForPunchVerdict } from '../../offline/play-actions';
import type { Verdict } from '../../offline/punch-verdicts';
import { shownForPunchAnswer, type Celebration } from '../../ui/celebration-dialog';
import {
  errorMessages,
  tooManyCodeTriesMessage,
  unexpectedErrorMessage,
  UNEXPECTED_ERROR_TOAST_MS,
} from '../../ui/error-messages';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { holdVerdict, releaseVerdict } from './late-verdicts';
import type { ProvisionalWin, PunchOutcome } from './punch-outcome';
import {
  punchFeedback,
  punchFeedbackKind,
  vibrate,
  type PunchFeedbackKind,
} from './punch-feedback';
import { playNotes, prepareSound, warmUpSoundSoon } from './punch-sound';
import { checkedAnswer, uncheckedCodesOfWin } from './punch-verdict';
import { requestSync } from './request-sync';
import { addWrittenPunch } from './use-written-punches';

/** How long an online code punch waits for the server's verdict before it is shown provisional. */
export const VERDICT_WAIT_MS = 4000;
/**
 * How long a provisional answer follows the verdicts it waits for (then the punch list and the
 * late notices tell the rest).
 */
export const PROVISIONAL_WAIT_MS = 30 * 60_000;

export interface ShownCelebration {
  celebration: Celebration;
  levelOrder?: number;
}

export interface PunchRequest {
  controlId: string;
  controlLabel: string;
  method: 'GPS' | 'CODE';
  code?: string;
  fix?: StoredFix | null;
}

/** The words of a refusal (TOO_MANY_CODE_TRIES names the wait). */
export function refusalMessage(code: ErrorCode, retryAfterSeconds?: number): MessageDescriptor {
  return code === ErrorCode.TOO_MANY_CODE_TRIES
    ? tooManyCodeTriesMessage(retryAfterSeconds ?? null)
    : errorMessages[code];
}

function feel(kind: PunchFeedbackKind): void {
  const feedback = punchFeedback(kind);
  vibrate(feedback.vibration);
  playNotes(feedback.notes);
}

/** The browser's word on the network: false only when it knows there is none. */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function provisionalWinOf(reading: PunchAnswerReading): ProvisionalWin | undefined {
  if (reading.kind === 'level-unlocked') {
    return { kind: 'level', levelOrder: reading.state.gameLevel.order };
  }
  return reading.kind === 'game-completed' ? { kind: 'game' } : undefined;
}

export function usePunch(
  owner: string,
  /** The state being played (its game ids let the write read everything at once). */
  current: { id: string; gameId: string; gameDefinitionId: string },
  onCelebrate: (shown: ShownCelebration) => void,
) {
  const [outcome, setOutcome] = useState<PunchOutcome | null>(null);
  /** True while a punch is being written: a second tap then does nothing. */
  const writing = useRef(false);
  /** Counts the punches: a verdict that comes after a newer punch does not replace its answer. */
  const latest = useRef(0);
  useEffect(() => warmUpSoundSoon(), []);

  /** Shows what the answer calls for: a celebration, the unexpected-error toast, or nothing. */
  function celebrate(shown: ReturnType<typeof shownForPunchAnswer>): void {
    if (shown?.kind === 'celebration') {
      onCelebrate({
        celebration: shown.celebration,
        ...(shown.levelOrder === undefined ? {} : { levelOrder: shown.levelOrder }),
      });
    } else if (shown?.kind === 'unexpected-error') {
      showToast(unexpectedErrorMessage, { tone: 'error', durationMs: UNEXPECTED_ERROR_TOAST_MS });
    }
  }

  /** A punch the phone took: its answer, sound and celebration, unless a code leaves it open. */
  async function answerTaken(
    request: PunchRequest,
    entry: PunchEntry,
    reading: PunchAnswerReading,
    turn: number,
  ): Promise<boolean> {
    const label = request.controlLabel;
    const online = browserOnline();
    if (request.method === 'CODE' && online) {
      // On screen with the punch's mark, before anything else the write woke.
      flushSync(() => {
        setOutcome({ kind: 'checking', controlLabel: label });
        addWrittenPunch(entry);
      });
      holdVerdict(entry.id);
      requestSync();
      const verdict = await waitForPunchVerdict(entry.id, VERDICT_WAIT_MS);
      if (verdict.kind === 'waiting') releaseVerdict(entry.id);
      if (turn !== latest.current) return verdict.kind !== 'refused';
      return answerVerdict(request, entry, reading, verdict);
    }
    const provisional = request.method === 'CODE';
    flushSync(() => {
      setOutcome({ kind: 'punched', method: request.method, controlLabel: label, provisional });
      addWrittenPunch(entry);
    });
    requestSync();
    if (reading.kind !== 'level-unlocked' && reading.kind !== 'game-completed') {
      feel(provisional ? 'provisional' : punchFeedbackKind(reading));
      // Already on screen as provisional: only its verdict is followed.
      if (provisional) followProvisional(request, entry, reading, [entry.id], turn, false);
      else celebrate(shownForPunchAnswer(reading, { punchedLevelComplete: false }));
      return true;
    }
    // A win: celebrated only when no code it rests on waits for the server's check.
    const punches = (await readCurrentGame(owner))?.punches ?? [];
    const unchecked = uncheckedCodesOfWin(reading, entry, punches);
    if (unchecked.length === 0) {
      feel(punchFeedbackKind(reading));
      celebrate(shownForPunchAnswer(reading, { punchedLevelComplete: false }));
      return true;
    }
    followProvisional(request, entry, reading, unchecked, turn);
    feel(provisional ? 'provisional' : 'punched');
    return true;
  }

  /**
   * A punch resting on the codes `unchecked` (a code punch itself, or a win resting on codes):
   * said provisional now; once the server has accepted every one of them, the answer says so and
   * a win its states still hold is celebrated. A refusal is told by late-verdict-notices.tsx: the
   * provisional answer, if still shown, goes.
   */
  function followProvisional(
    request: PunchRequest,
    entry: PunchEntry,
    reading: PunchAnswerReading,
    unchecked: readonly string[],
    turn: number,
    show = true,
  ): void {
    const provisionalWin = provisionalWinOf(reading);
    const label = request.controlLabel;
    const { method } = request;
    const shown = () => turn === latest.current;
    if (show && shown()) {
      setOutcome({
        kind: 'punched',
        method,
        controlLabel: label,
        provisional: method === 'CODE',
        ...(provisionalWin ? { provisionalWin } : {}),
      });
    }
    void Promise.all(unchecked.map((id) => waitForPunchVerdict(id, PROVISIONAL_WAIT_MS)))
      .then(async (verdicts) => {
        if (verdicts.some((verdict) => verdict.kind === 'refused')) {
          if (shown()) setOutcome(null);
          return;
        }
        if (!verdicts.every((verdict) => verdict.kind === 'accepted')) return;
        const checked = checkedAnswer(reading, entry, (await readCurrentGame(owner))?.states ?? []);
        if (shown())
          setOutcome({ kind: 'punched', method, controlLabel: label, provisional: false });
        if (provisionalWin && checked.reading.kind === reading.kind) {
          feel(punchFeedbackKind(checked.reading));
          celebrate(shownForPunchAnswer(checked.reading, checked));
        }
      })
      .catch(reportUnexpectedError);
  }

  /** The server's verdict on a code punch (or none in the wait: provisional). */
  async function answerVerdict(
    request: PunchRequest,
    entry: PunchEntry,
    reading: PunchAnswerReading,
    verdict: Verdict,
  ): Promise<boolean> {
    const label = request.controlLabel;
    if (verdict.kind === 'refused') {
      setOutcome({
        kind: 'refused',
        message: refusalMessage(verdict.code, verdict.retryAfterSeconds),
        controlLabel: label,
      });
      feel('refused');
      return false;
    }
    if (verdict.kind === 'waiting') {
      const unchecked = uncheckedCodesOfWin(
        reading,
        entry,
        (await readCurrentGame(owner))?.punches ?? [],
      );
      followProvisional(
        request,
        entry,
        reading,
        unchecked.length > 0 ? unchecked : [entry.id],
        latest.current,
      );
      feel('provisional');
      return true;
    }
    const game = await readCurrentGame(owner);
    const checked = checkedAnswer(reading, entry, game?.states ?? []);
    setOutcome({ kind: 'punched', method: 'CODE', controlLabel: label, provisional: false });
    feel(punchFeedbackKind(checked.reading));
    celebrate(shownForPunchAnswer(checked.reading, checked));
    return true;
  }

  async function punch(request: PunchRequest): Promise<boolean> {
    if (writing.current) return false;
    writing.current = true;
    const turn = ++latest.current;
    try {
      // The write starts first, still inside the tap; then the sound is made ready (browsers
      // allow sound only from a user gesture).
      const written = punchControl({
        owner,
        gameStateId: current.id,
        game: { gameId: current.gameId, gameDefinitionId: current.gameDefinitionId },
        controlId: request.controlId,
        method: request.method,
        ...(request.code === undefined ? {} : { code: request.code }),
        ...(request.fix ? { fix: request.fix } : {}),
        now: Date.now(),
        newId: () => crypto.randomUUID(),
      });
      prepareSound();
      const attempt = await written;
      if (!attempt.ok) {
        setOutcome({
          kind: 'refused',
          message: errorMessages[attempt.code],
          controlLabel: request.controlLabel,
          ...(attempt.code === ErrorCode.TOO_FAR
            ? { distanceMeters: attempt.distanceMeters, closerByMeters: attempt.closerByMeters }
            : {}),
          ...(request.fix ? { fixAt: request.fix.fixAt } : {}),
        });
        feel('refused');
        return false;
      }
      writing.current = false;
      return await answerTaken(request, attempt.entry, attempt.reading, turn);
    } catch (error) {
      reportUnexpectedError(error);
      return false;
    } finally {
      writing.current = false;
    }
  }

  return { punch, outcome };
}
