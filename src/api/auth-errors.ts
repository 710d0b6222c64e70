/**
 * What a failed user-pool call means to the app: the network could not be reached (keep what we
 * have; nothing signs a user out because of it), or the pool refused, with the catalogue code of
 * its error name (see `authErrorCodeFor`).
 */
import { ErrorCode, authErrorCodeFor } from '../domain/error-codes';

export type AuthFailure = { kind: 'offline' } | { kind: 'refused'; code: ErrorCode };

/** Error names by which the pool says that the session is over (not a network failure). */
const SESSION_REFUSALS = new Set([
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'RefreshTokenReuseException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

/** The `name` an error carries (Amplify puts the pool's `__type` there), or ''. */
export function errorName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { name } = error as { name?: unknown };
  return typeof name === 'string' ? name : '';
}

/** What browsers say when `fetch` gets no answer (Chromium, Firefox, Safari). */
const FETCH_FAILED = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * True when the request never got an answer: Amplify's `NetworkError`, a `fetch` that failed, or
 * a browser that says it is offline.
 */
export function isNetworkError(error: unknown): boolean {
  if (errorName(error) === 'NetworkError') return true;
  if (error instanceof TypeError && FETCH_FAILED.test(error.message)) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True when the pool answered that this session is no longer valid. */
export function isSessionRefusal(error: unknown): boolean {
  return SESSION_REFUSALS.has(errorName(error));
}

export function authFailure(error: unknown): AuthFailure {
  if (isNetworkError(error)) return { kind: 'offline' };
  return { kind: 'refused', code: authErrorCodeFor(errorName(error)) };
}

/** True for a failure the catalogue has no words for (to be reported as unexpected). */
export function isUnexpectedAuthFailure(failure: AuthFailure): boolean {
  return failure.kind === 'refused' && failure.code === ErrorCode.INTERNAL;
}
