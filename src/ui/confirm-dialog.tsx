/**
 * A modal confirmation of a destructive action (a native `<dialog>` opened with `showModal()`:
 * the page behind is inert, Escape cancels, the browser keeps the focus inside). It opens on the
 * half of the screen away from the button that asked for it (`placeAwayFrom`), so a second tap
 * in the same spot lands on the dimmed page or the dialog's text, never on its confirm button:
 * a double tap confirms nothing. The focus starts on Cancel.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The button that asked for the confirmation: the dialog opens on the other half. */
  placeAwayFrom: HTMLElement | null;
  pending?: boolean;
  /** Gets the confirm button, for a further confirmation to be placed away from it. */
  onConfirm: (button: HTMLButtonElement) => void;
  onCancel: () => void;
}

/** The edge of the screen the dialog sits on: the one farther from the asking button. */
function edgeAwayFrom(element: HTMLElement | null): 'top' | 'bottom' {
  if (!element) return 'top';
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2 < window.innerHeight / 2 ? 'bottom' : 'top';
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  placeAwayFrom,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [edge] = useState(() => edgeAwayFrom(placeAwayFrom));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancelButton.current?.focus();
    return () => element?.close();
  }, []);

  function confirm(event: MouseEvent<HTMLButtonElement>) {
    onConfirm(event.currentTarget);
  }

  return (
    <dialog
      ref={dialog}
      className={`confirm-dialog confirm-dialog-${edge}`}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {/* Focusable, so a long list that scrolls can be scrolled from the keyboard too. */}
      <div id={bodyId} className="confirm-dialog-body" tabIndex={0}>
        {children}
      </div>
      <div className="confirm-dialog-actions">
        <button ref={cancelButton} type="button" className="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="confirm-dialog-confirm"
          disabled={pending}
          onClick={confirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
