/**
 * The user pool on the wire: `POST /auth` speaks the JSON protocol of a Cognito user pool
 * (`X-Amz-Target: AWSCognitoIdentityProviderService.<Action>`, `application/x-amz-json-1.1`), so
 * aws-amplify and the AWS SDK use it unchanged; `GET /auth/.well-known/jwks.json` publishes the
 * signing keys. Every expected refusal is HTTP 400 with `{ __type, message }` and the
 * `x-amzn-errortype` header (Amplify retries 5xx, so nothing expected may be one); anything
 * unexpected is logged here and answered as a bare InternalErrorException, never a stack trace.
 * CORS allows PUBLIC_URL's origin (any origin when it is unset), never with credentials: the pool
 * takes no cookies, only what is in the body.
 * Answers large enough (a sign-in's three tokens) go brotli or gzip encoded when the request
 * accepts it, as GraphQL answers do (`server/http/compress-response.ts`). That leaks nothing
 * through the size (BREACH): a pool answer holds secrets only for the caller who sent the
 * password or token in the same body, and no cookie lets a third party's page ask for them.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loggableError } from '../db/failed-statement';
import { BodyTooLargeError, readBody } from '../http/body';
import { encodeAnswer } from '../http/compress-response';
import { corsAllowOrigin } from '../http/cors';
import type { HttpRoute } from '../http/route';
import { clientAddressKey, type ClientAddressReader } from './client-address';
import type { SigningKeyStore } from './signing-keys';
import type { UserPoolAction } from './user-pool.deps';
import { UserPoolError, invalidParameter } from './user-pool-error';
import { requireValidText } from './user-pool.requests';

export const USER_POOL_BODY_LIMIT_BYTES = 64 * 1024;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_CONTENT_TYPES = [
  'application/x-amz-json-1.1',
  'application/x-amz-json-1.0',
  'application/json',
];

const PREFLIGHT_HEADERS: Record<string, string> = {
  'access-control-allow-headers':
    'content-type, x-amz-target, x-amz-user-agent, cache-control, amz-sdk-invocation-id, amz-sdk-request',
  'access-control-max-age': '86400',
};

/** The CORS headers of an answer to `req`: none for an origin that is not allowed. */
function corsHeaders(req: IncomingMessage, allowed: string | undefined): Record<string, string> {
  const origin = corsAllowOrigin(req.headers.origin, allowed);
  return {
    // With one allowed origin the answer depends on the request's Origin.
    ...(allowed === undefined ? {} : { vary: 'origin' }),
    ...(origin === undefined
      ? {}
      : {
          'access-control-allow-origin': origin,
          'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
        }),
  };
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  const encoded = await encodeAnswer(req, Buffer.from(JSON.stringify(body)), cors['vary']);
  res.writeHead(status, {
    ...cors,
    'content-type': 'application/x-amz-json-1.1',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-amzn-requestid': crypto.randomUUID(),
    ...headers,
    ...encoded.headers,
    'content-length': String(encoded.body.length),
  });
  res.end(encoded.body);
}

function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
  error: UserPoolError,
): Promise<void> {
  return send(
    req,
    res,
    cors,
    error.status,
    { __type: error.type, message: error.message },
    {
      'x-amzn-errortype': error.type,
    },
  );
}

/** A preflight from an allowed origin is answered 204; from any other, refused with 403. */
function preflight(res: ServerResponse, cors: Record<string, string>, methods: string) {
  if (!cors['access-control-allow-origin']) {
    res.writeHead(403, { ...cors, 'content-length': '0' });
    res.end();
    return;
  }
  res.writeHead(204, { ...cors, ...PREFLIGHT_HEADERS, 'access-control-allow-methods': methods });
  res.end();
}

async function readRequest(req: IncomingMessage): Promise<{ action: string; body: unknown }> {
  const target = req.headers['x-amz-target'];
  if (
    typeof target !== 'string' ||
    !/^AWSCognitoIdentityProviderService\.\w{1,64}$/u.test(target)
  ) {
    throw invalidParameter(`The X-Amz-Target header must be ${TARGET_PREFIX}<Action>.`);
  }
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_CONTENT_TYPES.includes(contentType)) {
    throw invalidParameter('The Content-Type must be application/x-amz-json-1.1.');
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, USER_POOL_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw invalidParameter(`The request body is over ${USER_POOL_BODY_LIMIT_BYTES} bytes.`);
    }
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidParameter('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('The request body must be a JSON object.');
  }
  requireValidText(body);
  return { action: target.slice(TARGET_PREFIX.length), body };
}

export function userPoolRoutes(options: {
  actions: ReadonlyMap<string, UserPoolAction>;
  signingKeys: SigningKeyStore;
  /** The one origin allowed to call from a browser (PUBLIC_URL's); any origin if unset. */
  allowedOrigin?: string | undefined;
  /** The client address the throttles count a request against (TRUST_PROXY decides). */
  clientAddress: ClientAddressReader;
}): HttpRoute[] {
  const { actions, signingKeys, allowedOrigin, clientAddress } = options;
  return [
    {
      methods: ['POST', 'OPTIONS'],
      path: /^\/auth\/?$/u,
      async handle(req, res) {
        const cors = corsHeaders(req, allowedOrigin);
        if (req.method === 'OPTIONS') return preflight(res, cors, 'POST, OPTIONS');
        let action = 'unknown action';
        try {
          const request = await readRequest(req);
          action = request.action;
          const run = actions.get(action);
          if (!run) {
            throw invalidParameter(`The action ${action} is not supported by this user pool.`);
          }
          const caller = { address: clientAddressKey(clientAddress(req)) };
          await send(req, res, cors, 200, await run(request.body, caller));
        } catch (error) {
          if (error instanceof UserPoolError) return sendError(req, res, cors, error);
          console.error(`user pool ${action} failed:`, loggableError(error));
          await sendError(
            req,
            res,
            cors,
            new UserPoolError('InternalErrorException', 'Internal error.', 500),
          );
        }
      },
    },
    {
      methods: ['GET', 'HEAD', 'OPTIONS'],
      path: '/auth/.well-known/jwks.json',
      async handle(req, res) {
        const cors = corsHeaders(req, allowedOrigin);
        if (req.method === 'OPTIONS') return preflight(res, cors, 'GET, HEAD, OPTIONS');
        const jwks = await signingKeys.publicJwks();
        await send(req, res, cors, 200, jwks, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        });
      },
    },
  ];
}
