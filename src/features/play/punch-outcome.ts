/**
 * What the play screen shows after a tap on punch: the hook that records the punch
 * (use-punch.ts) makes it, the answer (punch-answer.tsx) and the verdict readers
 * (punch-verdict.ts) read it. In a module of its own so none of them imports another back.
 */
import type { MessageDescriptor } from '@lingui/core';

/** A level or the game won on the phone, waiting for the server to check a code it rests on. */
export type ProvisionalWin = { kind: 'level'; levelOrder: number } | { kind: 'game' };

export type PunchOutcome =
  /** A code punch sent to the server, its verdict awaited. */
  | { kind: 'checking'; controlLabel: string }
  | {
      kind: 'punched';
      method: 'GPS' | 'CODE';
      controlLabel: string;
      /** A code punch the server has not checked yet: it counts once it has. */
      provisional: boolean;
      /** A level or the game won by this punch but resting on an unchecked code. */
      provisionalWin?: ProvisionalWin;
    }
  | {
      kind: 'refused';
      message: MessageDescriptor;
      controlLabel: string;
      /** Too far: metres from the fix to the control's centre, and how much closer to go. */
      distanceMeters?: number;
      closerByMeters?: number;
      /** The fix the refusal was judged on (`fixAt`): a newer fix makes it stale. */
      fixAt?: number;
    };
