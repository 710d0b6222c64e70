import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newOneTimeCode } from '../../../server/auth/codes';
import { clientAddressKey, isLoopbackAddress } from '../../../server/auth/client-address';
import { createPasswordHasher } from '../../../server/auth/password-hasher';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and not repeating', () => {
    const codes = Array.from({ length: 200 }, newOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/u);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored salted and hashed, and only the same code matches', () => {
    const stored = hashCode('042517');
    expect(stored.codeHash).not.toContain('042517');
    expect(hashCode('042517').codeHash).not.toBe(stored.codeHash);
    expect(codeMatches('042517', stored)).toBe(true);
    expect(codeMatches('042 517', stored)).toBe(true);
    expect(codeMatches('042518', stored)).toBe(false);
    expect(codeMatches('', stored)).toBe(false);
  });
});

describe('passwords', () => {
  it('are hashed with argon2id and verified', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('Secret-pass1');
    expect(hash).toMatch(/^\$argon2id\$/u);
    expect(await hasher.verify(hash, 'Secret-pass1')).toBe(true);
    expect(await hasher.verify(hash, 'secret-pass1')).toBe(false);
    expect(await hasher.verify('not a hash', 'Secret-pass1')).toBe(false);
  });
});

describe('client addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.9.8.7', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:10.0.0.5', false],
    ['128.0.0.1', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s is throttled as %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });
});
