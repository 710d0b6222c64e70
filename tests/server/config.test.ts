import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, modeLine } from '../../server/config';
import { problemsOf } from './support/config-problems';
import { PRODUCTION_ENV } from './support/production-env';

describe('server configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cognito).toBeUndefined();
    expect(config.demo).toBe(true);
    expect(config.production).toBe(false);
    expect(config.baseLayers.map((layer) => [layer.id, layer.allowOffline])).toEqual([
      ['street', false],
      ['topo', false],
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 0 to 65535'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL must be the public http(s) URL of the app'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['MAIL_FROM', 'nobody', 'MAIL_FROM must be an e-mail address'],
    [
      'STREET_TILES_URL',
      'https://tiles.example/{z}/{x}.png',
      'STREET_TILES_URL must contain {z}, {x} and {y}',
    ],
    [
      'OFFLINE_BASE_LAYERS',
      'street,satellite',
      'OFFLINE_BASE_LAYERS must be a comma list of street and topo',
    ],
    ['DEMO', 'maybe', 'DEMO must be 0 or 1'],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('names every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', DEMO: 'x' })).toHaveLength(2);
  });

  it('wants the three COGNITO_ variables together', () => {
    expect(problemsOf({ COGNITO_REGION: 'eu-north-1' })).toEqual([
      'COGNITO_REGION, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID must be set together, or none of them',
    ]);
    const config = loadConfig({
      COGNITO_REGION: 'eu-north-1',
      COGNITO_USER_POOL_ID: 'eu-north-1_AbCdEf',
      COGNITO_CLIENT_ID: 'abc123',
    });
    expect(config.cognito).toEqual({
      region: 'eu-north-1',
      userPoolId: 'eu-north-1_AbCdEf',
      clientId: 'abc123',
    });
  });

  it('reads DEMO=0, production and the offline base layers', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, DEMO: '0', OFFLINE_BASE_LAYERS: 'topo' });
    expect(config.demo).toBe(false);
    expect(config.production).toBe(true);
    expect(config.baseLayers.find((layer) => layer.id === 'topo')?.allowOffline).toBe(true);
    expect(config.baseLayers.find((layer) => layer.id === 'street')?.allowOffline).toBe(false);
  });

  describe('TRUST_PROXY', () => {
    it('is off unless set: the client address is the socket address', () => {
      expect(loadConfig({}).trustProxy).toBeUndefined();
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    });

    it.each([
      ['1', { hops: 1 }],
      ['2', { hops: 2 }],
      ['10.0.0.1', { proxies: ['10.0.0.1'] }],
      ['loopback, 10.0.0.0/8,fd00::/8', { proxies: ['loopback', '10.0.0.0/8', 'fd00::/8'] }],
    ])('reads %j as %j', (value, trust) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
    });

    it.each(['true', '33', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1,,10.0.0.2'])(
      'refuses %j with what it should be',
      (value) => {
        expect(problemsOf({ TRUST_PROXY: value })).toEqual([
          expect.stringMatching(/^TRUST_PROXY must be 0 \(off\), the number of proxies/),
        ]);
      },
    );
  });

  describe('connection caps', () => {
    it('defaults to 256 per address and 4096 in all', () => {
      expect(loadConfig({}).connections).toEqual({ perAddress: 256, total: 4096 });
    });

    it('reads MAX_CONNECTIONS_PER_ADDRESS and MAX_CONNECTIONS', () => {
      const config = loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '64', MAX_CONNECTIONS: '1000' });
      expect(config.connections).toEqual({ perAddress: 64, total: 1000 });
    });

    it.each([
      ['MAX_CONNECTIONS_PER_ADDRESS', '7'],
      ['MAX_CONNECTIONS_PER_ADDRESS', 'many'],
      ['MAX_CONNECTIONS', '15'],
      ['MAX_CONNECTIONS', '-1'],
    ])('refuses %s=%j', (name, value) => {
      expect(problemsOf({ [name]: value })).toEqual([
        expect.stringMatching(new RegExp(`^${name} must be a whole number from`)),
      ]);
    });
  });

  describe('production (NODE_ENV=production)', () => {
    it('starts with an https PUBLIC_URL and SMTP, demo world off by default', () => {
      const config = loadConfig({ ...PRODUCTION_ENV });
      expect(config.production).toBe(true);
      expect(config.demo).toBe(false);
    });

    it('refuses a missing or plain-http PUBLIC_URL, naming it', () => {
      for (const PUBLIC_URL of ['', 'http://maps.example.org']) {
        expect(problemsOf({ ...PRODUCTION_ENV, PUBLIC_URL })).toEqual([
          expect.stringMatching(/^PUBLIC_URL must be set to the https:\/\/ address/),
        ]);
      }
    });

    it('refuses to run without SMTP unless a hosted Cognito pool sends the mail', () => {
      expect(problemsOf({ ...PRODUCTION_ENV, SMTP_URL: '' })).toEqual([
        expect.stringMatching(/^SMTP_URL must be set in production/),
      ]);
      const hosted = {
        COGNITO_REGION: 'eu-north-1',
        COGNITO_USER_POOL_ID: 'eu-north-1_AbCdEf',
        COGNITO_CLIENT_ID: 'abc123',
      };
      expect(problemsOf({ ...PRODUCTION_ENV, SMTP_URL: '', ...hosted })).toEqual([]);
    });

    it('refuses the demo accounts', () => {
      expect(problemsOf({ ...PRODUCTION_ENV, DEMO: '1' })).toEqual([
        expect.stringMatching(/^DEMO must be 0 in production/),
      ]);
    });

    it('names every problem at once', () => {
      expect(problemsOf({ NODE_ENV: 'production', DEMO: '1' })).toHaveLength(3);
    });

    it('says the mode in one line at start', () => {
      expect(modeLine(loadConfig({ ...PRODUCTION_ENV }))).toMatch(
        /^Mode: production \(no dev outbox, no GraphiQL, no introspection/,
      );
      expect(modeLine(loadConfig({}))).toMatch(/^Mode: development/);
    });
  });

  it('takes a METRICS_TOKEN of at least 16 characters', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
  });
});
