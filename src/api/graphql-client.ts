/**
 * The client's GraphQL wire: one POST to the endpoint in `/config.json` with the user's token in
 * `Authorization` (as AppSync takes it). Each feature keeps its own typed documents next to it in
 * src/api (`maps-api.ts`, `games-api.ts`, ...) and calls `graphqlRequest`.
 *
 * A refusal arrives as graphql-request's ClientError; `apiErrorCode` reads its stable
 * `extensions.code` (see src/domain/error-codes.ts) and `apiFieldErrors` the field problems of a
 * BAD_INPUT or MISSING_FIELD answer, so a screen can show the catalogue's words in the user's
 * language next to the right field.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { isErrorCode, type ErrorCode } from '../domain/error-codes';
import { currentIdToken } from './auth-session';
import { fetchRuntimeConfig } from './runtime-config';

let client: Promise<GraphQLClient> | undefined;

async function createClient(): Promise<GraphQLClient> {
  const config = await fetchRuntimeConfig();
  return new GraphQLClient(new URL(config.API.GraphQL.endpoint, location.origin).href);
}

/** Sends one operation with the current user's token; throws ClientError on a refusal. */
export async function graphqlRequest<Result, Variables extends object = Record<string, never>>(
  document: string,
  variables?: Variables,
): Promise<Result> {
  client ??= createClient().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  const [graphql, token] = await Promise.all([client, currentIdToken()]);
  return graphql.request<Result>(
    document,
    variables as Record<string, unknown> | undefined,
    token === null ? {} : { Authorization: token },
  );
}

interface GraphQLErrorShape {
  message?: string;
  path?: readonly (string | number)[];
  extensions?: Readonly<Record<string, unknown>>;
}

function graphqlErrors(error: unknown): GraphQLErrorShape[] {
  if (error instanceof ClientError) return error.response.errors ?? [];
  return [];
}

/** The first catalogue code of a refusal, or null (a network failure, an unknown answer). */
export function apiErrorCode(error: unknown): ErrorCode | null {
  for (const e of graphqlErrors(error)) {
    const code = e.extensions?.code;
    if (isErrorCode(code)) return code;
  }
  return null;
}

/**
 * The field problems of a refusal, `{ 'input.name': 'REQUIRED' }`, from the errors'
 * `extensions.field` (a dot path under the arguments) and `extensions.reason` (a FieldErrorCode).
 * Empty when the refusal names no field.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphqlErrors(error)) {
    const { field, reason } = e.extensions ?? {};
    if (typeof field === 'string' && typeof reason === 'string') fields[field] = reason;
  }
  return fields;
}
