import { describe, expect, it } from 'vitest';
import { graphQLErrorCodes, isUnauthenticatedError } from '../../src/app/query-errors';

const clientError = (...codes: string[]) => ({
  response: { errors: codes.map((code) => ({ message: 'x', extensions: { code } })) },
});

describe('errors that end the session', () => {
  it('reads the codes of a GraphQL answer', () => {
    expect(graphQLErrorCodes(clientError('TOO_FAR', 'BAD_INPUT'))).toEqual([
      'TOO_FAR',
      'BAD_INPUT',
    ]);
    expect(graphQLErrorCodes({ extensions: { code: 'FORBIDDEN' } })).toEqual(['FORBIDDEN']);
    expect(graphQLErrorCodes(new Error('x'))).toEqual([]);
    expect(graphQLErrorCodes(null)).toEqual([]);
  });

  it.each([
    [clientError('UNAUTHENTICATED'), true],
    [{ extensions: { code: 'UNAUTHENTICATED' } }, true],
    [Object.assign(new Error('x'), { name: 'NotAuthorizedException' }), true],
    [clientError('FORBIDDEN'), false],
    [new TypeError('Failed to fetch'), false],
  ])('%j is unauthenticated: %s', (error, expected) => {
    expect(isUnauthenticatedError(error)).toBe(expected);
  });
});
