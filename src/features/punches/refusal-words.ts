/**
 * The words for a refused punch on /punches: the catalogue's words for its code, and for
 * TOO_MANY_CODE_TRIES the wait still left at `nowMs` (device clock), counted from when the
 * server answered.
 */
import type { MessageDescriptor } from '@lingui/core';
import { ErrorCode } from '../../domain/error-codes';
import { errorMessages, tooManyCodeTriesMessage } from '../../ui/error-messages';
import type { PunchState } from './punch-state';

export function refusalWords(
  state: Extract<PunchState, { kind: 'refused' }>,
  nowMs: number,
): MessageDescriptor {
  if (state.reason === ErrorCode.TOO_MANY_CODE_TRIES) {
    const leftSeconds = state.retryAt === undefined ? null : (state.retryAt - nowMs) / 1000;
    return tooManyCodeTriesMessage(leftSeconds);
  }
  return errorMessages[state.reason ?? ErrorCode.INTERNAL];
}
