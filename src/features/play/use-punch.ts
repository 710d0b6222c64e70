/**
 * A punch from the play screen: written to the outbox at once (src/offline/outbox.ts
 * `recordPunch`, the GPS rule checked on the device), answered from that local record (a buzz and
 * a beep, the celebration from the attempt's reading, or the refusal's words), then handed to the
 * sync engine.
 * The celebration goes up to the screen: a game completed by this punch closes the play panel.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { mapGameDb, type StoredFix } from '../../offline/db';
import { recordPunch } from '../../offline/outbox';
import { celebrationForPunch, type Celebration } from '../../ui/celebration-dialog';
import { errorMessages } from '../../ui/error-messages';
import { reportUnexpectedError } from '../../ui/toast-store';
import { punchFeedback, punchFeedbackKind, vibrate } from './punch-feedback';
import { playNotes, prepareSound } from './punch-sound';
import { requestSync } from './request-sync';

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
  gameStateId: string,
  onCelebrate: (shown: ShownCelebration) => void,
) {
  const [outcome, setOutcome] = useState<PunchOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function punch(request: PunchRequest): Promise<boolean> {
    // Still inside the tap: browsers allow sound only from a user gesture.
    prepareSound();
    setBusy(true);
    try {
      const attempt = await recordPunch(mapGameDb(), {
        owner,
        gameStateId,
        controlId: request.controlId,
        method: request.method,
        ...(request.code === undefined ? {} : { code: request.code }),
        ...(request.fix ? { fix: request.fix } : {}),
        now: Date.now(),
        newId: () => crypto.randomUUID(),
      });
      if (!attempt.ok) {
        setOutcome({
          kind: 'refused',
          message: errorMessages[attempt.code],
          ...(attempt.code === ErrorCode.TOO_FAR ? { distanceMeters: attempt.distanceMeters } : {}),
        });
        return false;
      }
      setOutcome({ kind: 'punched', method: request.method, controlLabel: request.controlLabel });
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
      setBusy(false);
    }
  }

  return { punch, outcome, busy };
}
