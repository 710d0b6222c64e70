import type { ReactNode } from 'react';
import type { useDisclosure } from './use-disclosure';

/**
 * The button of a disclosure (useDisclosure): it opens and closes the part it controls, says
 * whether that part is open, and is named by `label` for screen readers beside its icon
 * (`children`).
 */
export function DisclosureButton({
  disclosure: { open, setOpen, buttonRef },
  className,
  controls,
  label,
  children,
}: {
  disclosure: Pick<ReturnType<typeof useDisclosure>, 'open' | 'setOpen' | 'buttonRef'>;
  className: string;
  /** The id of the part it opens. */
  controls: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen(!open)}
    >
      {children}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
