import { describe, expect, it } from 'vitest';
import {
  currentUserFrom,
  displayName,
  publishResultsFrom,
  withRoles,
  type StoredUser,
} from '../../src/api/current-user';

const claims = {
  sub: 'a1b2c3',
  email: 'kari@example.com',
  email_verified: true,
  name: 'Kari Nordmann',
  'cognito:groups': ['Editor'],
  'cognito:username': 'a1b2c3',
  token_use: 'id',
};

describe('the current user from the ID token and the attributes', () => {
  it('reads the claims', () => {
    expect(currentUserFrom(claims)).toEqual({
      sub: 'a1b2c3',
      name: 'Kari Nordmann',
      nickname: '',
      email: 'kari@example.com',
      email_verified: true,
      userGroups: ['Editor'],
      publishResults: null,
      isAdmin: false,
      isEditor: true,
      isEditorOrAdmin: true,
      isLoggedIn: true,
    });
  });

  it('prefers the attributes, fresher than the token after a change', () => {
    const user = currentUserFrom(claims, {
      nickname: 'Kari',
      email_verified: 'false',
      'custom:publishResults': 'true',
    });
    expect(user.nickname).toBe('Kari');
    expect(user.email_verified).toBe(false);
    expect(user.publishResults).toBe('PUBLIC');
  });

  it.each([
    [['Admin'], { isAdmin: true, isEditor: false, isEditorOrAdmin: true }],
    [['Editor'], { isAdmin: false, isEditor: true, isEditorOrAdmin: true }],
    [['Admin', 'Editor'], { isAdmin: true, isEditor: true, isEditorOrAdmin: true }],
    [[], { isAdmin: false, isEditor: false, isEditorOrAdmin: false }],
    [['admin', 'Players'], { isAdmin: false, isEditor: false, isEditorOrAdmin: false }],
    [undefined, { isAdmin: false, isEditor: false, isEditorOrAdmin: false }],
    ['Admin', { isAdmin: true, isEditor: false, isEditorOrAdmin: true }],
  ])('groups %j give %j', (groups, roles) => {
    const user = currentUserFrom({ ...claims, 'cognito:groups': groups });
    expect({ isAdmin: user.isAdmin, isEditor: user.isEditor }).toEqual({
      isAdmin: roles.isAdmin,
      isEditor: roles.isEditor,
    });
    expect(user.isEditorOrAdmin).toBe(roles.isEditorOrAdmin);
  });

  it('is logged in only when a user id exists', () => {
    expect(currentUserFrom({ ...claims, sub: undefined }).isLoggedIn).toBe(false);
    expect(currentUserFrom({ ...claims, sub: '' }).isLoggedIn).toBe(false);
    expect(currentUserFrom(claims).isLoggedIn).toBe(true);
  });
});

describe('result visibility from custom:publishResults', () => {
  it.each([
    ['true', 'PUBLIC'],
    ['false', 'PRIVATE'],
    [undefined, null],
    ['', null],
    ['TRUE', null],
    ['yes', null],
  ])('%j gives %j', (value, visibility) => {
    expect(publishResultsFrom(value)).toBe(visibility);
    expect(currentUserFrom({ ...claims, 'custom:publishResults': value }).publishResults).toBe(
      visibility,
    );
  });
});

describe('the name shown in the navigation', () => {
  const stored: StoredUser = withRoles({
    sub: 'x',
    name: 'Kari Nordmann',
    nickname: 'Kari',
    email: 'kari@example.com',
    email_verified: true,
    userGroups: [],
    publishResults: null,
  });

  it('is the nickname, else the name, else the e-mail', () => {
    expect(displayName(stored)).toBe('Kari');
    expect(displayName({ ...stored, nickname: '  ' })).toBe('Kari Nordmann');
    expect(displayName({ ...stored, nickname: '', name: '' })).toBe('kari@example.com');
  });
});
