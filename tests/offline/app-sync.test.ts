/**
 * The app's sync session: a token is only used for the user its `sub` claim names.
 */
import { describe, expect, it } from 'vitest';
import { tokenSub } from '../../src/offline/app-sync';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokenSub', () => {
  it.each([
    [`${part({ alg: 'RS256' })}.${part({ sub: 'user-ø-1', exp: 1 })}.sig`, 'user-ø-1'],
    [`${part({ alg: 'RS256' })}.${part({ exp: 1 })}.sig`, null],
    [`${part({ alg: 'RS256' })}.${part({ sub: 42 })}.sig`, null],
    ['not-a-token', null],
    ['a.%%%.c', null],
  ])('reads %s as %s', (token, sub) => {
    expect(tokenSub(token)).toBe(sub);
  });
});
