import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createApp, sendJson } from '../../../server/http/app';
import { readBody } from '../../../server/http/body';

let server: http.Server;
let base: string;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.x=1');
  const app = createApp({ config: loadConfig({}), distDir });
  server = http.createServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the HTTP front door', () => {
  it('answers the health check', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime client config for the embedded user pool', async () => {
    const response = await fetch(`${base}/config.json`);
    const config = (await response.json()) as {
      Auth: { Cognito: { userPoolId: string; userPoolClientId: string; userPoolEndpoint: string } };
      API: { GraphQL: { endpoint: string; defaultAuthMode: string } };
      baseLayers: { id: string }[];
    };
    expect(config.Auth.Cognito.userPoolId).toContain('_');
    expect(config.Auth.Cognito.userPoolEndpoint).toBe(`${base}/auth`);
    expect(config.API.GraphQL).toEqual({
      endpoint: `${base}/graphql`,
      defaultAuthMode: 'userPool',
    });
    expect(config.baseLayers.map((layer) => layer.id)).toEqual(['street', 'topo']);
  });

  it.each(['/', '/korona', '/game-definitions/selected/levels', '/no/such/page'])(
    'answers the client route %s with the app shell',
    async (route) => {
      const response = await fetch(`${base}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives 404, not the shell, for a missing file', async () => {
    const response = await fetch(`${base}/assets/gone-123.js`);
    expect(response.status).toBe(404);
  });

  it('refuses other methods on static paths', async () => {
    const response = await fetch(`${base}/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

describe('a request its client abandons', () => {
  let abandonServer: http.Server;
  let port: number;
  let uploadStarted: () => void;
  let bodyReadSettled: () => void;

  beforeAll(async () => {
    const app = createApp({
      config: loadConfig({}),
      distDir,
      routes: [
        {
          methods: ['POST'],
          path: '/upload',
          async handle(req, res) {
            uploadStarted();
            try {
              await readBody(req, 1_000_000);
              sendJson(res, 200, { ok: true });
            } finally {
              bodyReadSettled();
            }
          },
        },
        {
          methods: ['GET'],
          path: '/broken',
          handle() {
            throw new Error('a fault of the server');
          },
        },
      ],
    });
    abandonServer = http.createServer((req, res) => void app(req, res));
    await new Promise<void>((resolve) => abandonServer.listen(0, '127.0.0.1', resolve));
    port = (abandonServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => abandonServer.close(resolve));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is not logged as a failure of the server when the client leaves mid-body', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = new Promise<void>((resolve) => (uploadStarted = resolve));
    const bodyRead = new Promise<void>((resolve) => (bodyReadSettled = resolve));
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // Half of the body it announces, then the connection closes.
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n' + 'x'.repeat(500),
    );
    await started;
    socket.destroy();
    await bodyRead;
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).not.toHaveBeenCalled();
  });

  it('still logs a fault of the server and answers 500', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`http://127.0.0.1:${port}/broken`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'INTERNAL' });
    expect(errors).toHaveBeenCalledWith('request failed', '/broken', expect.any(Error));
  });
});
