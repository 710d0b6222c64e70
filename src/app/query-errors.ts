/**
 * What happens to a failed query or mutation nobody handled on screen: an unauthenticated answer
 * (GraphQL `extensions.code` UNAUTHENTICATED, or NotAuthorizedException from the pool) ends the
 * session; a network failure is left to the screen (offline is normal here); a catalogue code is
 * the screen's to show; anything else gets the generic "unexpected error" toast.
 */
import { errorName, isNetworkError } from '../api/auth-errors';
import { handleUnauthenticated } from '../api/auth-session';
import { graphqlErrorsOf } from '../api/graphql-client';
import { ErrorCode, isErrorCode } from '../domain/error-codes';
import { errorMessages } from '../ui/error-messages';
import { reportUnexpectedError, showToast } from '../ui/toast-store';

/** The `extensions.code` values of a failed request (read by the wire's `graphqlErrorsOf`). */
export function graphQLErrorCodes(error: unknown): unknown[] {
  return graphqlErrorsOf(error).map((e) => e.extensions?.code);
}

export function isUnauthenticatedError(error: unknown): boolean {
  return (
    graphQLErrorCodes(error).includes(ErrorCode.UNAUTHENTICATED) ||
    errorName(error) === 'NotAuthorizedException'
  );
}

/** For the query client's caches: `meta: { handlesErrors: true }` opts a query out of the toast. */
export function handleUnhandledQueryError(
  error: unknown,
  meta: Record<string, unknown> | undefined,
): void {
  if (isUnauthenticatedError(error)) {
    showToast(errorMessages[ErrorCode.UNAUTHENTICATED], { tone: 'error' });
    void handleUnauthenticated();
    return;
  }
  if (meta?.handlesErrors === true || isNetworkError(error)) return;
  if (graphQLErrorCodes(error).some(isErrorCode)) return;
  reportUnexpectedError(error);
}
