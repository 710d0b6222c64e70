/**
 * `POST /graphql`: graphql-yoga behind a token check. Every request but a CORS preflight needs a
 * valid ID or access token in `Authorization` (bare, as AppSync takes it, or `Bearer <token>`);
 * without one the answer is HTTP 401 with the `UNAUTHENTICATED` code. The verified user is the
 * resolvers' `context.user`.
 *
 * GraphiQL (a browser's `GET /graphql` asking for HTML) is a developer's tool: served only when
 * the module allows it (outside production, without SMTP) to a request straight from this machine
 * (loopback, no forwarding header); everyone else gets the 404 of a path that does not exist. Its
 * page is the one @graphql-yoga/render-graphiql bundles, loaded only when first asked for, so it
 * pulls no script from a CDN.
 */
import type { GraphQLSchema } from 'graphql';
import { createYoga, type GraphiQLOptions, type YogaInitialContext } from 'graphql-yoga';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '../../src/domain/error-codes';
import { loggableError } from '../db/failed-statement';
import { isDirectLoopbackRequest } from '../auth/client-address';
import { sendJson } from '../http/app';
import { BodyTooLargeError, readBody } from '../http/body';
import { noteOperation } from '../http/request-log';
import { encodeAnswer } from '../http/compress-response';
import type { HttpRoute } from '../http/route';
import { corsAllowOrigin } from '../http/cors';
import { introspectionPlugins } from './introspection';
import { maskError } from './mask-error';
import { graphqlOperationName } from './operation-name';
import { queryLimitPlugins } from './query-limits';
import { validTextArgumentsPlugin } from './valid-text-arguments';

export const GRAPHQL_PATH = '/graphql';
export const GRAPHQL_MAX_BODY_BYTES = 256 * 1024;

export interface GraphqlRouteOptions<TUser, TContext> {
  schema: GraphQLSchema;
  /** Resolves the token to its user, or rejects when the token is not valid. */
  verifyToken: (token: string) => Promise<TUser>;
  /** True when a rejection of `verifyToken` means a bad token (401); anything else is a fault. */
  isTokenRefusal?: (error: unknown) => boolean;
  /** The resolvers' context for a verified user. */
  context: (user: TUser) => TContext;
  /** Whether GraphiQL may be served at all (to a direct loopback request only, even then). */
  graphiql: boolean;
  /** Whether `__schema` and `__type` are answered (true unless set; false in production). */
  introspection?: boolean;
  /** The one origin allowed to call from a browser (PUBLIC_URL's); any origin if unset. */
  allowedOrigin?: string | undefined;
}

/** yoga asks for GraphiQL's page with exactly this test: a GET that accepts HTML. */
function asksForGraphiql(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/** The bundled GraphiQL page (about 9 MB of script, so imported on first use only). */
async function renderBundledGraphiql(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  return renderGraphiQL(options);
}

/** The token in an Authorization header: bare (AppSync style) or after `Bearer `. */
export function bearerToken(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return match?.[1] ?? value;
}

function refuse(res: ServerResponse, status: number, code: ErrorCode): void {
  sendJson(res, status, { errors: [{ message: code, extensions: { code } }] });
}

export function graphqlRoute<TUser, TContext extends object>(
  options: GraphqlRouteOptions<TUser, TContext>,
): HttpRoute {
  const yoga = createYoga<{ app: TContext }>({
    schema: options.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: options.graphiql,
    renderGraphiQL: renderBundledGraphiql,
    landingPage: false,
    maskedErrors: { maskError },
    // No CORS headers at all for an origin that is not allowed; never credentials (yoga's
    // default with a named origin), as the token travels in a header, not a cookie.
    cors: (request) => {
      const origin = corsAllowOrigin(request.headers.get('origin'), options.allowedOrigin);
      if (origin === undefined) return false;
      return {
        origin,
        credentials: false,
        methods: ['POST', 'GET', 'OPTIONS'],
        allowedHeaders: ['authorization', 'content-type', 'x-amz-user-agent'],
      };
    },
    plugins: [
      ...queryLimitPlugins(),
      validTextArgumentsPlugin(),
      ...introspectionPlugins(options.introspection ?? true),
    ],
    context: ({ app }: YogaInitialContext & { app: TContext }) => app,
    logging: false,
  });

  /** Hands the request to yoga as a fetch Request (body read here, within the size limit). */
  async function answer(req: IncomingMessage, res: ServerResponse, app: TContext): Promise<void> {
    let body: Buffer | undefined;
    if (req.method === 'POST') {
      try {
        body = await readBody(req, GRAPHQL_MAX_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        refuse(res, 413, ErrorCode.BAD_INPUT);
        return;
      }
    }
    noteOperation(req, graphqlOperationName(body));
    // yoga's own fetch classes (light ones from @whatwg-node), not Node's: a Node Request wraps
    // its body in web streams that yoga then has to read back, on every call.
    const { Headers, Request } = yoga.fetchAPI;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const request = new Request(new URL(req.url ?? GRAPHQL_PATH, 'http://localhost'), {
      method: req.method ?? 'GET',
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    const response = await yoga.fetch(request, { app });
    // Whole answers only (no subscriptions or @defer): buffer, then send with a length.
    const outHeaders = Object.fromEntries(response.headers.entries());
    if (response.status === 204 || response.status === 304) {
      delete outHeaders['content-length'];
      res.writeHead(response.status, outHeaders);
      res.end();
      return;
    }
    // Large answers (a map's controls, a ranking) go brotli or gzip encoded when accepted.
    const encoded = await encodeAnswer(
      req,
      Buffer.from(await response.arrayBuffer()),
      outHeaders['vary'],
    );
    res.writeHead(response.status, {
      ...outHeaders,
      ...encoded.headers,
      'content-length': String(encoded.body.length),
    });
    res.end(encoded.body);
  }

  return {
    methods: ['POST', 'GET', 'OPTIONS'],
    path: GRAPHQL_PATH,
    async handle(req, res) {
      if (asksForGraphiql(req)) {
        if (options.graphiql && isDirectLoopbackRequest(req))
          await answer(req, res, {} as TContext);
        else sendJson(res, 404, { error: 'NOT_FOUND' });
        return;
      }
      if (req.method === 'OPTIONS') {
        await answer(req, res, {} as TContext);
        return;
      }
      const token = bearerToken(req.headers.authorization);
      if (!token) {
        refuse(res, 401, ErrorCode.UNAUTHENTICATED);
        return;
      }
      let user: TUser;
      try {
        user = await options.verifyToken(token);
      } catch (error) {
        if (options.isTokenRefusal && !options.isTokenRefusal(error)) {
          console.error('The token could not be checked:', loggableError(error));
          refuse(res, 503, ErrorCode.INTERNAL);
          return;
        }
        refuse(res, 401, ErrorCode.UNAUTHENTICATED);
        return;
      }
      await answer(req, res, options.context(user));
    },
  };
}
