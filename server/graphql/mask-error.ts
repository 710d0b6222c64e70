/**
 * Every error that leaves the server: expected ones (see app-error.ts) and GraphQL's own
 * validation errors pass as they are; anything else is logged here and sent as `INTERNAL`, so no
 * stack trace, SQL or internal message ever reaches a client. A failed SQL statement is logged
 * without its parameters (see `failed-statement.ts`).
 */
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../../src/domain/error-codes';
import { isFailedStatement, loggableError } from '../db/failed-statement';
import { appError, isAppError, isGraphQLError } from './app-error';

export function maskError(error: unknown): Error {
  if (isAppError(error)) return error;
  if (isGraphQLError(error) && isAppError(error.originalError)) {
    return new GraphQLError(error.originalError.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: error.originalError.extensions,
    });
  }
  // A GraphQL error about the request itself (parse, validation, a variable of the wrong type or a
  // missing required input field): it has no path, since no resolver ran. The client's fault.
  if (isGraphQLError(error) && (!error.originalError || !error.path) && !isFailedStatement(error)) {
    // HTTP 400 said outright: yoga would answer 500 for a syntax error raised by another copy of
    // the graphql package (graphql-armor's token-counting parser loads the CommonJS one).
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: { code: ErrorCode.BAD_INPUT, http: { status: 400 } },
    });
  }
  const path = isGraphQLError(error) ? error.path?.join('.') : undefined;
  console.error(
    `Unexpected error in a GraphQL request${path ? ` at ${path}` : ''}:`,
    loggableError(error),
  );
  return appError(ErrorCode.INTERNAL);
}
