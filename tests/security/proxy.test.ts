/**
 * A reverse proxy on the same host, against the real server over HTTP on PGlite and PostgreSQL.
 * Behind it every client connects from loopback, so loopback alone proves nothing: the dev outbox
 * and GraphiQL answer only a request straight from loopback WITHOUT any forwarding header, only
 * outside production and only while no SMTP_URL is set (anything else gets the 404 of a path that
 * does not exist), and GraphiQL's page pulls nothing from another host. With TRUST_PROXY=1 the
 * sign-in throttles count the address the proxy forwards, so one client's junk sign-ins do not
 * lock out another client; without TRUST_PROXY a forged X-Forwarded-For changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../server/auth/throttle';
import { DATABASE_KINDS, startApi, type ApiHarness } from '../server/support/api-harness';
import { apiBeforeAll } from '../server/support/before-all';
import { PRODUCTION_ENV } from '../server/support/production-env';
import { passwordSignIn } from './support/user-pool-call';

const RIGHT_PASSWORD = 'Orienteering1';

const FORWARDING_HEADERS: Record<string, string>[] = [
  { forwarded: 'for=203.0.113.7;proto=https' },
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-real-ip': '203.0.113.7' },
  { via: '1.1 caddy' },
];

interface Answer {
  status: number;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.text() };
}

const outbox = (api: ApiHarness, headers: Record<string, string> = {}) =>
  get(`${api.url}/dev/outbox`, headers);
const graphiql = (api: ApiHarness, headers: Record<string, string> = {}) =>
  get(`${api.url}/graphql`, { accept: 'text/html', ...headers });
/** What a path that does not exist answers. */
const unknownPath = (api: ApiHarness) => get(`${api.url}/dev/no-such-thing.json`);

describe.each(DATABASE_KINDS)('behind a proxy, on %s', (kind) => {
  describe('a development server without SMTP', () => {
    const api = apiBeforeAll(kind);

    it('serves the dev outbox and GraphiQL to a direct loopback request', async () => {
      const mails = await outbox(api);
      expect(mails.status).toBe(200);
      expect(JSON.parse(mails.body)).toEqual(expect.any(Array));
      const page = await graphiql(api);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/graphiql/i);
    });

    it.each(FORWARDING_HEADERS)(
      'refuses a loopback request carrying %j like an unknown path',
      async (header) => {
        const notFound = await unknownPath(api);
        expect(notFound.status).toBe(404);
        expect(await outbox(api, header)).toEqual(notFound);
        expect(await graphiql(api, header)).toEqual(notFound);
      },
    );

    it('serves a GraphiQL page that loads nothing from another host', async () => {
      const page = (await graphiql(api)).body;
      // No script, style, image or frame from an absolute URL (its icon is a data: URL, its
      // script inline), no CSS url() or module import from a host.
      expect(page).toMatch(/<script>/u);
      expect(page).not.toMatch(/\b(src|href)\s*=\s*["']?(https?:)?\/\//iu);
      expect(page).not.toMatch(/url\(\s*["']?(https?:)?\/\//iu);
      expect(page).not.toMatch(/\bimport\s*\(?\s*["'](https?:)?\/\//iu);
      expect(page).not.toMatch(/(unpkg\.com|jsdelivr\.net|esm\.sh|cdnjs)/iu);
    });
  });

  describe.each([
    ['with SMTP set', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['in production', PRODUCTION_ENV],
  ])('a server %s', (_case, env) => {
    const api = apiBeforeAll(kind, { env });

    it('serves neither the dev outbox nor GraphiQL, even to a direct loopback request', async () => {
      const notFound = await unknownPath(api);
      expect(notFound.status).toBe(404);
      expect(await outbox(api)).toEqual(notFound);
      expect(await graphiql(api)).toEqual(notFound);
    });
  });

  describe('sign-in throttles', () => {
    const junkSignIns = THROTTLE_RULES.address.limit;
    const junk = (api: ApiHarness, headers: Record<string, string>) =>
      passwordSignIn(
        api.url,
        `junk-${randomUUID().slice(0, 8)}@example.com`,
        'Junk-pass1',
        headers,
      );

    it(`with TRUST_PROXY=1: ${junkSignIns} junk sign-ins of one client do not lock out another`, async () => {
      const api = await startApi(kind, { env: { TRUST_PROXY: '1' } });
      try {
        const { email } = await api.user('player');
        const attacker = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
        for (let n = 0; n < junkSignIns; n += 1) {
          expect((await junk(api, attacker)).type).toBe('NotAuthorizedException');
        }
        expect((await junk(api, attacker)).type).toBe('TooManyRequestsException');
        const other = { 'x-forwarded-for': '198.51.100.1, 192.0.2.44' };
        const signedIn = await passwordSignIn(api.url, email, RIGHT_PASSWORD, other);
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.AuthenticationResult).toBeDefined();
      } finally {
        await api.close();
      }
    });

    it('without TRUST_PROXY: a forged X-Forwarded-For does not escape the address count', async () => {
      const api = await startApi(kind);
      try {
        for (let n = 0; n < junkSignIns; n += 1) {
          const forged = { 'x-forwarded-for': `203.0.113.${n + 1}` };
          expect((await junk(api, forged)).type).toBe('NotAuthorizedException');
        }
        const fresh = { 'x-forwarded-for': '192.0.2.99' };
        expect((await junk(api, fresh)).type).toBe('TooManyRequestsException');
      } finally {
        await api.close();
      }
    });
  });
});
