/**
 * The user's preferences kept on this device (localStorage key `preferences`), shared by the
 * screens that follow them: `tableRowsAsCards` shows the rows of a table (the score ranking) as
 * cards, easier to read on a narrow screen. Other tabs follow through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';

export const PREFERENCES_STORAGE_KEY = 'preferences';

const preferencesSchema = v.object({
  tableRowsAsCards: v.fallback(v.optional(v.boolean(), false), false),
});

export type Preferences = v.InferOutput<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { tableRowsAsCards: false };

let current: Preferences | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The preferences read from a stored JSON text; the defaults for anything missing or broken. */
export function parsePreferences(json: string | null | undefined): Preferences {
  if (!json) return DEFAULT_PREFERENCES;
  try {
    const result = v.safeParse(preferencesSchema, JSON.parse(json));
    return result.success ? result.output : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function getPreferences(): Preferences {
  current ??= parsePreferences(storage()?.getItem(PREFERENCES_STORAGE_KEY));
  return current;
}

/** Changes some preferences and keeps them on the device. */
export function setPreferences(change: Partial<Preferences>): void {
  current = { ...getPreferences(), ...change };
  storage()?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(current));
  listeners.forEach((listener) => listener());
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The preferences; re-renders when they change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== PREFERENCES_STORAGE_KEY && event.key !== null) return;
    current = parsePreferences(event.newValue);
    listeners.forEach((listener) => listener());
  });
}
