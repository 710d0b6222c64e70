import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/error-codes';
import { loadConfig } from '../../../server/config';
import { appError } from '../../../server/graphql/app-error';
import { bearerToken, graphqlRoute } from '../../../server/graphql/graphql.route';
import { createApp } from '../../../server/http/app';

interface User {
  sub: string;
}

const schema = createSchema<{ user: User }>({
  typeDefs: /* GraphQL */ `
    type Query {
      whoami: String!
      echo(n: Int!): Int
      refused: String
      broken: String
      node: Node
    }
    type Node {
      child: Node
      value: Int
    }
  `,
  resolvers: {
    Query: {
      whoami: (_root, _args, context) => context.user.sub,
      echo: (_root, { n }: { n: number }) => n,
      refused: () => {
        throw appError(ErrorCode.FORBIDDEN);
      },
      broken: () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
      },
      node: () => ({}),
    },
    Node: { child: () => ({}), value: () => 1 },
  },
});

/** The token check under test is the route's; tokens here are resolved by a table. */
const tokens = new Map<string, User>([['token-of-kari', { sub: 'kari' }]]);

function serve(graphiql: boolean) {
  const route = graphqlRoute({
    schema,
    graphiql,
    verifyToken: (token) => {
      const user = tokens.get(token);
      return user ? Promise.resolve(user) : Promise.reject(new Error('invalid token'));
    },
    context: (user: User) => ({ user }),
  });
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-gql-'));
  const app = createApp({ config: loadConfig({}), distDir, routes: [route] });
  return http.createServer((req, res) => void app(req, res));
}

let server: http.Server;
let productionServer: http.Server;
let url: string;
let productionUrl: string;

async function start(s: http.Server): Promise<string> {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/graphql`;
}

beforeAll(async () => {
  server = serve(true);
  productionServer = serve(false);
  url = await start(server);
  productionUrl = await start(productionServer);
});
afterAll(() => {
  server.close();
  productionServer.close();
});

function post(body: unknown, headers: Record<string, string> = {}, to = url) {
  return fetch(to, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('POST /graphql', () => {
  it.each([
    ['no Authorization header', {}],
    ['an empty one', { authorization: '' }],
    ['an unknown token', { authorization: 'not-a-token' }],
    ['Bearer with an unknown token', { authorization: 'Bearer nope' }],
  ])('refuses %s with 401 UNAUTHENTICATED', async (_what, headers) => {
    const response = await post({ query: '{ whoami }' }, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{ message: 'UNAUTHENTICATED', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it.each([
    ['bare, as AppSync takes it', 'token-of-kari'],
    ['after Bearer', 'Bearer token-of-kari'],
  ])('answers a valid token sent %s', async (_what, authorization) => {
    const response = await post({ query: '{ whoami }' }, { authorization });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { whoami: 'kari' } });
  });

  it('passes an expected refusal with its code', async () => {
    const response = await post({ query: '{ refused }' }, { authorization: 'token-of-kari' });
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe('FORBIDDEN');
    expect(body.errors[0]?.message).toBe('FORBIDDEN');
  });

  it('masks an unexpected error: no SQL, path or message leaks', async () => {
    const response = await post({ query: '{ broken }' }, { authorization: 'token-of-kari' });
    const text = await response.text();
    expect(text).toContain('"code":"INTERNAL"');
    expect(text).not.toMatch(/secret_table|\/srv\/app|stack/);
  });

  it.each([
    ['a field the schema does not have', '{ nope }', 'GRAPHQL_VALIDATION_FAILED'],
    ['a query that does not parse', '{ whoami ', 'BAD_INPUT'],
  ])('refuses %s with a stable code', async (_what, query, code) => {
    const response = await post({ query }, { authorization: 'token-of-kari' });
    const body = (await response.json()) as {
      data?: unknown;
      errors: { extensions: { code: string } }[];
    };
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0]?.extensions.code).toBe(code);
  });

  it('refuses a variable of the wrong type with BAD_INPUT, not INTERNAL', async () => {
    const response = await post(
      { query: 'query ($n: Int!) { echo(n: $n) }', variables: { n: 'not a number' } },
      { authorization: 'token-of-kari' },
    );
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_INPUT');
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = `{ node { ${'child { '.repeat(12)}value${' }'.repeat(12)} } }`;
    const response = await post({ query: deep }, { authorization: 'token-of-kari' });
    const body = (await response.json()) as {
      data?: unknown;
      errors?: { extensions: { code: string; limit?: string } }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'depth',
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post(
      { query: `{ whoami } # ${'x'.repeat(300 * 1024)}` },
      { authorization: 'token-of-kari' },
    );
    expect(response.status).toBe(413);
  });

  it('answers the CORS preflight with the headers Amplify sends', async () => {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-amz-user-agent',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('serves GraphiQL only outside production', async () => {
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/graphiql/i);
    const production = await fetch(productionUrl, { headers: { accept: 'text/html' } });
    expect(production.status).toBe(404);
  });
});

describe('bearerToken', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['abc', 'abc'],
    ['Bearer abc', 'abc'],
    ['bearer   abc', 'abc'],
  ])('%j gives %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
