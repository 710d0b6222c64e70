import { describe, expect, it } from 'vitest';
import {
  authFailure,
  isNetworkError,
  isSessionRefusal,
  isUnexpectedAuthFailure,
} from '../../src/api/auth-errors';
import { ErrorCode } from '../../src/domain/error-codes';

const named = (name: string) => Object.assign(new Error('the pool says no'), { name });

describe('a failed user-pool call', () => {
  it.each([
    [named('NetworkError'), { kind: 'offline' }],
    [new TypeError('Failed to fetch'), { kind: 'offline' }],
    [named('NotAuthorizedException'), { kind: 'refused', code: ErrorCode.AUTH_WRONG_PASSWORD }],
    [named('UsernameExistsException'), { kind: 'refused', code: ErrorCode.AUTH_USER_EXISTS }],
    [named('CodeMismatchException'), { kind: 'refused', code: ErrorCode.AUTH_CODE_MISMATCH }],
    [named('LimitExceededException'), { kind: 'refused', code: ErrorCode.AUTH_TOO_MANY_ATTEMPTS }],
    [named('SomethingNew'), { kind: 'refused', code: ErrorCode.INTERNAL }],
    [new TypeError('x is undefined'), { kind: 'refused', code: ErrorCode.INTERNAL }],
    ['a string', { kind: 'refused', code: ErrorCode.INTERNAL }],
  ])('%s reads as %j', (error, failure) => {
    expect(authFailure(error)).toEqual(failure);
  });

  it('is unexpected only when the catalogue has no words for it', () => {
    expect(isUnexpectedAuthFailure(authFailure(named('SomethingNew')))).toBe(true);
    expect(isUnexpectedAuthFailure(authFailure(named('NotAuthorizedException')))).toBe(false);
    expect(isUnexpectedAuthFailure(authFailure(named('NetworkError')))).toBe(false);
  });

  it('ends the session only on an explicit refusal, never on a network failure', () => {
    expect(isSessionRefusal(named('NotAuthorizedException'))).toBe(true);
    expect(isSessionRefusal(named('UserNotFoundException'))).toBe(true);
    expect(isSessionRefusal(named('NetworkError'))).toBe(false);
    expect(isSessionRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNetworkError(named('NotAuthorizedException'))).toBe(false);
  });
});
