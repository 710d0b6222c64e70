/**
 * Which web pages may call `/graphql` and `/auth` from a browser. With `PUBLIC_URL` set, only its
 * origin (the app itself); without it, any origin, as a development server is reached by many
 * names. Never with credentials: the API reads its token from a header, and no cookie may ride
 * along with a cross-site request.
 */

/** The one allowed origin (PUBLIC_URL's), or undefined when every origin is allowed. */
export function allowedOrigin(publicUrl: string | undefined): string | undefined {
  return publicUrl ? new URL(publicUrl).origin : undefined;
}

/**
 * The `Access-Control-Allow-Origin` value for a request from `requestOrigin`, or undefined when
 * that origin is not allowed (the browser then refuses the answer).
 */
export function corsAllowOrigin(
  requestOrigin: string | null | undefined,
  allowed: string | undefined,
): string | undefined {
  if (allowed === undefined) return '*';
  return requestOrigin === allowed ? allowed : undefined;
}
