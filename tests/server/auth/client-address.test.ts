/**
 * The client address of a request: the socket's without TRUST_PROXY; with it, the forwarding
 * chain read from the right past the trusted proxies. And which requests count as coming straight
 * from this machine.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  clientAddressReader,
  isDirectLoopbackRequest,
  type ProxyTrust,
} from '../../../server/auth/client-address';

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('clientAddressReader', () => {
  it.each<[string, ProxyTrust | undefined, string, Record<string, string>, string]>([
    [
      'off: the header is ignored',
      undefined,
      '127.0.0.1',
      { 'x-forwarded-for': '1.1.1.1' },
      '127.0.0.1',
    ],
    ['one hop', { hops: 1 }, '127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }, '2.2.2.2'],
    ['two hops', { hops: 2 }, '127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }, '1.1.1.1'],
    [
      'more hops than entries',
      { hops: 5 },
      '127.0.0.1',
      { 'x-forwarded-for': '1.1.1.1' },
      '1.1.1.1',
    ],
    ['one hop, no header', { hops: 1 }, '10.0.0.7', {}, '10.0.0.7'],
    [
      'listed proxies are skipped',
      { proxies: ['loopback', '10.0.0.0/8'] },
      '127.0.0.1',
      { 'x-forwarded-for': '9.9.9.9, 8.8.8.8, 10.1.2.3' },
      '8.8.8.8',
    ],
    [
      'an unlisted socket is the client, whatever it writes',
      { proxies: ['10.0.0.0/8'] },
      '203.0.113.9',
      { 'x-forwarded-for': '9.9.9.9' },
      '203.0.113.9',
    ],
    [
      'Forwarded when there is no X-Forwarded-For',
      { hops: 1 },
      '127.0.0.1',
      { forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711"' },
      '2001:db8:cafe::17',
    ],
    [
      'Forwarded with an IPv4 port',
      { hops: 1 },
      '127.0.0.1',
      { forwarded: 'for="192.0.2.43:47011"' },
      '192.0.2.43',
    ],
    [
      'X-Forwarded-For with ports',
      { hops: 1 },
      '127.0.0.1',
      { 'x-forwarded-for': '1.1.1.1:5000, [2001:db8::7]:443' },
      '2001:db8::7',
    ],
    [
      'X-Forwarded-For over Forwarded',
      { hops: 1 },
      '127.0.0.1',
      { 'x-forwarded-for': '2.2.2.2', forwarded: 'for=192.0.2.60' },
      '2.2.2.2',
    ],
    [
      'an entry that is no address: the last hop that is one',
      { hops: 1 },
      '127.0.0.1',
      { 'x-forwarded-for': 'not-an-address' },
      '127.0.0.1',
    ],
    [
      'a malformed Forwarded element: the last hop that is one',
      { hops: 1 },
      '127.0.0.1',
      { forwarded: 'for=@@@' },
      '127.0.0.1',
    ],
  ])('%s', (_case, trust, socket, headers, expected) => {
    expect(clientAddressReader(trust)(request(socket, headers))).toBe(expected);
  });
});

describe('isDirectLoopbackRequest', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'is true from %s without headers',
    (address) => {
      expect(isDirectLoopbackRequest(request(address))).toBe(true);
    },
  );

  it.each([
    ['forwarded', 'for=1.2.3.4'],
    ['x-forwarded-for', '1.2.3.4'],
    ['x-forwarded-host', 'example.org'],
    ['x-real-ip', '1.2.3.4'],
    ['via', '1.1 caddy'],
  ])('is false with %s', (name, value) => {
    expect(isDirectLoopbackRequest(request('127.0.0.1', { [name]: value }))).toBe(false);
  });

  it('is false from another address', () => {
    expect(isDirectLoopbackRequest(request('192.168.1.20'))).toBe(false);
  });
});
