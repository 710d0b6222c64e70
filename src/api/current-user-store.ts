/**
 * The last known signed-in user, in memory and in localStorage under the one key `current-user`
 * (written on sign-in and on every refresh, removed on sign-out), so a signed-in player who opens
 * the app without network sees the signed-in shell at once. Other tabs follow through the
 * `storage` event. A stored value that no longer fits the schema is dropped.
 */
import * as v from 'valibot';
import { storedUserSchema, withRoles, type CurrentUser, type StoredUser } from './current-user';

export const CURRENT_USER_STORAGE_KEY = 'current-user';

let current: CurrentUser | null | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The user read back from a stored JSON text, or null when there is none or it is not valid. */
export function parseStoredUser(json: string | null | undefined): CurrentUser | null {
  if (!json) return null;
  try {
    const result = v.safeParse(storedUserSchema, JSON.parse(json));
    return result.success ? withRoles(result.output) : null;
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function getCurrentUser(): CurrentUser | null {
  current ??= parseStoredUser(storage()?.getItem(CURRENT_USER_STORAGE_KEY));
  return current;
}

/** True when a user is signed in (as far as this device knows). */
export function isSignedIn(): boolean {
  return getCurrentUser()?.isLoggedIn === true;
}

/** Keeps `user` (in memory and on the device); listeners hear of it only if it changed. */
export function setCurrentUser(user: StoredUser): void {
  const stored = storedFields(user);
  const json = JSON.stringify(stored);
  const before = getCurrentUser();
  storage()?.setItem(CURRENT_USER_STORAGE_KEY, json);
  if (before && JSON.stringify(storedFields(before)) === json) return;
  current = withRoles(stored);
  notify();
}

export function clearCurrentUser(): void {
  const had = getCurrentUser() !== null;
  current = null;
  storage()?.removeItem(CURRENT_USER_STORAGE_KEY);
  if (had) notify();
}

function storedFields(user: StoredUser): StoredUser {
  const { sub, name, nickname, email, email_verified, userGroups, publishResults } = user;
  return { sub, name, nickname, email, email_verified, userGroups, publishResults };
}

/** Calls `listener` whenever the user changes, here or in another tab. */
export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CURRENT_USER_STORAGE_KEY && event.key !== null) return;
    current = parseStoredUser(event.newValue);
    notify();
  });
}
