/**
 * What a log may say about an unexpected error. A failed SQL statement (drizzle's "Failed query:
 * ... params: ..." error, found anywhere in the chain of `originalError` and `cause`) is logged by
 * its statement's shape (the SQL text, whose values are `$1`, `$2`, ...), the database's SQLSTATE
 * code and the names of the table, column and constraint, with the stack frames. Never its
 * parameters, nor the database's message or detail, which quote values (`Key (email)=(...)`):
 * they can hold passwords' and tokens' hashes, one-time codes and e-mail addresses.
 */

/** A statement that failed: drizzle's DrizzleQueryError, read by shape. */
interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

function isFailedQuery(error: unknown): error is FailedQuery {
  return (
    error instanceof Error &&
    typeof (error as Partial<FailedQuery>).query === 'string' &&
    Array.isArray((error as Partial<FailedQuery>).params)
  );
}

/** The failed statement in `error`'s chain (originalError, then cause), if any. */
function failedQueryIn(error: unknown): FailedQuery | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current instanceof Error; depth += 1) {
    if (isFailedQuery(current)) return current;
    const { originalError } = current as { originalError?: unknown };
    current = originalError instanceof Error ? originalError : current.cause;
  }
  return undefined;
}

/** True when `error` is, wraps or was caused by a failed SQL statement. */
export function isFailedStatement(error: unknown): boolean {
  return failedQueryIn(error) !== undefined;
}

/** The database error's fields that name things but quote no value. */
const NAMING_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/** `error`, or for a failed statement a description without its values (see the header). */
export function loggableError(error: unknown): unknown {
  const failed = failedQueryIn(error);
  if (!failed) return error;
  const cause = (failed.cause ?? {}) as Record<string, unknown>;
  const naming = Object.fromEntries(
    NAMING_FIELDS.filter((field) => typeof cause[field] === 'string').map((field) => [
      field,
      cause[field],
    ]),
  );
  const frames = (failed.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    failedStatement: failed.query,
    parameterCount: failed.params.length,
    ...naming,
    ...(frames ? { stack: frames } : {}),
  };
}
