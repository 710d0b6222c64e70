import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emailSearchSchema,
  safeRedirectPath,
  signInSearchSchema,
} from '../../../src/features/auth/auth-search';
import { itGives } from '../../support/table-tests';

describe('the redirect after sign-in', () => {
  itGives(safeRedirectPath, 'accepts the same-origin path %s as %s', [
    ['/', '/'],
    ['/score', '/score'],
    ['/user?tab=1#nickname', '/user?tab=1#nickname'],
    ['/game-definitions/selected/levels', '/game-definitions/selected/levels'],
    ['/a/../user', '/user'],
  ]);

  it.each([
    ['//evil.example'],
    ['//evil.example/score'],
    ['https://evil.example/'],
    ['http://localhost:8181/score'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['score'],
    [''],
    [' /score'],
    [42],
    [undefined],
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('the search parameters of the sign-in screens', () => {
  it('keeps a safe redirect and the e-mail', () => {
    expect(v.parse(signInSearchSchema, { redirect: '/score', email: 'kari@example.com' })).toEqual({
      redirect: '/score',
      email: 'kari@example.com',
    });
  });

  it('drops an unsafe redirect rather than failing the page', () => {
    expect(v.parse(signInSearchSchema, { redirect: '//evil.example' })).toEqual({
      redirect: undefined,
      email: undefined,
    });
    expect(v.parse(signInSearchSchema, { redirect: 'https://evil.example' }).redirect).toBe(
      undefined,
    );
  });

  it('drops an e-mail that is not text', () => {
    expect(v.parse(emailSearchSchema, { email: 12 })).toEqual({ email: undefined });
    expect(v.parse(emailSearchSchema, {})).toEqual({ email: undefined });
  });
});
