/**
 * Issue 13, item 8: the web headers of the real server over HTTP. A Content-Security-Policy on
 * the app's pages (no inline script), HSTS only when PUBLIC_URL is https, introspection refused in
 * production and answered outside it, and CORS on /graphql and /auth that names PUBLIC_URL's
 * origin, refuses any other and never allows credentials.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { listen, type RunningServer } from '../../server/server';
import { DATABASE_KINDS, startApi, type ApiHarness } from '../server/support/api-harness';
import { PRODUCTION_ENV } from '../server/support/production-env';
import { createTestDatabase } from '../server/support/test-database';

const PUBLIC_URL = 'https://game.example.org';
const APP_ORIGIN = 'https://game.example.org';
const OTHER_ORIGIN = 'https://evil.example.net';

/** The CSP's directives as a map: `script-src` -> ["'self'"]. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'no Content-Security-Policy').toBeTruthy();
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/u))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the app pages', () => {
  let database: Database;
  let root: string;
  const servers: RunningServer[] = [];

  async function serve(env: Record<string, string>): Promise<string> {
    const running = await listen(
      {
        config: loadConfig({ DATA_DIR: path.join(root, 'data'), NODE_ENV: 'test', ...env }),
        database,
        distDir: path.join(root, 'dist'),
      },
      0,
      '127.0.0.1',
    );
    servers.push(running);
    return running.url;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-headers-'));
    // The build's shape: an HTML shell with its module script, the service worker.
    fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><title>Map Game</title><script type="module" src="/assets/index.js"></script>',
    );
    fs.writeFileSync(path.join(root, 'dist', 'assets', 'index.js'), 'export {};');
    fs.writeFileSync(path.join(root, 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  });

  afterAll(async () => {
    for (const running of servers) await running.close();
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/game-map', '/sw.js'])(
    'sends a CSP without inline script on %s',
    async (pathname) => {
      const url = await serve({});
      const response = await fetch(`${url}${pathname}`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      // Workers only from this origin: the service worker and MapLibre's worker file.
      expect(policy.get('worker-src')).toEqual(["'self'"]);
    },
  );

  it('names the base layers, Cognito and PUBLIC_URL in the policy', async () => {
    const url = await serve({
      PUBLIC_URL,
      STREET_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      COGNITO_REGION: 'eu-north-1',
      COGNITO_USER_POOL_ID: 'eu-north-1_AbCdEf',
      COGNITO_CLIENT_ID: 'client',
    });
    const policy = directives((await fetch(`${url}/`)).headers.get('content-security-policy'));
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://tiles.example.com', 'blob:', 'data:']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        APP_ORIGIN,
        'https://tiles.example.com',
        'https://cognito-idp.eu-north-1.amazonaws.com',
      ]),
    );
    // An https app loads nothing over http.
    expect(policy.get('connect-src')).not.toContain('http:');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('keeps the repository index.html free of inline script', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gu)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/u);
      expect(body?.trim()).toBe('');
    }
  });

  it('sends HSTS for a year with subdomains when PUBLIC_URL is https', async () => {
    const url = await serve({ PUBLIC_URL });
    for (const pathname of ['/', '/healthz', '/graphql']) {
      const response = await fetch(`${url}${pathname}`, { method: 'GET' });
      expect(response.headers.get('strict-transport-security'), pathname).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it.each<Record<string, string>>([{}, { PUBLIC_URL: 'http://localhost:8080' }])(
    'sends no HSTS with %j',
    async (env) => {
      const url = await serve(env);
      for (const pathname of ['/', '/healthz']) {
        const response = await fetch(`${url}${pathname}`);
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    },
  );
});

async function preflight(url: string, origin: string, headers: string) {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  });
}

describe.each(DATABASE_KINDS)('the API in production with an https PUBLIC_URL (%s)', (kind) => {
  let production: ApiHarness;
  let development: ApiHarness;

  beforeAll(async () => {
    [production, development] = await Promise.all([
      startApi(kind, { env: { ...PRODUCTION_ENV, PUBLIC_URL } }),
      startApi(kind),
    ]);
  });

  afterAll(async () => {
    await Promise.all([production.close(), development.close()]);
  });

  it('refuses introspection in production with a code', async () => {
    const player = await production.user('player');
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      const answer = await player.gql(query);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // An ordinary query, __typename included, still runs.
    const plain = await player.gql('{ __typename }');
    expect(plain.errors).toBeUndefined();
    expect(plain.data).toEqual({ __typename: 'Query' });
  });

  it('answers introspection outside production', async () => {
    const player = await development.user('player');
    const answer = await player.gql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });

  it.each([
    ['/graphql', 'authorization, content-type'],
    ['/auth', 'content-type, x-amz-target'],
  ])('allows PUBLIC_URL’s origin on %s, without credentials', async (pathname, headers) => {
    const response = await preflight(`${production.url}${pathname}`, APP_ORIGIN, headers);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    for (const header of headers.split(', ')) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it.each([
    ['/graphql', 'authorization, content-type'],
    ['/auth', 'content-type, x-amz-target'],
  ])('refuses another origin on %s', async (pathname, headers) => {
    const response = await preflight(`${production.url}${pathname}`, OTHER_ORIGIN, headers);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    // Nor does a request itself carry an allow-origin for it.
    const post = await fetch(`${production.url}${pathname}`, {
      method: 'POST',
      headers: { origin: OTHER_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['/graphql', '/auth'])(
    'allows any origin on %s without PUBLIC_URL, never with credentials',
    async (pathname) => {
      const response = await preflight(
        `${development.url}${pathname}`,
        OTHER_ORIGIN,
        'content-type',
      );
      expect(response.status).toBeLessThan(300);
      expect(['*', OTHER_ORIGIN]).toContain(response.headers.get('access-control-allow-origin'));
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it('sends HSTS on API answers with an https PUBLIC_URL, and none without', async () => {
    const secure = await fetch(`${production.url}/healthz`);
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await fetch(`${development.url}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
