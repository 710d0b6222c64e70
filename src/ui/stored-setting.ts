/**
 * A setting kept on this device (localStorage under `key`) and shared by every screen that follows
 * it: read once and then kept, written through, and followed in other tabs through the `storage`
 * event. A storage that is missing, full or blocked keeps the setting for this visit only.
 */
import { useSyncExternalStore } from 'react';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export interface StoredSetting<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The setting; re-renders when it changes (here or in another tab). */
  useValue: () => T;
}

/** The setting under `key`: `parse` reads its stored text (null: none), `write` gives the text kept. */
export function storedSetting<T>(
  key: string,
  parse: (text: string | null) => T,
  write: (value: T) => string,
): StoredSetting<T> {
  let current: T | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const get = () => (current ??= parse(storage()?.getItem(key) ?? null));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      current = parse(event.newValue);
      notify();
    });
  }
  return {
    get,
    set: (next) => {
      current = next;
      try {
        storage()?.setItem(key, write(next));
      } catch {
        // Full or blocked: kept for this visit only.
      }
      notify();
    },
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, get),
  };
}
