/**
 * `GET /metrics`: the server's metrics in the Prometheus text format, for a scraper on this
 * machine (a request straight from loopback, with no forwarding header) or one that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Anyone else gets the same 404 as an unknown path.
 */
import { timingSafeEqual } from 'node:crypto';
import { isDirectLoopbackRequest } from '../auth/client-address';
import { sendJson } from '../http/app';
import type { HttpRoute } from '../http/route';
import type { ServerMetrics } from './metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoute(options: {
  metrics: ServerMetrics;
  token?: string | undefined;
}): HttpRoute {
  const { metrics, token } = options;
  return {
    methods: ['GET'],
    path: '/metrics',
    async handle(req, res) {
      const bearer = /^Bearer\s+(\S+)$/iu.exec(req.headers.authorization ?? '')?.[1];
      const allowed =
        (token !== undefined && bearer !== undefined && sameSecret(bearer, token)) ||
        (bearer === undefined && isDirectLoopbackRequest(req));
      if (!allowed) {
        sendJson(res, 404, { error: 'NOT_FOUND' });
        return;
      }
      const body = await metrics.registry.metrics();
      res.writeHead(200, {
        'content-type': metrics.registry.contentType,
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
  };
}
