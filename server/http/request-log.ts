/**
 * One structured log line per request and its metrics: a request id (the client's `X-Request-Id`
 * when it is a plain token, else a new one, echoed in the answer), the route's fixed name, the
 * GraphQL operation or user-pool action, the status and the duration. Never the query string,
 * a header's value, a body, a token, a code or a password: the path is reduced to its route's
 * name, and the operation is a name the route noted.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerMetrics } from '../metrics/metrics';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface RequestLogLine {
  time: string;
  requestId: string;
  method: string;
  route: string;
  operation: string;
  status: number;
  durationMs: number;
  /** True when the client went away before the answer was whole. */
  aborted?: true;
}

const operations = new WeakMap<IncomingMessage, string>();
const PLAIN_TOKEN = /^[\w.-]{1,64}$/u;
const AUTH_TARGET = /^AWSCognitoIdentityProviderService\.(\w{1,64})$/u;

/** Records the operation a route served (a GraphQL operation name), for the log and metrics. */
export function noteOperation(req: IncomingMessage, operation: string): void {
  operations.set(req, PLAIN_TOKEN.test(operation) ? operation : 'invalid');
}

/** The route's fixed name for a path: a server endpoint, or `static` for the app's files. */
export function routeName(pathname: string): string {
  if (pathname.startsWith('/map-images/') || pathname === '/map-images') return '/map-images';
  if (pathname.startsWith('/auth/')) return '/auth/jwks';
  const endpoints = ['/graphql', '/auth', '/healthz', '/config.json', '/metrics', '/dev/outbox'];
  return endpoints.includes(pathname) ? pathname : 'static';
}

function operationOf(req: IncomingMessage, route: string): string {
  const noted = operations.get(req);
  if (noted) return noted;
  if (route === '/auth') {
    const target = req.headers['x-amz-target'];
    const action = typeof target === 'string' ? AUTH_TARGET.exec(target)?.[1] : undefined;
    return action ?? (req.method === 'OPTIONS' ? '' : 'invalid');
  }
  return '';
}

/** Wraps `handler` so every request is logged (when `log` is given) and counted. */
export function observeRequests(
  handler: RequestHandler,
  parts: { metrics: ServerMetrics; log?: ((line: RequestLogLine) => void) | undefined },
): RequestHandler {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const header = req.headers['x-request-id'];
    const requestId =
      typeof header === 'string' && PLAIN_TOKEN.test(header) ? header : randomUUID();
    res.setHeader('x-request-id', requestId);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = routeName(pathname);
      const operation = operationOf(req, route);
      parts.metrics.observeRequest({
        route,
        operation,
        status: res.statusCode,
        durationSeconds: durationMs / 1000,
      });
      parts.log?.({
        time: new Date().toISOString(),
        requestId,
        method: req.method ?? 'GET',
        route,
        operation,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true as const }),
      });
    };
    res.once('finish', finish);
    res.once('close', finish);
    return handler(req, res);
  };
}
