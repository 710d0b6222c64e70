import { describe, expect, it } from 'vitest';
import { allowedOrigin, corsAllowOrigin } from '../../../server/http/cors';

describe('allowedOrigin', () => {
  it('is the origin of PUBLIC_URL, path and trailing slash dropped', () => {
    expect(allowedOrigin('https://game.example.org/app/')).toBe('https://game.example.org');
    expect(allowedOrigin('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('is undefined (any origin) without PUBLIC_URL', () => {
    expect(allowedOrigin(undefined)).toBeUndefined();
  });
});

describe('corsAllowOrigin', () => {
  const app = 'https://game.example.org';
  it.each([
    [app, app, app],
    ['https://evil.example.net', app, undefined],
    ['https://game.example.org.evil.example.net', app, undefined],
    ['http://game.example.org', app, undefined],
    [undefined, app, undefined],
    ['https://anything.example', undefined, '*'],
    [undefined, undefined, '*'],
  ])('a request from %s with %s allowed -> %s', (origin, allowed, answer) => {
    expect(corsAllowOrigin(origin, allowed)).toBe(answer);
  });
});
