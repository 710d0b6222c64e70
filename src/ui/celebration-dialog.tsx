/**
 * The celebration dialogs of play (seed: level completed, next level unlocked, game completed,
 * nothing to celebrate) as one modal dialog taking which one to show. `shownForPunchAnswer` picks
 * what a punch answer calls for, as `readPunchAnswer` reads it (a dialog, the unexpected-error
 * toast, or nothing for an ordinary punch). Focus moves into the dialog, stays there, and goes back where it
 * was on close; Escape closes it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { PunchAnswerReading } from '../domain/game-progress';
import './celebration-dialog.css';

export const CELEBRATIONS = [
  'level-completed',
  'next-level-unlocked',
  'game-completed',
  'nothing-to-celebrate',
] as const;

export type Celebration = (typeof CELEBRATIONS)[number];

/** What the play screen shows for a punch answer beside its line of text. */
export type AnswerShown =
  | { kind: 'celebration'; celebration: Celebration; levelOrder?: number }
  /** The seed's generic toast: the answer cannot be read (empty, or more than one new state). */
  | { kind: 'unexpected-error' }
  | null;

/**
 * The seed's dialogs for a punch answer as `readPunchAnswer` reads it:
 * - every state COMPLETE: "All levels completed!";
 * - one new state: "New level unlocked!" with its order;
 * - no new state, but the punched level is complete now (`punchedLevelComplete`): "Level
 *   completed!" (a level completed without unlocking another in this answer);
 * - no new state where the phone had shown a level or the game won (`expectedWin`: a code the
 *   server has now checked did not give it): "Nothing to celebrate yet";
 * - more than one new state, or none at all: the unexpected-error toast;
 * - else (an ordinary punch) nothing: its line of text is the answer.
 *
 * @example
 * shownForPunchAnswer({ kind: 'unchanged' }, { punchedLevelComplete: true, punchedLevelOrder: 2 });
 * // { kind: 'celebration', celebration: 'level-completed', levelOrder: 2 }
 */
export function shownForPunchAnswer(
  reading: PunchAnswerReading,
  facts: { punchedLevelComplete: boolean; punchedLevelOrder?: number; expectedWin?: boolean },
): AnswerShown {
  switch (reading.kind) {
    case 'game-completed':
      return { kind: 'celebration', celebration: 'game-completed' };
    case 'level-unlocked':
      return {
        kind: 'celebration',
        celebration: 'next-level-unlocked',
        levelOrder: reading.state.gameLevel.order,
      };
    case 'unexpected':
      return { kind: 'unexpected-error' };
    case 'unchanged':
      if (facts.punchedLevelComplete) {
        return {
          kind: 'celebration',
          celebration: 'level-completed',
          ...(facts.punchedLevelOrder === undefined ? {} : { levelOrder: facts.punchedLevelOrder }),
        };
      }
      return facts.expectedWin
        ? { kind: 'celebration', celebration: 'nothing-to-celebrate' }
        : null;
  }
}

export interface CelebrationDialogProps {
  celebration: Celebration;
  /** The order of the level just unlocked (next-level-unlocked) or completed (level-completed). */
  levelOrder?: number;
  onClose: () => void;
}

function useCelebrationText(celebration: Celebration, levelOrder: number | undefined) {
  const { t } = useLingui();
  switch (celebration) {
    case 'level-completed':
      return {
        title: t`Level completed!`,
        text:
          levelOrder === undefined
            ? t`Well done! You have punched enough controls to complete the level.`
            : t`Well done! You have punched enough controls to complete level ${levelOrder}.`,
      };
    case 'next-level-unlocked':
      return {
        title: t`New level unlocked!`,
        text:
          levelOrder === undefined
            ? t`You completed the level, and the next one is ready. Its controls are on the map now.`
            : t`You completed the level, and level ${levelOrder} is ready. Its controls are on the map now.`,
      };
    case 'game-completed':
      return {
        title: t`All levels completed!`,
        text: t`Congratulations, you have completed the game. Your points count in the ranking.`,
      };
    case 'nothing-to-celebrate':
      return {
        title: t`Nothing to celebrate yet`,
        text: t`Keep punching controls: a completed level is worth a celebration.`,
      };
  }
}

export function CelebrationDialog({ celebration, levelOrder, onClose }: CelebrationDialogProps) {
  const { title, text } = useCelebrationText(celebration, levelOrder);
  const titleId = useId();
  const textId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => before?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // The dialog's one button is all Tab may reach while it is open.
    if (event.key === 'Tab') {
      event.preventDefault();
      closeButton.current?.focus();
    }
  }

  const festive = celebration !== 'nothing-to-celebrate';
  return (
    <div className="celebration-backdrop">
      <div
        className={`celebration-dialog celebration-${celebration}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <svg className="celebration-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          {festive ? (
            <path d="M32 4l8 18 20 2-15 13 5 20-18-11-18 11 5-20L4 24l20-2z" />
          ) : (
            <circle cx="32" cy="32" r="24" />
          )}
        </svg>
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        <button ref={closeButton} type="button" onClick={onClose}>
          {festive ? <Trans>Continue</Trans> : <Trans>OK</Trans>}
        </button>
      </div>
    </div>
  );
}
