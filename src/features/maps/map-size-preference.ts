/**
 * "Show large / show small": how tall the map is on the /maps screen, kept on this device so it
 * survives a reload.
 */
import { useState } from 'react';

const KEY = 'maps.largeMap';

function readLarge(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function useLargeMapPreference(): [boolean, (large: boolean) => void] {
  const [large, setLarge] = useState(readLarge);
  function update(next: boolean): void {
    setLarge(next);
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this visit.
    }
  }
  return [large, update];
}
