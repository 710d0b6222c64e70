/**
 * A loopback HTTP proxy in front of the test server that injects the faults of a bad mobile
 * network: an answer lost after the server committed (the request is forwarded, then the
 * client's socket is destroyed), an error status of its own (500, 429 with Retry-After, a 200
 * that is not GraphQL), or anything a test does while a request is on its way. It logs every
 * request with the entry id (the `id` or `gameId` variable) it carried.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { kind: 'forward' }
  /** Forwards the request, waits for the server's answer, then drops the connection. */
  | { kind: 'drop-after-commit' }
  /** Answers by itself without reaching the server. */
  | { kind: 'answer'; status: number; body?: string; headers?: Record<string, string> };

export interface ProxiedRequest {
  /** 1 for the first request through the proxy. */
  n: number;
  /** The GraphQL variables `id`, else `gameId` (the outbox entry), if any. */
  entryId: string | undefined;
  body: string;
}

export interface FaultProxy {
  /** The proxy's base URL (`http://127.0.0.1:PORT`). */
  url: string;
  /** Decides each request's fault (default: forward); may also act (stop an engine, ...). */
  plan: (request: ProxiedRequest) => Fault | Promise<Fault>;
  /** Every request in arrival order with the fault it got. */
  log: (ProxiedRequest & { fault: Fault['kind'] })[];
  /** Entry ids of the requests forwarded to the server, in order. */
  forwarded(): (string | undefined)[];
  /** Resolves when every request on its way has been handled (also those a client gave up). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function entryIdOf(body: string): string | undefined {
  try {
    const variables = (JSON.parse(body) as { variables?: Record<string, unknown> }).variables;
    const id = variables?.['id'] ?? variables?.['gameId'];
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let count = 0;
  const inFlight = new Set<Promise<void>>();
  const proxy: FaultProxy = {
    url: '',
    plan: () => ({ kind: 'forward' }),
    log: [],
    forwarded: () =>
      proxy.log.filter((entry) => entry.fault !== 'answer').map((entry) => entry.entryId),
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const handled = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const request: ProxiedRequest = { n: ++count, entryId: entryIdOf(body), body };
      const fault = await proxy.plan(request);
      proxy.log.push({ ...request, fault: fault.kind });
      if (fault.kind === 'answer') {
        res.writeHead(fault.status, { 'content-type': 'text/plain', ...fault.headers });
        res.end(fault.body ?? 'fault');
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (req.headers.authorization) headers['authorization'] = req.headers.authorization;
      const upstream = await fetch(`${target}${req.url ?? '/'}`, {
        method: req.method ?? 'POST',
        headers,
        body,
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      if (fault.kind === 'drop-after-commit') {
        req.socket.destroy();
        return;
      }
      const out: Record<string, string> = {};
      for (const name of ['content-type', 'date', 'retry-after']) {
        const value = upstream.headers.get(name);
        if (value !== null) out[name] = value;
      }
      res.writeHead(upstream.status, out);
      res.end(answer);
    })()
      .catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      })
      .finally(() => inFlight.delete(handled));
    inFlight.add(handled);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Keep-alive sockets would hold close() open.
  server.keepAliveTimeout = 1;
  return proxy;
}
