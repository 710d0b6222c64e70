/**
 * Limits on the server's sockets, so that one client holding many slow connections cannot take
 * the server from everybody else: a cap on open connections per client address (the socket's
 * address; IPv6 by its /64, as the throttle counts it) and in total, and short timeouts for a
 * request's header and whole body. A socket over a cap is closed at once, before a byte is read.
 * A socket from a trusted proxy (TRUST_PROXY) carries many clients: only the total cap counts it.
 *
 * The defaults: a phone's browser opens up to 6 connections to one host, and a carrier-grade NAT
 * puts many phones (a whole event's players, in the worst case) behind one IPv4 address, so 256
 * per address leaves room for about 40 phones playing at once behind one address, while one
 * attacker's thousands are refused. 4096 in all stays well below the usual open-file limits.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from 'proxy-addr';
import { clientAddressKey, type ProxyTrust } from '../auth/client-address';

export interface ConnectionCaps {
  /** Open connections from one client address (IPv6: one /64). */
  perAddress: number;
  /** Open connections in all. */
  total: number;
}

/**
 * The whole request header must arrive within 10 s of the connection (or of the previous request
 * on a kept-alive one): a slow-loris sending half a header is answered 408 and cut then.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * The whole request, body included, within 120 s: a 200 MB map image upload needs about
 * 14 Mbit/s; every other body is at most 256 KB.
 */
export const REQUEST_TIMEOUT_MS = 120_000;
/**
 * An idle kept-alive connection is closed after 65 s. A client that reuses a socket at the moment
 * the server closes it gets a reset (ECONNRESET, or a 502 from a proxy), so the server must keep
 * idle sockets longer than the clients in front of it do: Caddy's upstream pool keeps them 60 s
 * (`deploy/Caddyfile`), load balancers commonly 60 s. Node's 5 s default reset the browser tests'
 * API client between two calls 5 s apart.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The http.Server options that set the timeouts (checked every second, not Node's 30 s). */
export const TIMEOUT_OPTIONS: http.ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
};

/** True for a socket address that is one of the trusted proxies (none when TRUST_PROXY is off). */
function proxyTest(trust: ProxyTrust | undefined): (address: string) => boolean {
  if (!trust) return () => false;
  // A hop count trusts whatever stands right in front: every socket comes from a proxy.
  if ('hops' in trust) return () => trust.hops > 0;
  const trusted = proxyAddr.compile([...trust.proxies]);
  return (address) => trusted(address, 0);
}

/** Applies `caps` to `server`: call before it listens, before any other 'connection' listener. */
export function capConnections(
  server: http.Server,
  caps: ConnectionCaps,
  trust?: ProxyTrust,
): void {
  const fromProxy = proxyTest(trust);
  // Node itself closes a socket accepted over maxConnections, before any listener sees it.
  server.maxConnections = caps.total;
  const openByAddress = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    if (fromProxy(socket.remoteAddress ?? '')) return;
    const key = clientAddressKey(socket.remoteAddress);
    const open = openByAddress.get(key) ?? 0;
    if (open >= caps.perAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(key, open + 1);
    socket.once('close', () => {
      const left = (openByAddress.get(key) ?? 1) - 1;
      if (left > 0) openByAddress.set(key, left);
      else openByAddress.delete(key);
    });
  });
}
