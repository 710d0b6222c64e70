import { describe, expect, it, vi } from 'vitest';
import { withRoles } from '../../src/api/current-user';
import {
  clearCurrentUser,
  getCurrentUser,
  parseStoredUser,
  setCurrentUser,
  subscribeCurrentUser,
} from '../../src/api/current-user-store';

const stored = {
  sub: 'a1',
  name: 'Ola',
  nickname: 'ola',
  email: 'ola@example.com',
  email_verified: true,
  userGroups: ['Admin'],
  publishResults: 'PRIVATE',
};

describe('the last known user read back from the device', () => {
  it('comes back with its roles derived again', () => {
    const user = parseStoredUser(JSON.stringify(stored));
    expect(user).toEqual({
      ...stored,
      isAdmin: true,
      isEditor: false,
      isEditorOrAdmin: true,
      isLoggedIn: true,
    });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['no user id', JSON.stringify({ ...stored, sub: '' })],
    ['groups not a list', JSON.stringify({ ...stored, userGroups: 'Admin' })],
    ['an unknown visibility', JSON.stringify({ ...stored, publishResults: 'FRIENDS' })],
  ])('is dropped when it holds %s', (_case, json) => {
    expect(parseStoredUser(json)).toBeNull();
  });
});

describe('the current user store', () => {
  it('tells listeners of a change only', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCurrentUser(listener);
    setCurrentUser(withRoles({ ...stored, publishResults: null }));
    setCurrentUser(withRoles({ ...stored, publishResults: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCurrentUser()?.email).toBe('ola@example.com');
    clearCurrentUser();
    clearCurrentUser();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getCurrentUser()).toBeNull();
    unsubscribe();
  });
});
