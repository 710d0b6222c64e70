/**
 * The app's wire in a component test: `fetch` answers `/config.json` with a runtime config and
 * each GraphQL POST with what the test's `answer` gives, in the body the server sends (`data`,
 * or `errors` with `extensions.code`, `field` and `reason`). Everything above `fetch` (the GraphQL
 * client, its reading of refusals, the query layer) is the app's own. The token comes from a
 * mock of `src/api/auth-session` in the test file (vi.mock must stay in the test file).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, graphqlSync, type GraphQLSchema } from 'graphql';
import { expect, vi } from 'vitest';

export interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

/** What the server answers: the `data`, or a refusal's `errors`. */
export type GraphqlAnswer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions: Record<string, unknown> }[] };

const RUNTIME_CONFIG = {
  Auth: { Cognito: { userPoolId: 'local_test', userPoolClientId: 'client' } },
  API: { GraphQL: { endpoint: '/graphql', defaultAuthMode: 'userPool' } },
  baseLayers: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal of one field, as the server words it (BAD_INPUT with the field's reason). */
export function fieldRefusal(
  field: string,
  reason: string,
  range: { min?: number; max?: number; moreThan?: number } = {},
): GraphqlAnswer {
  return {
    errors: [{ message: 'Bad input', extensions: { code: 'BAD_INPUT', field, reason, ...range } }],
  };
}

/** A refusal of the whole request with `code` (no field). */
export function refusal(code: string): GraphqlAnswer {
  return { errors: [{ message: code, extensions: { code } }] };
}

/**
 * Stubs `fetch`; `answer` gives the server's answer to each GraphQL call (the calls are kept in
 * `calls`). Undo with `vi.unstubAllGlobals()`.
 */
export function fakeGraphqlWire(answer: (call: GraphqlCall) => GraphqlAnswer) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
      if (url.pathname === '/config.json') return Promise.resolve(json(RUNTIME_CONFIG));
      const body = init?.body ?? '';
      const call = JSON.parse(typeof body === 'string' ? body : '{}') as GraphqlCall;
      calls.push(call);
      return Promise.resolve(json(answer(call)));
    }),
  );
  return calls;
}

let apiSchema: GraphQLSchema | undefined;

/**
 * The API's own schema (server/graphql/schema/schema.graphql) answering each call with the
 * test's resolvers: a document or variables the schema refuses fail the test.
 */
export function schemaAnswer(rootValue: Record<string, unknown>) {
  // Read by path: jsdom's URL is not one node:fs takes.
  apiSchema ??= buildSchema(
    readFileSync(
      fileURLToPath(import.meta.resolve('../../../server/graphql/schema/schema.graphql')),
      'utf8',
    ),
  );
  const schema = apiSchema;
  return ({ query, variables }: GraphqlCall): GraphqlAnswer => {
    const result = graphqlSync({ schema, source: query, rootValue, variableValues: variables });
    expect(result.errors).toBeUndefined();
    return { data: result.data as Record<string, unknown> };
  };
}
