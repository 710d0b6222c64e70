import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../../../server/config';
import { problemsOf } from '../support/config-problems';

describe('the auth and mail configuration', () => {
  it('has Cognito-like defaults: tokens for an hour, refresh tokens for 30 days', () => {
    expect(loadConfig({}).auth).toEqual({
      tokenLifetimeSeconds: 3600,
      refreshTokenLifetimeSeconds: 30 * 24 * 3600,
    });
    expect(loadConfig({}).mailFrom).toBe(DEFAULT_MAIL_FROM);
  });

  it('reads the lifetimes', () => {
    const config = loadConfig({ TOKEN_LIFETIME_MINUTES: '5', REFRESH_TOKEN_LIFETIME_DAYS: '3650' });
    expect(config.auth).toEqual({
      tokenLifetimeSeconds: 300,
      refreshTokenLifetimeSeconds: 3650 * 24 * 3600,
    });
  });

  it.each([
    ['TOKEN_LIFETIME_MINUTES', '4', 'TOKEN_LIFETIME_MINUTES must be a whole number from 5 to 1440'],
    [
      'TOKEN_LIFETIME_MINUTES',
      '1441',
      'TOKEN_LIFETIME_MINUTES must be a whole number from 5 to 1440',
    ],
    [
      'TOKEN_LIFETIME_MINUTES',
      '1h',
      'TOKEN_LIFETIME_MINUTES must be a whole number from 5 to 1440',
    ],
    [
      'REFRESH_TOKEN_LIFETIME_DAYS',
      '0',
      'REFRESH_TOKEN_LIFETIME_DAYS must be a whole number from 1 to 3650',
    ],
    ['MAIL_FROM', 'Map Game <nobody>', 'MAIL_FROM must be an e-mail address'],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it.each(['no-reply@example.org', 'Map Game <no-reply@example.org>'])(
    'takes MAIL_FROM %s',
    (from) => {
      expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    },
  );
});
