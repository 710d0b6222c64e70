import { useSyncExternalStore } from 'react';
import type { CurrentUser } from './current-user';
import { getCurrentUser, subscribeCurrentUser } from './current-user-store';

/** The signed-in user (null when signed out); re-renders when it changes. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeCurrentUser, getCurrentUser);
}
