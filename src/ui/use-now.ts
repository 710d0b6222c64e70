/** A ticking clock for screens that show ages (a position fix's age). */
import { useEffect, useState } from 'react';

/** The clock (ms since the epoch), ticking every `intervalMs` while mounted: for ages on screen. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
