/**
 * The user pool (`POST /auth`) as an attacker calls it: raw HTTP, Cognito's JSON protocol, any
 * extra headers (a forged X-Forwarded-For, ...), the answer's status, error type and body as sent.
 */
import { EMBEDDED_CLIENT_ID } from '../../../server/http/client-config';

export interface PoolAnswer {
  status: number;
  /** The error's `__type`, or undefined for a success. */
  type: string | undefined;
  body: Record<string, unknown>;
  headers: Headers;
}

/** `action` with the app's client id (`ClientId`, unless `body` names its own). */
export function callPool(
  baseUrl: string,
  action: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<PoolAnswer> {
  return callPoolAsSent(baseUrl, action, { ClientId: EMBEDDED_CLIENT_ID, ...body }, headers);
}

/** `action` with `body` as it is: nothing added (the token actions take no client id). */
export async function callPoolAsSent(
  baseUrl: string,
  action: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PoolAnswer> {
  const response = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  const type = typeof answer.__type === 'string' ? answer.__type : undefined;
  return { status: response.status, type, body: answer, headers: response.headers };
}

export function passwordSignIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<PoolAnswer> {
  return callPool(
    baseUrl,
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
    headers,
  );
}

/** How many answers had each error type (`ok` for a success). */
export function tally(answers: readonly PoolAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.type ?? 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
