import { Trans } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** The CSS custom property (on the sheet's parent) that holds the sheet's height. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS name, not words for people
const HEIGHT_PROPERTY = '--play-sheet-height';
/** The class the sheet's parent has while the map left above the sheet is a strip (see below). */
const HIGH_CLASS = 'play-sheet-high';
/**
 * The map above the sheet, in CSS pixels, that holds both its top controls (the layer button, a
 * column of 44 px buttons) and its attribution at the bottom; below it, the controls give way.
 */
const MAP_ROOM_FOR_CONTROLS_PX = 200;

/**
 * The bottom sheet over the game map. Collapsed it shows its handle (a summary, and a thin bar of
 * `progress` between 0 and 1 when given) and `peek`, which holds the main action at the bottom,
 * within thumb reach; the handle (a button with aria-expanded) opens the rest (`children`) above
 * the peek, scrolling inside the sheet. The body stays mounted while hidden, so a form keeps
 * what was typed in it. Its height is kept in the parent's `--play-sheet-height` (CSS pixels),
 * so the map's bottom controls (the attribution) stay above it without a render. Opened high (the
 * code form), the sheet leaves a strip of map too short for the map's top controls and its
 * attribution both: the parent then has the class `play-sheet-high`, and the top controls, of
 * no use on a strip, are hidden until the sheet comes down, rather than lying under the
 * attribution the map's licence asks to show.
 */
export function PlaySheet({
  label,
  summary,
  progress,
  expanded,
  onExpandedChange,
  peek,
  children,
}: {
  label: string;
  summary: ReactNode;
  progress?: number;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  peek: ReactNode;
  children: ReactNode;
}) {
  const bodyId = useId();
  const sheet = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = sheet.current;
    const parent = element?.parentElement;
    if (!element || !parent || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      parent.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
      const mapLeft = parent.clientHeight - element.offsetHeight;
      parent.classList.toggle(HIGH_CLASS, mapLeft < MAP_ROOM_FOR_CONTROLS_PX);
    });
    observer.observe(element);
    observer.observe(parent);
    return () => {
      observer.disconnect();
      parent.style.removeProperty(HEIGHT_PROPERTY);
      parent.classList.remove(HIGH_CLASS);
    };
  }, []);
  return (
    <section
      ref={sheet}
      className={expanded ? 'play-sheet play-sheet-expanded' : 'play-sheet'}
      aria-label={label}
    >
      <button
        type="button"
        className="play-sheet-handle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => onExpandedChange(!expanded)}
      >
        <span className="play-sheet-grip" aria-hidden="true" />
        <span className="play-sheet-summary">
          <span>{summary}</span>
          <span className="play-sheet-details">
            <Trans>Details</Trans>
          </span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="m6 15 6-6 6 6" />
          </svg>
        </span>
        {progress === undefined ? null : (
          <span className="play-sheet-progress" aria-hidden="true">
            <span style={{ width: `${Math.round(Math.min(1, Math.max(0, progress)) * 100)}%` }} />
          </span>
        )}
      </button>
      <div id={bodyId} className="play-sheet-body" hidden={!expanded}>
        {children}
      </div>
      <div className="play-sheet-peek">{peek}</div>
    </section>
  );
}
