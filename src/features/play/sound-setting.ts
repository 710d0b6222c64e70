/**
 * Whether the punch sounds are muted, kept on this device (localStorage key `punch-sounds-muted`,
 * "true" when muted; anything else or nothing means sounds on). Read by punch-sound.ts at each
 * beep and by the mute switch; other tabs follow through the `storage` event.
 */
import { useSyncExternalStore } from 'react';

export const SOUNDS_MUTED_STORAGE_KEY = 'punch-sounds-muted';

let muted: boolean | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the punch sounds are muted on this device. */
export function soundsMuted(): boolean {
  muted ??= storage()?.getItem(SOUNDS_MUTED_STORAGE_KEY) === 'true';
  return muted;
}

/** Mutes or unmutes the punch sounds and keeps the choice on the device. */
export function setSoundsMuted(next: boolean): void {
  muted = next;
  try {
    storage()?.setItem(SOUNDS_MUTED_STORAGE_KEY, String(next));
  } catch {
    // A full or blocked storage keeps the choice for this visit only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the punch sounds are muted; re-renders when that changes (here or in another tab). */
export function useSoundsMuted(): boolean {
  return useSyncExternalStore(subscribe, soundsMuted);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SOUNDS_MUTED_STORAGE_KEY && event.key !== null) return;
    muted = event.newValue === 'true';
    listeners.forEach((listener) => listener());
  });
}
