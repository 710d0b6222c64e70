/**
 * The request log and `/metrics`: one line per request with its id, route, operation, status and
 * duration and nothing a client sent as a secret; the Prometheus text with requests by operation,
 * punches by outcome and replays; operation names bounded; `/metrics` only for a direct loopback
 * scraper or the bearer token.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeMatches } from '../../../server/http/route';
import {
  noteOperation,
  observeRequests,
  type RequestLogLine,
} from '../../../server/http/request-log';
import { MAX_LABEL_VALUES, createServerMetrics } from '../../../server/metrics/metrics';
import { metricsRoute } from '../../../server/metrics/metrics.route';

const TOKEN = 'metrics-secret-0123456789';
const metrics = createServerMetrics();
const lines: RequestLogLine[] = [];
let origin: string;
let server: http.Server;

beforeAll(async () => {
  const route = metricsRoute({ metrics, token: TOKEN });
  const handler = observeRequests(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (routeMatches(route, url.pathname)) return route.handle(req, res, url);
      if (url.pathname === '/graphql') {
        noteOperation(req, url.searchParams.get('op') ?? '');
        metrics.countPunch(url.searchParams.get('outcome') ?? 'accepted');
      }
      res.writeHead(url.pathname === '/graphql' ? 200 : 404).end();
    },
    { metrics, log: (line) => lines.push(line) },
  );
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the request log', () => {
  it('writes one line per request with its id, route, operation, status and duration', async () => {
    const response = await fetch(`${origin}/graphql?op=PunchAtControl&code=SECRET42`, {
      method: 'POST',
      headers: { authorization: 'eyJ.token.value', 'x-request-id': 'abc-123' },
      body: JSON.stringify({ password: 'Orienteering1' }),
    });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    await expect.poll(() => lines.find((line) => line.requestId === 'abc-123')).toBeTruthy();
    const line = lines.find((candidate) => candidate.requestId === 'abc-123')!;
    expect(line).toMatchObject({
      method: 'POST',
      route: '/graphql',
      operation: 'PunchAtControl',
      status: 200,
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(line);
    for (const secret of ['SECRET42', 'eyJ', 'Orienteering1', 'code=']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives a new id when the client sends none or one that is not a plain token', async () => {
    const response = await fetch(`${origin}/nothing`, {
      headers: { 'x-request-id': 'has spaces and "quotes"' },
    });
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.some((line) => line.requestId === id)).toBe(true);
    expect(lines.find((line) => line.requestId === id)).toMatchObject({
      route: 'static',
      status: 404,
    });
  });
});

describe('/metrics', () => {
  it('counts requests by operation and punches by outcome in the Prometheus format', async () => {
    await fetch(`${origin}/graphql?op=PunchAtControl&outcome=WRONG_CODE`, { method: 'POST' });
    metrics.countSyncReplay();
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /map_game_http_requests_total\{route="\/graphql",operation="PunchAtControl",status="200"\} [2-9]/,
    );
    expect(text).toMatch(/map_game_punches_total\{outcome="WRONG_CODE"\} 1/);
    expect(text).toMatch(/map_game_sync_replays_total 1/);
    expect(text).toMatch(/map_game_http_request_duration_seconds_bucket\{le="0.005"/);
  });

  it(`keeps at most ${MAX_LABEL_VALUES} operation names, counting the rest as other`, async () => {
    for (let index = 0; index < MAX_LABEL_VALUES + 20; index += 1) {
      metrics.observeRequest({
        route: '/graphql',
        operation: `Made${index}`,
        status: 200,
        durationSeconds: 0.001,
      });
    }
    const text = await (await fetch(`${origin}/metrics`)).text();
    const names = new Set(
      [...text.matchAll(/map_game_http_requests_total\{[^}]*operation="([^"]*)"/g)].map(
        (match) => match[1],
      ),
    );
    expect(names.size).toBeLessThanOrEqual(MAX_LABEL_VALUES + 1);
    expect(names.has('other')).toBe(true);
  });

  it('is refused to a request through a proxy, and to a wrong token, as an unknown path', async () => {
    const proxied = await fetch(`${origin}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
    const wrong = await fetch(`${origin}/metrics`, {
      headers: { authorization: 'Bearer not-the-token', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(wrong.status).toBe(404);
    const right = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(right.status).toBe(200);
  });
});
