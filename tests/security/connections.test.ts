/**
 * Issue 13, item 6: one address holding thousands of slow connections (half-sent request
 * headers, a slow-loris) is capped, its slow connections are cut after the header timeout, and
 * the server keeps answering everybody else. Loopback only: 127.0.0.1 is the attacker,
 * 127.0.0.2 (the same machine) the other client.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { HEADERS_TIMEOUT_MS } from '../../server/http/connection-guard';
import { DATABASE_KINDS, startApi, type ApiHarness } from '../server/support/api-harness';

const ATTACKER = '127.0.0.1';
const OTHER_CLIENT = '127.0.0.2';
/** Well above the per-address cap, well below `ulimit -n` (20 000 here). */
const SLOW_CONNECTIONS = 3000;
const PER_ADDRESS_CAP = loadConfig({}).connections.perAddress;

interface SlowConnection {
  socket: net.Socket;
  openedAt: number;
  closedAt?: number;
  answer: string;
}

/** Opens a connection that sends half a request header, and (if `drip`) a byte a second more. */
function slowConnection(port: number, drip: boolean, from = ATTACKER): Promise<SlowConnection> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
    const slow: SlowConnection = { socket, openedAt: Date.now(), answer: '' };
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      slow.answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      slow.closedAt = Date.now();
      clearInterval(timer);
      resolve(slow);
    });
    socket.on('connect', () => {
      slow.openedAt = Date.now();
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      if (drip) timer = setInterval(() => socket.write('a'), 1000);
      resolve(slow);
    });
  });
}

/** GET /healthz from `localAddress`: its status. */
function healthz(port: number, localAddress: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.setTimeout(5000, () => request.destroy(new Error('healthz took over 5 s')));
    request.on('error', reject);
  });
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe.each(DATABASE_KINDS)('slow connections from one address (%s)', (kind) => {
  let api: ApiHarness;
  let port: number;
  const slow: SlowConnection[] = [];
  const open = () => slow.filter((c) => c.closedAt === undefined);

  beforeAll(async () => {
    api = await startApi(kind);
    port = Number(new URL(api.url).port);
    // In batches, so the kernel's accept queue never overflows (a dropped SYN is retried later).
    for (let batch = 0; batch < SLOW_CONNECTIONS; batch += 250) {
      const opened = await Promise.all(
        Array.from({ length: 250 }, (_, i) => slowConnection(port, batch + i < 10)),
      );
      slow.push(...opened);
    }
    await until(() => open().length <= PER_ADDRESS_CAP, 5000);
  }, 60_000);

  afterAll(async () => {
    for (const connection of slow) connection.socket.destroy();
    await api.close();
  });

  it('keeps at most the per-address cap open and closes the rest at once', () => {
    expect(slow).toHaveLength(SLOW_CONNECTIONS);
    expect(open()).toHaveLength(PER_ADDRESS_CAP);
    const refused = slow.filter((c) => c.closedAt !== undefined);
    expect(refused).toHaveLength(SLOW_CONNECTIONS - PER_ADDRESS_CAP);
    // Closed before a byte was read: no answer at all, not even a 4xx.
    expect(refused.every((c) => c.answer === '')).toBe(true);
  });

  it('answers /healthz for another address meanwhile', async () => {
    for (let round = 0; round < 5; round += 1) {
      expect((await healthz(port, OTHER_CLIENT)).status).toBe(200);
    }
  });

  it('cuts the slow connections (the dripping ones too) after the header timeout', async () => {
    const held = open();
    expect(held.length).toBeGreaterThan(0);
    await until(() => open().length === 0, HEADERS_TIMEOUT_MS + 10_000);
    expect(open()).toHaveLength(0);
    for (const connection of held) {
      expect(connection.answer).toMatch(/^HTTP\/1\.1 408 /);
      const heldMs = (connection.closedAt ?? 0) - connection.openedAt;
      expect(heldMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
    }
    // The attacker's address is served again once its connections are gone.
    expect((await healthz(port, ATTACKER)).status).toBe(200);
  }, 40_000);
});

describe('the total cap and a trusted proxy', () => {
  const harnesses: ApiHarness[] = [];
  const sockets: net.Socket[] = [];

  async function openFrom(api: ApiHarness, from: string, count: number) {
    const port = Number(new URL(api.url).port);
    const opened = await Promise.all(
      Array.from({ length: count }, () => slowConnection(port, false, from)),
    );
    sockets.push(...opened.map((c) => c.socket));
    return opened;
  }

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const api of harnesses) await api.close();
  });

  it('closes every socket over MAX_CONNECTIONS at once, whatever its address', async () => {
    const api = await startApi('pglite', {
      env: { MAX_CONNECTIONS: '40', MAX_CONNECTIONS_PER_ADDRESS: '1000' },
    });
    harnesses.push(api);
    const opened = [
      ...(await openFrom(api, ATTACKER, 60)),
      ...(await openFrom(api, OTHER_CLIENT, 20)),
    ];
    await until(() => opened.filter((c) => c.closedAt === undefined).length <= 40, 5000);
    expect(opened.filter((c) => c.closedAt === undefined)).toHaveLength(40);
  });

  it('counts a trusted proxy only against the total, every other address against its cap', async () => {
    const api = await startApi('pglite', {
      env: { TRUST_PROXY: ATTACKER, MAX_CONNECTIONS_PER_ADDRESS: '8' },
    });
    harnesses.push(api);
    const proxied = await openFrom(api, ATTACKER, 50);
    const direct = await openFrom(api, OTHER_CLIENT, 50);
    await until(() => direct.filter((c) => c.closedAt === undefined).length <= 8, 5000);
    expect(proxied.filter((c) => c.closedAt === undefined)).toHaveLength(50);
    expect(direct.filter((c) => c.closedAt === undefined)).toHaveLength(8);
  });
});

describe('an idle kept-alive connection', () => {
  let api: ApiHarness;
  afterAll(async () => api.close());

  it("outlives a proxy's 60 s pool hint and the header timeout, and serves the next request", async () => {
    api = await startApi('pglite');
    const port = Number(new URL(api.url).port);
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
    socket.write(request);
    await until(() => /\r\n\r\n/.test(received), 5000);
    // What a client's pool reads to expire the socket before the server does.
    const hint = Number(/^keep-alive: timeout=(\d+)/im.exec(received)?.[1]);
    expect(hint).toBeGreaterThan(60);
    // Idle past Node's 5 s default and past the header timeout, then reused.
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 1000));
    expect(closed).toBe(false);
    received = '';
    socket.write(request);
    await until(() => /\r\n\r\n/.test(received), 5000);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  }, 30_000);
});
