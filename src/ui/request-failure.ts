import type { MessageDescriptor } from '@lingui/core';
import { isNetworkError } from '../api/auth-errors';
import { apiErrorCode } from '../api/graphql-client';
import { errorMessages, offlineMessage, unexpectedErrorMessage } from './error-messages';

/** The words for a failed call: the refusal's catalogue code, offline, or unexpected. */
export function messageForRequestFailure(error: unknown): MessageDescriptor {
  const code = apiErrorCode(error);
  if (code) return errorMessages[code];
  return isNetworkError(error) ? offlineMessage : unexpectedErrorMessage;
}
