import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createApp } from '../../../server/http/app';

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
