/**
 * The readers of a GraphQL refusal, apart from the wire (graphql-client.ts) so that a form can
 * read a refusal's fields without loading the transport and the session: a refusal is a GraphQL
 * error with a stable `extensions.code` (src/domain/error-codes.ts); `errorCodeOf` reads an
 * answer's errors, `apiErrorCode` a thrown failure, and `apiFieldErrors` the field problems of a
 * BAD_INPUT or MISSING_FIELD answer.
 */
import { isErrorCode, type ErrorCode } from '../domain/error-codes';

/** One GraphQL error of an answer. */
export interface GraphqlError {
  message?: string;
  path?: readonly (string | number)[];
  extensions?: Readonly<Record<string, unknown>>;
}

/**
 * The GraphQL errors a failure carries: those of a refused request (GraphqlRequestError, or any
 * error with the same `response.errors`), or the error itself when it is a bare GraphQL error.
 */
export function graphqlErrorsOf(error: unknown): readonly GraphqlError[] {
  if (typeof error !== 'object' || error === null) return [];
  const { response, extensions } = error as {
    response?: { errors?: unknown };
    extensions?: unknown;
  };
  if (Array.isArray(response?.errors)) return response.errors as GraphqlError[];
  return typeof extensions === 'object' && extensions !== null ? [error] : [];
}

/** The first catalogue code among an answer's errors, or null. */
export function errorCodeOf(errors: readonly GraphqlError[] | undefined): ErrorCode | null {
  for (const e of errors ?? []) {
    const code = e.extensions?.code;
    if (isErrorCode(code)) return code;
  }
  return null;
}

/** The first catalogue code of a refusal, or null (a network failure, an unknown answer). */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return errorCodeOf(graphqlErrorsOf(error));
}

/**
 * The field problems of a refusal, `{ 'input.name': 'REQUIRED' }`, from the errors'
 * `extensions.field` (a dot path under the arguments) and `extensions.reason` (a FieldErrorCode).
 * Empty when the refusal names no field.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphqlErrorsOf(error)) {
    const { field, reason } = e.extensions ?? {};
    if (typeof field === 'string' && typeof reason === 'string') fields[field] = reason;
  }
  return fields;
}
