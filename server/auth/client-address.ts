/**
 * The client address of a request, the one answer the throttles and the development-only routes
 * ask for.
 *
 * Without TRUST_PROXY it is the socket's address: a header can be written by anyone. With it, the
 * forwarding chain is read from the right (nearest hop first), skipping the proxies TRUST_PROXY
 * names (a hop count, or their addresses and networks), and the first address not skipped is the
 * client's. The chain is `X-Forwarded-For` (what nginx, Caddy, Traefik, HAProxy and the cloud load
 * balancers append), or `Forwarded` (RFC 7239) when a request has no `X-Forwarded-For`.
 *
 * The throttle's key is the address as counted: IPv4 as is (an IPv4-mapped IPv6 address is
 * unwrapped), IPv6 by its /64 network, because one IPv6 client usually owns a whole /64 and could
 * otherwise step to a fresh address for each guess.
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import parseForwarded from 'forwarded-parse';
import proxyAddr from 'proxy-addr';

/** TRUST_PROXY: how many proxies stand in front, or which addresses (and CIDR networks) they use. */
export type ProxyTrust = { hops: number } | { proxies: readonly string[] };

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

/**
 * Headers by which a proxy says it forwarded the request (the standard ones and the common
 * vendor ones); any `x-forwarded-*` counts too.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

export function hasForwardingHeader(req: IncomingMessage): boolean {
  return Object.keys(req.headers).some(
    (name) => FORWARDING_HEADERS.includes(name) || name.startsWith('x-forwarded-'),
  );
}

/**
 * True only for a request that reached this server straight from this machine: a loopback socket
 * and no forwarding header (a reverse proxy on the same host connects from loopback too, and
 * always says so in one of them).
 */
export function isDirectLoopbackRequest(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && !hasForwardingHeader(req);
}

/** `[2001:db8::1]:4711`, `192.0.2.43:47011`, `192.0.2.43`: the address without its port. */
function withoutPort(node: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/u.exec(node);
  return bracketed?.[1] ?? node.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/u, '$1');
}

/** The `for=` values of a Forwarded header, left to right, as X-Forwarded-For would list them. */
function forwardedFor(header: string): string | undefined {
  const nodes: string[] = [];
  for (const element of header.split(',')) {
    let pairs: Record<string, string>[];
    try {
      pairs = parseForwarded(element.trim());
    } catch {
      // A malformed element is nobody's address: it stops the walk like an unknown client.
      nodes.push('unknown');
      continue;
    }
    nodes.push(withoutPort(pairs[0]?.for ?? 'unknown'));
  }
  return nodes.length > 0 ? nodes.join(', ') : undefined;
}

/** Reads the client address of a request under `trust` (undefined: TRUST_PROXY off). */
export type ClientAddressReader = (req: IncomingMessage) => string;

export function clientAddressReader(trust: ProxyTrust | undefined): ClientAddressReader {
  if (!trust) return (req) => req.socket.remoteAddress ?? 'unknown';
  const trusted =
    'hops' in trust
      ? (_address: string, hop: number) => hop < trust.hops
      : proxyAddr.compile([...trust.proxies]);
  return (req) => {
    const xForwardedFor = req.headers['x-forwarded-for'];
    const forwarded = req.headers.forwarded;
    // Some proxies (Azure's) write the client's port into X-Forwarded-For too.
    const chain =
      xForwardedFor === undefined
        ? typeof forwarded === 'string'
          ? forwardedFor(forwarded)
          : undefined
        : String(xForwardedFor)
            .split(',')
            .map((node) => withoutPort(node.trim()))
            .join(', ');
    // proxy-addr walks the chain from the socket leftwards while `trusted` says so.
    const view = { socket: req.socket, headers: { 'x-forwarded-for': chain } };
    const walked = proxyAddr.all(view as unknown as IncomingMessage, trusted);
    // An entry that is no address (`unknown`, `_hidden`, garbage) cannot be counted: the last
    // hop that is one (a trusted proxy, at worst) stands in for it.
    for (let index = walked.length - 1; index >= 0; index -= 1) {
      const address = walked[index];
      if (address && net.isIP(address) !== 0) return address;
    }
    return req.socket.remoteAddress ?? 'unknown';
  };
}

/** Checks a TRUST_PROXY list: undefined when every entry is an address, a network or a name. */
export function proxyListProblem(proxies: readonly string[]): string | undefined {
  try {
    proxyAddr.compile([...proxies]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
