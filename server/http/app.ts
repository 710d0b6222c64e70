/**
 * The HTTP front door: one Node request handler with a small router. Server endpoints first
 * (`/healthz`, `/config.json`, then each module's routes: auth, GraphQL, ...), then the built PWA
 * from `distDir`; any other path without a file extension gets the app shell, so client routes
 * (and the client's 404 page) work on reload.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { ServerConfig } from '../config';
import { loggableError } from '../db/failed-statement';
import { clientConfig } from './client-config';
import { routeMatches, type HttpRoute } from './route';
import {
  BASE_SECURITY_HEADERS,
  DATA_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  transportSecurityHeaders,
} from './security-headers';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const SECURITY_HEADERS: Record<string, string> = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? 'localhost';
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${host}`;
}

/** True when `error` is the request ending because its client closed the connection. */
function clientWentAway(req: IncomingMessage, error: unknown): boolean {
  return req.destroyed && (error as { code?: unknown } | null)?.code === 'ECONNRESET';
}

export function createApp({
  config,
  distDir,
  routes = [],
}: {
  config: ServerConfig;
  distDir: string;
  routes?: readonly HttpRoute[];
}): RequestHandler {
  // The app's own policy on every file of the build: pages, and the scripts of the service worker
  // and MapLibre's worker, whose policy is the one their script is sent with.
  const staticHeaders = {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(config),
  };
  const transportHeaders = Object.entries(transportSecurityHeaders(config));
  const serveStatic = sirv(distDir, {
    single: true,
    etag: true,
    dev: false,
    // The build's brotli and gzip copies (`x.js.br`, `x.js.gz`), the best one the request accepts,
    // with `Vary: Accept-Encoding`; files without a copy (images, tiny files) go as they are.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(staticHeaders)) res.setHeader(name, value);
      // Hashed build assets never change; everything else must be revalidated so an update shows.
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    // HSTS on every answer, the modules' routes included (their writeHead keeps what is set here).
    for (const [name, value] of transportHeaders) res.setHeader(name, value);
    try {
      const route = routes.find((candidate) => routeMatches(candidate, url.pathname));
      if (route) {
        if (route.methods.includes(method)) {
          await route.handle(req, res, url);
        } else {
          sendJson(res, 405, { error: 'METHOD_NOT_ALLOWED' }, { allow: route.methods.join(', ') });
        }
        return;
      }
      if (url.pathname === '/healthz' && (method === 'GET' || method === 'HEAD')) {
        sendJson(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' });
        return;
      }
      if (url.pathname === '/config.json' && (method === 'GET' || method === 'HEAD')) {
        sendJson(res, 200, clientConfig(config, requestOrigin(req)), {
          'cache-control': 'no-cache',
        });
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        sendJson(res, 405, { error: 'METHOD_NOT_ALLOWED' }, { allow: 'GET, HEAD' });
        return;
      }
      serveStatic(req, res, () => sendJson(res, 404, { error: 'NOT_FOUND' }));
    } catch (error) {
      // A client that went away mid-request (a closed tab, a lost signal) is no failure of the
      // server: there is nobody to answer, and the request's log line says it was aborted.
      if (clientWentAway(req, error)) {
        res.destroy();
        return;
      }
      console.error('request failed', url.pathname, loggableError(error));
      if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL' });
      else res.destroy();
    }
  };
}
