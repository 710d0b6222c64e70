/**
 * The client's one GraphQL wire: `postGraphql` POSTs a document with its variables and the
 * user's token in `Authorization` (bare, as AppSync takes it) to the endpoint of `/config.json`
 * and answers the HTTP status, the headers and the GraphQL body. Everything that talks to the
 * server goes through it: the query layer (`graphqlRequest`, used by every `*-api.ts` module and
 * the offline pack), the sync engine's send (src/offline/sync-send.ts) and its refresh of the
 * player's games (src/offline/server-refresh.ts).
 *
 * A refusal is a GraphQL error with a stable `extensions.code` (src/domain/error-codes.ts); the
 * one reader of those is `errorCodeOf` (an answer's errors) and `apiErrorCode` (a thrown
 * failure). `apiFieldErrors` reads the field problems of a BAD_INPUT or MISSING_FIELD answer, so a
 * screen can show the catalogue's words in the user's language next to the right field.
 */
import { isErrorCode, type ErrorCode } from '../domain/error-codes';
import { currentIdToken } from './auth-session';
import { fetchRuntimeConfig } from './runtime-config';

/** One GraphQL error of an answer. */
export interface GraphqlError {
  message?: string;
  path?: readonly (string | number)[];
  extensions?: Readonly<Record<string, unknown>>;
}

/** A GraphQL answer's body: its data, its errors, or both. */
export interface GraphqlBody<Data> {
  data?: Data | null;
  errors?: readonly GraphqlError[];
}

/** What the server answered: `body` is undefined when the answer is not a GraphQL body. */
export interface GraphqlAnswer<Data> {
  status: number;
  headers: Headers;
  body: GraphqlBody<Data> | undefined;
}

/** Where and how a request goes; every part has the app's default. */
export interface GraphqlWire {
  /** The endpoint (absolute, or relative to the page). Default: the app's, from /config.json. */
  endpoint?: string | (() => Promise<string>);
  fetch?: typeof fetch;
  /** After this many ms the request fails with a TimeoutError. Default: no limit. */
  timeoutMs?: number;
}

/** One request: the document, its variables, the token to send and the caller's stop. */
export interface GraphqlPost<Variables> {
  document: string;
  variables?: Variables;
  /** Sent bare in `Authorization`; none when null or absent. */
  token?: string | null;
  signal?: AbortSignal;
}

let appEndpoint: Promise<string> | undefined;

/** The app's GraphQL endpoint from /config.json, read once (a failed read is tried again). */
export function graphqlEndpoint(): Promise<string> {
  appEndpoint ??= fetchRuntimeConfig()
    .then((config) => new URL(config.API.GraphQL.endpoint, location.origin).href)
    .catch((error: unknown) => {
      appEndpoint = undefined;
      throw error;
    });
  return appEndpoint;
}

function isGraphqlBody(body: unknown): body is GraphqlBody<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const { data, errors } = body as GraphqlBody<unknown>;
  return (data !== undefined && typeof data === 'object') || Array.isArray(errors);
}

/** The signal that ends a request: the caller's stop or the timeout, whichever comes first. */
function requestSignal(stop: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return stop;
  const timeout = AbortSignal.timeout(timeoutMs);
  return stop ? AbortSignal.any([stop, timeout]) : timeout;
}

/**
 * POSTs one operation and answers status, headers and body, whatever the status. Throws only
 * when no answer came: a network failure, the caller's stop, or the timeout (`TimeoutError`).
 */
export async function postGraphql<Data, Variables extends object = Record<string, unknown>>(
  request: GraphqlPost<Variables>,
  wire: GraphqlWire = {},
): Promise<GraphqlAnswer<Data>> {
  const endpoint = wire.endpoint ?? graphqlEndpoint;
  const url = typeof endpoint === 'string' ? endpoint : await endpoint();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.token) headers.authorization = request.token;
  const fetchFn = wire.fetch ?? fetch;
  const response = await fetchFn(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: request.document, variables: request.variables ?? {} }),
    signal: requestSignal(request.signal, wire.timeoutMs),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    body: isGraphqlBody(body) ? (body as GraphqlBody<Data>) : undefined,
  };
}

/**
 * An answer that is not the operation's data: GraphQL errors, an HTTP failure or a body that is
 * not GraphQL. `response` holds what came back (its `errors` are read by `apiErrorCode`).
 */
export class GraphqlRequestError extends Error {
  readonly response: { status: number; headers: Headers; errors: readonly GraphqlError[] };

  constructor(answer: GraphqlAnswer<unknown>) {
    const errors = answer.body?.errors ?? [];
    super(errors[0]?.message ?? `GraphQL request failed with HTTP ${answer.status}`);
    this.name = 'GraphqlRequestError';
    this.response = { status: answer.status, headers: answer.headers, errors };
  }
}

/** Sends one operation and answers its `data`; throws GraphqlRequestError on a refusal. */
export type GraphqlRequest = <Result, Variables extends object = Record<string, unknown>>(
  document: string,
  variables?: Variables,
) => Promise<Result>;

/**
 * A request function over `wire` with the token `token()` gives (the app's: the signed-in user's
 * ID token; a test's: its own user's).
 */
export function createGraphqlRequest(
  token: () => Promise<string | null>,
  wire: GraphqlWire = {},
): GraphqlRequest {
  return async <Result, Variables extends object>(document: string, variables?: Variables) => {
    const answer = await postGraphql<Result, Variables>(
      { document, variables, token: await token() },
      wire,
    );
    const { body } = answer;
    if (answer.status < 200 || answer.status >= 300 || !body || body.errors?.length) {
      throw new GraphqlRequestError(answer);
    }
    return body.data as Result;
  };
}

/** Sends one operation with the signed-in user's token to the app's endpoint. */
export const graphqlRequest: GraphqlRequest = createGraphqlRequest(currentIdToken);

/**
 * The GraphQL errors a failure carries: those of a refused request (GraphqlRequestError, or any
 * error with the same `response.errors`), or the error itself when it is a bare GraphQL error.
 */
export function graphqlErrorsOf(error: unknown): readonly GraphqlError[] {
  if (typeof error !== 'object' || error === null) return [];
  const { response, extensions } = error as {
    response?: { errors?: unknown };
    extensions?: unknown;
  };
  if (Array.isArray(response?.errors)) return response.errors as GraphqlError[];
  return typeof extensions === 'object' && extensions !== null ? [error] : [];
}

/** The first catalogue code among an answer's errors, or null. */
export function errorCodeOf(errors: readonly GraphqlError[] | undefined): ErrorCode | null {
  for (const e of errors ?? []) {
    const code = e.extensions?.code;
    if (isErrorCode(code)) return code;
  }
  return null;
}

/** The first catalogue code of a refusal, or null (a network failure, an unknown answer). */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return errorCodeOf(graphqlErrorsOf(error));
}

/**
 * The field problems of a refusal, `{ 'input.name': 'REQUIRED' }`, from the errors'
 * `extensions.field` (a dot path under the arguments) and `extensions.reason` (a FieldErrorCode).
 * Empty when the refusal names no field.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphqlErrorsOf(error)) {
    const { field, reason } = e.extensions ?? {};
    if (typeof field === 'string' && typeof reason === 'string') fields[field] = reason;
  }
  return fields;
}
