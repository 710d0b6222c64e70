/**
 * Compression and caching as a browser meets them, from the real server over HTTP on loopback:
 * the build's brotli and gzip copies served by what the request accepts (with Vary), images sent
 * as they are, large GraphQL and user-pool answers encoded when accepted, and the cache headers of hashed
 * assets and of the files an update must reach at once.
 */
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { users } from '../../../server/db/schema/users';
import { EMBEDDED_CLIENT_ID } from '../../../server/http/client-config';
import { listen, type RunningServer } from '../../../server/server';
import { startApi, type ApiHarness } from '../support/api-harness';
import { createTestDatabase } from '../support/test-database';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** One request with exactly the headers given (fetch would add its own Accept-Encoding). */
function request(
  url: string,
  headers: Record<string, string>,
  options: { method?: string; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

/** Repetitive text a few KB long, as a bundle is. */
const SCRIPT = Array.from(
  { length: 200 },
  (_, i) => `export const value${i} = "control ${i}";`,
).join('\n');
const SHELL = `<!doctype html><title>shell</title>${'<!-- app -->'.repeat(200)}`;
// A PNG's signature and a few bytes: never re-encoded, with or without a copy beside it.
const PNG = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(2000).fill(7),
]);

/** A dist folder as the build writes it: text files with their .br and .gz copies. */
function writeBuiltDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'icons'));
  const texts: Record<string, string> = {
    'index.html': SHELL,
    'assets/index-abc123.js': SCRIPT,
    'sw.js': SCRIPT,
    'manifest.webmanifest': JSON.stringify({ name: 'Map Game', pad: 'x'.repeat(2000) }),
  };
  for (const [name, text] of Object.entries(texts)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  fs.writeFileSync(path.join(dir, 'icons', 'icon-192.png'), PNG);
  return dir;
}

describe('static files of the build', () => {
  let distDir: string;
  let dataDir: string;
  let database: Database;
  let server: RunningServer;

  beforeAll(async () => {
    distDir = writeBuiltDist();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-data-'));
    database = await createTestDatabase();
    server = await listen(
      { config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }), database, distDir },
      0,
      '127.0.0.1',
    );
  });

  afterAll(async () => {
    await server.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('sends a script to Accept-Encoding "%s" as %s, with Vary', async (accept, encoding) => {
    const answer = await request(
      `${server.url}/assets/index-abc123.js`,
      accept ? { 'accept-encoding': accept } : {},
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decoded(answer).toString()).toBe(SCRIPT);
    if (encoding) expect(answer.body.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('sends the app shell of a client route compressed too', async () => {
    const answer = await request(`${server.url}/sign-in`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(decoded(answer).toString()).toBe(SHELL);
  });

  it('sends a PNG as it is, whatever the browser accepts', async () => {
    const answer = await request(`${server.url}/icons/icon-192.png`, {
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body.equals(PNG)).toBe(true);
  });

  it('lets a browser keep hashed assets for a year without asking again', async () => {
    const answer = await request(`${server.url}/assets/index-abc123.js`, {
      'accept-encoding': 'br',
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/sign-in', '/sw.js', '/manifest.webmanifest', '/config.json'])(
    'has the browser revalidate %s every time (no-cache), so an update shows',
    async (route) => {
      const answer = await request(`${server.url}${route}`, { 'accept-encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await request(`${server.url}/sw.js`, { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await request(`${server.url}/sw.js`, {
      'accept-encoding': 'br',
      'if-none-match': etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('GraphQL answers', () => {
  let api: ApiHarness;
  let token: string;
  const CONTROLS = 40;
  const LIST = `query ($owner: String!) {
    controlsByOwner(owner: $owner, limit: 100) { items { id visualCode lat lng secretCode } } }`;
  let owner: string;

  beforeAll(async () => {
    api = await startApi('pglite');
    const editor = await api.user('editor');
    token = editor.idToken;
    owner = editor.sub;
    for (let i = 0; i < CONTROLS; i += 1) {
      const created = await editor.gql(
        `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`,
        { input: { visualCode: String(31 + i), lat: 58.46, lng: 8.77, secretCode: 'FOX' } },
      );
      expect(created.errors).toBeUndefined();
    }
  });

  afterAll(async () => {
    await api.close();
  });

  function post(query: string, variables: Record<string, unknown>, accept?: string) {
    return request(
      `${api.url}/graphql`,
      {
        'content-type': 'application/json',
        authorization: token,
        ...(accept === undefined ? {} : { 'accept-encoding': accept }),
      },
      { method: 'POST', body: JSON.stringify({ query, variables }) },
    );
  }

  function itemsOf(answer: RawAnswer): unknown[] {
    const body = JSON.parse(decoded(answer).toString()) as {
      data: { controlsByOwner: { items: unknown[] } };
    };
    return body.data.controlsByOwner.items;
  }

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
    ['br;q=0, gzip', 'gzip'],
  ])('encodes a large answer for Accept-Encoding %s as %s', async (accept, encoding) => {
    const answer = await post(LIST, { owner }, accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(itemsOf(answer)).toHaveLength(CONTROLS);
    const plainBytes = decoded(answer).length;
    expect(plainBytes).toBeGreaterThan(1024);
    if (encoding) expect(answer.body.length).toBeLessThan(plainBytes / 2);
  });

  it('sends a small answer as it is (not worth a compression), still with Vary', async () => {
    const answer = await post(`query { __typename }`, {}, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('user pool answers (/auth)', () => {
  let api: ApiHarness;
  const email = 'compress-pool@example.com';
  const password = 'Orienteering1';

  beforeAll(async () => {
    api = await startApi('pglite');
    await api.database.db.insert(users).values({
      id: randomUUID(),
      email,
      name: 'Pool Compression',
      nickname: 'poolzip',
      passwordHash: await hash(password),
      confirmed: true,
      groups: [],
      publishResults: 'PUBLIC',
    });
  });

  afterAll(async () => {
    await api.close();
  });

  function initiateAuth(passwordTried: string, accept?: string) {
    return request(
      `${api.url}/auth`,
      {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        ...(accept === undefined ? {} : { 'accept-encoding': accept }),
      },
      {
        method: 'POST',
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: EMBEDDED_CLIENT_ID,
          AuthParameters: { USERNAME: email, PASSWORD: passwordTried },
        }),
      },
    );
  }

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
  ])('encodes a sign-in answer for Accept-Encoding %s as %s', async (accept, encoding) => {
    const answer = await initiateAuth(password, accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const plain = decoded(answer);
    expect(plain.length).toBeGreaterThan(1024);
    const body = JSON.parse(plain.toString()) as {
      AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
    };
    expect(body.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    expect(body.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    expect(body.AuthenticationResult?.RefreshToken).toEqual(expect.any(String));
    if (encoding) expect(answer.body.length).toBeLessThan(plain.length);
  });

  it('sends a small refusal as it is, with its error type and Vary', async () => {
    const answer = await initiateAuth('Wrong-password-1', 'br, gzip');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['x-amzn-errortype']).toBe('NotAuthorizedException');
    expect(JSON.parse(answer.body.toString())).toMatchObject({ __type: 'NotAuthorizedException' });
  });
});
