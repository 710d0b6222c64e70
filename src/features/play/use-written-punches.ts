/**
 * The punches the screen shows: the live query's (src/offline/outbox.ts `currentGame`) plus the
 * entries this screen has just written and the live query has not read back yet, so a punch marks
 * its control in the same render as its answer. An entry is dropped once the live query has it
 * (the stored one then speaks: accepted, refused...). `usePlayControls` gives a level's controls
 * marked with both.
 */
import { useEffect, useSyncExternalStore } from 'react';
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

/**
 * The entries written by this page and not yet read back, outside React: a punch re-renders only
 * the components that show punches (the markers, the play panel, the position line), not the
 * whole map screen around them.
 */
let written: readonly PunchEntry[] = NONE;
const listeners = new Set<() => void>();

function setWritten(next: readonly PunchEntry[]): void {
  written = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `entry` at once, until the live query reads it back. */
export function addWrittenPunch(entry: PunchEntry): void {
  setWritten([...written, entry]);
}

/** The live query's punches with the ones this page wrote and it has not read yet appended. */
export function useWrittenPunches(live: readonly PunchEntry[] | undefined): readonly PunchEntry[] {
  const all = useSyncExternalStore(subscribe, () => written);
  const liveEntries = live ?? NONE;
  const waiting = notYetRead(liveEntries, all);
  const read = waiting.length < all.length;
  useEffect(() => {
    // Forget what the live query now holds, so a record the store drops later is not shown.
    if (read) setWritten(notYetRead(liveEntries, written));
  }, [read, liveEntries]);
  return waiting.length === 0 ? liveEntries : [...liveEntries, ...waiting];
}
