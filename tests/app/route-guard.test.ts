import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserFrom } from '../../src/api/current-user';
import { clearCurrentUser, setCurrentUser } from '../../src/api/current-user-store';
import { isMemberPath, requireEditor, requireSignedIn } from '../../src/app/route-guard';
import { itGives } from '../support/table-tests';

afterEach(() => clearCurrentUser());

describe('member paths', () => {
  itGives(isMemberPath, '%s is a member path: %s', [
    ['/user', true],
    ['/user/', true],
    ['/score', true],
    ['/punches', true],
    ['/maps', true],
    ['/plain-map', true],
    ['/game-map', true],
    ['/game-state', true],
    ['/game-definitions/selected/levels/new', true],
    ['/', false],
    ['/korona', false],
    ['/about', false],
    ['/error', false],
    ['/sign-in', false],
    ['/sign-up-confirm', false],
    ['/forgotten-password-confirm', false],
    ['/scoreboard', false],
    ['/no/such/page', false],
  ]);
});

describe('the guard', () => {
  it('sends a signed-out user to sign in, remembering the path and its search', () => {
    let thrown: unknown;
    try {
      requireSignedIn({ href: '/score?period=week' });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/sign-in',
      search: { redirect: '/score?period=week' },
    });
  });

  it('lets a signed-in user through', () => {
    setCurrentUser(currentUserFrom({ sub: 'u1', email: 'u1@example.com' }));
    expect(() => requireSignedIn({ href: '/score' })).not.toThrow();
  });
});

describe('the editor guard', () => {
  function thrownBy(action: () => void): unknown {
    try {
      action();
    } catch (error) {
      return error;
    }
    return undefined;
  }

  it('sends a signed-out user to sign in first', () => {
    const thrown = thrownBy(() => requireEditor({ href: '/game-definitions' }));
    expect((thrown as { options: unknown }).options).toMatchObject({ to: '/sign-in' });
  });

  it('sends a player to the 403 page', () => {
    setCurrentUser(currentUserFrom({ sub: 'p1', email: 'p1@example.com' }));
    const thrown = thrownBy(() => requireEditor({ href: '/game-definitions/new' }));
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/error',
      search: { status: 403 },
    });
  });

  it.each([['Editor'], ['Admin']])('lets the group %s through', (group) => {
    setCurrentUser(
      currentUserFrom({ sub: 'e1', email: 'e1@example.com', 'cognito:groups': [group] }),
    );
    expect(() => requireEditor({ href: '/game-definitions' })).not.toThrow();
  });
});
