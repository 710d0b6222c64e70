/**
 * The celebration dialogs of play (seed: level completed, next level unlocked, game completed,
 * nothing to celebrate) as one modal dialog taking which one to show. `celebrationForPunch` picks
 * the celebration of a punch answer as `readPunchAnswer` reads it (none when nothing changed or
 * the answer was unexpected). Focus moves into the dialog, stays there, and goes back where it
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

/** The celebration a punch answer calls for, or null for none. */
export function celebrationForPunch(reading: PunchAnswerReading): Celebration | null {
  switch (reading.kind) {
    case 'game-completed':
      return 'game-completed';
    case 'level-unlocked':
      return 'next-level-unlocked';
    case 'unchanged':
    case 'unexpected':
      return null;
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
