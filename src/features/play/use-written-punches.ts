/**
 * The punches the screen shows: the live query's (src/offline/outbox.ts `currentGame`) plus the
 * entries this screen has just written and the live query has not read back yet, so a punch marks
 * its control in the same render as its answer. An entry is dropped once the live query has it
 * (the stored one then speaks: accepted, refused...).
 */
import { useEffect, useState } from 'react';
import type { PunchEntry } from '../../offline/db';

/** The `written` entries whose id `live` does not hold yet. */
export function notYetRead(
  live: readonly PunchEntry[],
  written: readonly PunchEntry[],
): readonly PunchEntry[] {
  const known = new Set(live.map((entry) => entry.id));
  return written.filter((entry) => !known.has(entry.id));
}

/** `live` with the `written` entries it does not hold yet appended. */
export function withWrittenPunches(
  live: readonly PunchEntry[],
  written: readonly PunchEntry[],
): readonly PunchEntry[] {
  const waiting = notYetRead(live, written);
  return waiting.length === 0 ? live : [...live, ...waiting];
}

const NONE: readonly PunchEntry[] = [];

export function useWrittenPunches(live: readonly PunchEntry[] | undefined): {
  punches: readonly PunchEntry[];
  add: (entry: PunchEntry) => void;
} {
  const [written, setWritten] = useState<readonly PunchEntry[]>(NONE);
  const liveEntries = live ?? NONE;
  const waiting = notYetRead(liveEntries, written);
  const read = waiting.length < written.length;
  useEffect(() => {
    // Forget what the live query now holds, so a record the store drops later is not shown.
    if (read) setWritten((previous) => notYetRead(liveEntries, previous));
  }, [read, liveEntries]);
  return {
    punches: waiting.length === 0 ? liveEntries : [...liveEntries, ...waiting],
    add: (entry) => setWritten((previous) => [...previous, entry]),
  };
}
