/**
 * `GET /dev/outbox?to=EMAIL`: the dev outbox as a JSON array, oldest first. Only for a server not
 * in production, without SMTP, and a request that came straight from this machine (loopback, no
 * forwarding header: a reverse proxy on the same host connects from loopback too); anyone else
 * gets the same 404 as for a path that does not exist, so the codes in it never leave the
 * developer's machine.
 */
import { isDirectLoopbackRequest } from '../auth/client-address';
import { sendJson } from '../http/app';
import type { HttpRoute } from '../http/route';
import type { DevOutbox } from './dev-outbox';

export function devOutboxRoutes(options: {
  outbox: DevOutbox | undefined;
  production: boolean;
}): HttpRoute[] {
  const { outbox, production } = options;
  return [
    {
      methods: ['GET', 'HEAD'],
      path: '/dev/outbox',
      handle(req, res, url) {
        if (!outbox || production || !isDirectLoopbackRequest(req)) {
          sendJson(res, 404, { error: 'NOT_FOUND' });
          return;
        }
        const to = url.searchParams.get('to') ?? undefined;
        sendJson(res, 200, outbox.list(to), { 'cache-control': 'no-store' });
      },
    },
  ];
}
