/**
 * A punch from the play screen: written to the outbox at once (src/offline/outbox.ts
 * `recordPunch`, the GPS rule checked on the device), answered from that local record (a buzz and
 * a beep, the celebration from the attempt's reading, or the refusal's words), then handed to the
 * sync engine.
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
import { mapGameDb, type StoredFix } from '../../offline/db';
import { recordPunch } from '../../offline/outbox';
import { celebrationForPunch, type Celebration } from '../../ui/celebration-dialog';
import { errorMessages } from '../../ui/error-messages';
import { reportUnexpectedError } from '../../ui/toast-store';
import { punchFeedback, punchFeedbackKind, vibrate } from './punch-feedback';
import { playNotes, prepareSound, warmUpSoundWhenIdle } from './punch-sound';
import { requestSync } from './request-sync';
import { addWrittenPunch } from './use-written-punches';

export type PunchOutcome =
  | { kind: 'punched'; method: 'GPS' | 'CODE'; controlLabel: string }
  | { kind: 'refused'; message: MessageDescriptor; distanceMeters?: number };

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

export function usePunch(
  owner: string,
  /** The state being played (its game ids let the write read everything at once). */
  current: { id: string; gameId: string; gameDefinitionId: string },
  onCelebrate: (shown: ShownCelebration) => void,
) {
  const [outcome, setOutcome] = useState<PunchOutcome | null>(null);
  /** True while a punch is being written: a second tap then does nothing. */
  const writing = useRef(false);
  useEffect(() => warmUpSoundWhenIdle(), []);

  async function punch(request: PunchRequest): Promise<boolean> {
    if (writing.current) return false;
    writing.current = true;
    try {
      // The write starts first, still inside the tap; then the sound is made ready (browsers
      // allow sound only from a user gesture).
      const written = recordPunch(mapGameDb(), {
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
          ...(attempt.code === ErrorCode.TOO_FAR ? { distanceMeters: attempt.distanceMeters } : {}),
        });
        return false;
      }
      // On screen before anything else the write woke (the live queries' reads and renders).
      flushSync(() => {
        setOutcome({ kind: 'punched', method: request.method, controlLabel: request.controlLabel });
        addWrittenPunch(attempt.entry);
      });
      const feedback = punchFeedback(punchFeedbackKind(attempt.reading));
      vibrate(feedback.vibration);
      playNotes(feedback.notes);
      const shown = celebrationForPunch(attempt.reading);
      if (shown) {
        onCelebrate({
          celebration: shown,
          ...(attempt.reading.kind === 'level-unlocked'
            ? { levelOrder: attempt.reading.state.gameLevel.order }
            : {}),
        });
      }
      requestSync();
      return true;
    } catch (error) {
      reportUnexpectedError(error);
      return false;
    } finally {
      writing.current = false;
    }
  }

  return { punch, outcome };
}
