import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CONFIG = {
  Auth: { Cognito: { userPoolId: 'local_test', userPoolClientId: 'client' } },
  API: { GraphQL: { endpoint: '/graphql', defaultAuthMode: 'userPool' } },
  baseLayers: [],
};

const ok = () =>
  new Response(JSON.stringify(CONFIG), { headers: { 'content-type': 'application/json' } });
const unavailable = () => new Response('busy', { status: 503 });

/** Stubs `fetch` with `answers` for the successive reads of /config.json; returns the reads. */
function fakeConfigServer(...answers: (() => Response)[]) {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = input;
      reads.push(url);
      if (url !== '/config.json') throw new Error(`unexpected fetch of ${url}`);
      const answer = answers[Math.min(reads.length, answers.length) - 1] ?? ok;
      return Promise.resolve(answer());
    }),
  );
  return reads;
}

/** The modules afresh: the read they share lives for one page, one test here. */
async function freshModules() {
  vi.resetModules();
  const config = await import('../../src/api/runtime-config');
  const client = await import('../../src/api/graphql-client');
  return { ...config, ...client };
}

describe('the runtime configuration, read once per page', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { origin: 'http://app.example' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the map layers, the GraphQL endpoint and every other reader from one read', async () => {
    const reads = fakeConfigServer(ok);
    const { runtimeConfig, runtimeConfigQuery, graphqlEndpoint } = await freshModules();
    const queries = new QueryClient();

    const [first, second, layers, endpoint] = await Promise.all([
      runtimeConfig(),
      runtimeConfig(),
      queries.fetchQuery(runtimeConfigQuery),
      graphqlEndpoint(),
    ]);

    expect(reads).toEqual(['/config.json']);
    expect(first).toEqual(CONFIG);
    expect(second).toBe(first);
    expect(layers).toBe(first);
    expect(endpoint).toBe('http://app.example/graphql');
    expect(await graphqlEndpoint()).toBe('http://app.example/graphql');
    expect(reads).toHaveLength(1);
  });

  it('reads again after a failed read, and keeps the answer once one succeeds', async () => {
    const reads = fakeConfigServer(unavailable, ok);
    const { runtimeConfig, graphqlEndpoint } = await freshModules();

    await expect(runtimeConfig()).rejects.toThrow('config.json answered 503');
    expect(await graphqlEndpoint()).toBe('http://app.example/graphql');
    expect(await runtimeConfig()).toEqual(CONFIG);
    expect(reads).toHaveLength(2);
  });

  it('refuses a configuration without the fields the app needs', async () => {
    fakeConfigServer(() => new Response(JSON.stringify({ Auth: {} })));
    const { runtimeConfig } = await freshModules();

    await expect(runtimeConfig()).rejects.toThrow();
  });
});
