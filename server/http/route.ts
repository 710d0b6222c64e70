import type { IncomingMessage, ServerResponse } from 'node:http';

/** One endpoint of the server: which methods and path it answers, and how. */
export interface HttpRoute {
  methods: readonly string[];
  /** An exact path, or a pattern for a family of paths. */
  path: string | RegExp;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | void;
}

export function routeMatches(route: HttpRoute, pathname: string): boolean {
  return typeof route.path === 'string' ? route.path === pathname : route.path.test(pathname);
}
