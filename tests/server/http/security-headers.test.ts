import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import {
  contentSecurityPolicy,
  tileSource,
  transportSecurityHeaders,
} from '../../../server/http/security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://127.0.0.1:8088/street/{z}/{x}/{y}.png', 'http://127.0.0.1:8088'],
    ['https://{s}.tiles.example.com/{z}/{x}/{y}.png', 'https://*.tiles.example.com'],
    ['https://tiles.{s}.example.com/{z}/{x}/{y}.png', undefined],
  ])('%s -> %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts and workers from this origin only', () => {
    const policy = directives(contentSecurityPolicy(loadConfig({})));
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows http map sources on an app not served over https', () => {
    const policy = directives(contentSecurityPolicy(loadConfig({})));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['http:', 'https:']));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['http:', 'https:']));
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('names the hosts and upgrades requests for an https app', () => {
    const policy = directives(
      contentSecurityPolicy(
        loadConfig({
          PUBLIC_URL: 'https://game.example.org/app/',
          COGNITO_REGION: 'eu-north-1',
          COGNITO_USER_POOL_ID: 'eu-north-1_AbCdEf',
          COGNITO_CLIENT_ID: 'client',
        }),
      ),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://game.example.org',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://cache.kartverket.no',
      'https://cognito-idp.eu-north-1.amazonaws.com',
      'https:',
    ]);
    expect(policy.get('img-src')).not.toContain('http:');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('transportSecurityHeaders', () => {
  it.each([
    [{ PUBLIC_URL: 'https://game.example.org' }, 'max-age=31536000; includeSubDomains'],
    [{ PUBLIC_URL: 'http://game.example.org' }, undefined],
    [{}, undefined],
  ])('%j -> %s', (env, hsts) => {
    expect(transportSecurityHeaders(loadConfig(env))['strict-transport-security']).toBe(hsts);
  });
});
