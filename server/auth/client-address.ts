/**
 * The address a request came from, as the throttle counts it: IPv4 as is (an IPv4-mapped IPv6
 * address is unwrapped), IPv6 by its /64 network, because one IPv6 client usually owns a whole
 * /64 and could otherwise step to a fresh address for each guess. The socket's address is used,
 * never X-Forwarded-For (a client can write that header); behind a reverse proxy every client
 * shares the proxy's address.
 */
import net from 'node:net';

function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

export function clientAddressKey(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? 'unknown').replace(/%.*$/u, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/u.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(address)) {
    const groups = ipv6Groups(address);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((g) => g.replace(/^0+(?=.)/u, ''))
        .join(':')}::/64`;
  }
  return address;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const address = remoteAddress.toLowerCase().replace(/^::ffff:(?=\d+\.)/u, '');
  return address === '::1' || (net.isIPv4(address) && address.startsWith('127.'));
}
