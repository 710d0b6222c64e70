import type { ReactNode } from 'react';

/**
 * A button's short word beside the main button (`short`, shown), while its name read out stays the
 * whole action (`full`).
 */
export function ShortLabel({ short, full }: { short: ReactNode; full: ReactNode }) {
  return (
    <>
      <span className="punch-code-text" aria-hidden="true">
        {short}
      </span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
