/**
 * Expected refusals: a GraphQL error whose message and `extensions.code` are one of the catalogue's
 * codes (plus, for bad input, the field). The client words them; nothing else reaches a client.
 */
import { GraphQLError } from 'graphql';
import type { AffectedRecords } from '../../src/domain/affected-records';
import { ErrorCode, isErrorCode, type FieldErrorCode } from '../../src/domain/error-codes';

export interface AppErrorDetails {
  /** The input field at fault, as a dot path (`input.name`). */
  field?: string;
  /** The field-level reason, for `BAD_INPUT` and `MISSING_FIELD`. */
  reason?: FieldErrorCode;
  /** The range an OUT_OF_RANGE field broke (`src/domain/schemas/field-range.ts`). */
  min?: number;
  max?: number;
  moreThan?: number;
  integer?: boolean;
  /** The request limit that was exceeded, for `QUERY_TOO_COMPLEX` (`depth`, `aliases`, ...). */
  limit?: string;
  /** Whole seconds until the refused action may be tried again (`TOO_MANY_CODE_TRIES`). */
  retryAfterSeconds?: number;
  /** What the refused change would touch (CONTROL_IN_USE, LEVEL_IN_PLAY, ORDER_TAKEN). */
  affected?: AffectedRecords;
  /** What a game lacks before it may be published (GAME_NOT_PLAYABLE; publish-checklist.ts). */
  missing?: readonly string[];
  /** The HTTP status to answer with when the error ends the request (401 for UNAUTHENTICATED). */
  status?: number;
}

export function appError(code: ErrorCode, details: AppErrorDetails = {}): GraphQLError {
  const { status, ...rest } = details;
  return new GraphQLError(code, {
    extensions: { code, ...rest, ...(status ? { http: { status } } : {}) },
  });
}

export function unauthenticated(): GraphQLError {
  return appError(ErrorCode.UNAUTHENTICATED, { status: 401 });
}

/**
 * True for a GraphQLError, by shape: graphql-yoga may load the other (CommonJS or ESM) copy of
 * the graphql package, whose GraphQLError fails `instanceof` against ours.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return (
    error instanceof Error &&
    error.name === 'GraphQLError' &&
    typeof (error as { extensions?: unknown }).extensions === 'object'
  );
}

/** True for an error we raised on purpose (its code is in the catalogue). */
export function isAppError(error: unknown): error is GraphQLError {
  return isGraphQLError(error) && isErrorCode(error.extensions.code);
}
