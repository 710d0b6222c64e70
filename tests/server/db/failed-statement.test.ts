import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isFailedStatement, loggableError } from '../../../server/db/failed-statement';

/** A failed statement shaped as drizzle makes it (DrizzleQueryError). */
function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    constraint: 'users_email_unique',
    table: 'users',
    detail: 'Key (email)=(kari@example.com) already exists.',
  });
  const error = new Error(
    'Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: kari@example.com,$argon2id$secret',
    { cause },
  );
  return Object.assign(error, {
    query: 'insert into users (email, password_hash) values ($1, $2)',
    params: ['kari@example.com', '$argon2id$secret'],
  });
}

describe('loggableError', () => {
  it('describes a failed statement by its SQL, code and names, without values', () => {
    const logged = JSON.stringify(loggableError(failedQuery()));
    expect(logged).toContain('insert into users (email, password_hash) values ($1, $2)');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('kari@example.com');
    expect(logged).not.toContain('secret');
  });

  it('finds the statement inside a GraphQL error that wraps it', () => {
    const wrapped = new GraphQLError('Failed query: ... params: kari@example.com', {
      originalError: failedQuery(),
    });
    expect(isFailedStatement(wrapped)).toBe(true);
    expect(JSON.stringify(loggableError(wrapped))).not.toContain('kari@example.com');
  });

  it('passes any other error through as it is', () => {
    const other = new Error('disk full');
    expect(isFailedStatement(other)).toBe(false);
    expect(loggableError(other)).toBe(other);
  });
});
